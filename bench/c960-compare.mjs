#!/usr/bin/env node
// Chess960 section of the benchmark: Passant's fast perft against Stockfish's `go perft` (UCI_Chess960) on the
// Chess960 start positions of src/test/resources/data/chess960-starts.perft, measured in the same run on the same
// machine. Started by `bench/run.sh --chess960` (after the standard tables), which builds target/benchmarks.jar;
// alone it needs target/passant.jar (mvn package) and compiles bench's PerftServer against it.
//
//   node bench/c960-compare.mjs [--depth D] [--every K] [--threads T]
//
// --depth: perft depth (default 6); --every: every K-th start position, 0, K, 2K, ... (default 49: 20 positions, and
// 49 shares no factor with Scharnagl's digits 4, 4, 6, 10, so the sample varies every piece's place);
// --threads: Passant's threads (default 1; Stockfish's perft is single-threaded). Each program runs in one long-lived
// process, timed request by request (Stockfish from `go perft D` to `Nodes searched`, Passant by bench's PerftServer
// around FastGenerator.perft) after untimed warm-ups on the first three positions; the two alternate position by position.
// Every count is checked against the file where it gives that depth, else Stockfish's and Passant's must agree.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { integer, root } from './args.mjs';
import { Lines } from './lines.mjs';

const depth = integer('c960-compare', '--depth', 6, 1, 8);
const every = integer('c960-compare', '--every', 49, 1, 960);
const threads = integer('c960-compare', '--threads', 1, 1);
const java = process.env.PASSANT_BENCH_JAVA || 'java';
const benchJar = join(root, 'target', 'benchmarks.jar');
const passantJar = join(root, 'target', 'passant.jar');
const stockfishPath = ['/usr/games/stockfish', '/usr/bin/stockfish'].find(existsSync) ?? 'stockfish';
const dataFile = join(root, 'src', 'test', 'resources', 'data', 'chess960-starts.perft');

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function stockfish() {
  const sf = new Lines(stockfishPath, [], process.env, { inheritStderr: true });
  sf.send('uci');
  const id = await sf.until((l) => l.startsWith('id name'));
  await sf.until((l) => l === 'uciok');
  sf.send('setoption name UCI_Chess960 value true');
  return {
    version: id.replace('id name ', ''),
    async perft(fen, d) {
      sf.send(`position fen ${fen}`);
      sf.send('isready');
      await sf.until((l) => l === 'readyok');
      const cpu = cpuSeconds(sf.proc.pid);
      const t = process.hrtime.bigint();
      sf.send(`go perft ${d}`);
      const line = await sf.until((l) => l.startsWith('Nodes searched'));
      const seconds = Number(process.hrtime.bigint() - t) / 1e9;
      return { nodes: Number(line.split(':')[1]), seconds, cpu: cpuSeconds(sf.proc.pid) - cpu };
    },
    quit() { sf.send('quit'); return sf.closed; },
  };
}

/** benchmarks.jar (bench/run.sh builds it), else bench's PerftServer compiled here against target/passant.jar. */
function passantClasspath() {
  if (existsSync(benchJar)) {
    return benchJar;
  }
  if (!existsSync(passantJar)) {
    throw new Error('neither target/benchmarks.jar nor target/passant.jar: build with mvn package first');
  }
  const classes = join(root, 'target', 'c960-bench-classes');
  const javac = java === 'java' ? 'javac' : java.replace(/java$/, 'javac');
  execFileSync(javac, ['-d', classes, '-cp', passantJar, join(root, 'src', 'bench', 'java', 'org', 'passant', 'fast', 'PerftServer.java')]);
  return `${passantJar}:${classes}`;
}

async function passant() {
  const p = new Lines(java, ['-cp', passantClasspath(), 'org.passant.fast.PerftServer'], process.env, { inheritStderr: true });
  await p.until((l) => l === 'ready');
  return {
    async perft(fen, d) {
      const cpu = cpuSeconds(p.proc.pid);
      p.send(`perft chess ${threads} ${d} ${fen}`);
      const line = await p.until((l) => l.startsWith('nodes') || l.startsWith('error'));
      if (line.startsWith('error')) throw new Error(`Passant: ${line}`);
      const f = line.split(' ');
      return { nodes: Number(f[1]), seconds: Number(f[3]) / 1e9, cpu: threads === 1 ? Number(f[5]) / 1e9 : cpuSeconds(p.proc.pid) - cpu };
    },
    quit() { p.proc.stdin.end(); return p.closed; },
  };
}

/** The file's positions in order: id, FEN (clocks added) and the published counts by depth. */
function starts() {
  const entries = [];
  for (const line of readFileSync(dataFile, 'utf8').split('\n')) {
    const [keyword, ...rest] = line.trim().split(/\s+/);
    if (keyword === 'id') entries.push({ id: rest.join(' '), counts: {} });
    if (keyword === 'epd') entries.at(-1).fen = `${rest.join(' ')} 0 1`;
    if (keyword === 'perft') entries.at(-1).counts[Number(rest[0])] = Number(rest[1]);
  }
  return entries;
}

const fmt = (x, d = 1) => x.toFixed(d);
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(', ');
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };

async function main() {
  const chosen = starts().filter((_, n) => n % every === 0);
  const out = [];
  const loadBefore = load();
  const sf = await stockfish();
  const ps = await passant();
  for (const e of chosen.slice(0, 3)) { // untimed: the JIT compiles the search before anything is timed
    await ps.perft(e.fen, Math.min(depth, 5));
    await sf.perft(e.fen, Math.min(depth, 5));
  }
  const rows = [];
  for (const e of chosen) {
    const s = await sf.perft(e.fen, depth);
    const p = await ps.perft(e.fen, depth);
    const expected = e.counts[depth] ?? s.nodes;
    if (s.nodes !== expected || p.nodes !== expected) {
      throw new Error(`${e.id} depth ${depth}: file ${e.counts[depth] ?? '-'}, Stockfish ${s.nodes}, Passant ${p.nodes}`);
    }
    rows.push({ id: e.id, arrangement: e.fen.split('/')[7].split(' ')[0], nodes: expected, s, p });
  }
  await sf.quit();
  await ps.quit();
  const total = (f) => rows.reduce((acc, r) => acc + f(r), 0);
  const nodes = total((r) => r.nodes);
  const sfSeconds = total((r) => r.s.seconds);
  const psSeconds = total((r) => r.p.seconds);
  const sfCpu = total((r) => r.s.cpu);
  const psCpu = total((r) => r.p.cpu);
  out.push(`Chess960 start positions (chess960-starts.perft, ${every === 1 ? 'all' : `every ${every}th of`} 960: ${rows.length}`
    + ` positions), depth ${depth}, ${sf.version} (\`go perft\`, UCI_Chess960 true) against Passant's fast generator on`
    + ` ${threads} thread${threads === 1 ? '' : 's'}; each count checked against the file. Load average before: ${loadBefore};`
    + ` after: ${load()}.`);
  out.push('');
  if (rows.length <= 24) {
    out.push('| position | white\'s back rank | nodes | Stockfish, s | Passant, s | Stockfish, Mnps | Passant, Mnps | ratio Passant / Stockfish |');
    out.push('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      out.push(`| ${r.id} | ${r.arrangement} | ${r.nodes} | ${fmt(r.s.seconds, 2)} | ${fmt(r.p.seconds, 2)} | `
        + `${fmt(r.nodes / r.s.seconds / 1e6)} | ${fmt(r.nodes / r.p.seconds / 1e6)} | ${fmt(r.s.seconds / r.p.seconds, 2)} |`);
    }
    out.push('');
  }
  const ratios = rows.map((r) => r.s.seconds / r.p.seconds);
  out.push('| total | nodes | Stockfish, s | Passant, s | Stockfish, Mnps | Passant, Mnps | ratio Passant / Stockfish | by CPU time | per-position ratio, min / median / max |');
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  out.push(`| ${rows.length} positions | ${nodes} | ${fmt(sfSeconds, 2)} | ${fmt(psSeconds, 2)} | ${fmt(nodes / sfSeconds / 1e6)} | `
    + `${fmt(nodes / psSeconds / 1e6)} | **${fmt(sfSeconds / psSeconds, 2)}** | ${fmt(sfCpu / psCpu, 2)} | `
    + `${fmt(Math.min(...ratios), 2)} / ${fmt(median(ratios), 2)} / ${fmt(Math.max(...ratios), 2)} |`);
  console.log(out.join('\n'));
}

main().catch((e) => { console.error('c960-compare: ' + (e.stack || e)); process.exit(1); });
