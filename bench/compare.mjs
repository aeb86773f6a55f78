#!/usr/bin/env node
// Passant's fast perft side by side with Stockfish (standard chess) and chessops (atomic chess),
// in one run on one machine. Started by bench/run.sh, which installs the peers and builds the jars.
//
//   node bench/compare.mjs [--rounds N] [--no-jmh] [--no-memory] [--atomic-only] [--no-atomic]
//
// Timing: each program runs in one long-lived process and is timed request by request, after one
// untimed warm-up request per position: Stockfish from 'go perft D' to its 'Nodes searched' line,
// Passant by bench's PerftServer around FastGenerator.perft (the CLI's search), chessops around
// its perft(). Rounds alternate the programs; the table gives the median of the rounds.

import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const rounds = Number(option('--rounds', '5'));
const cores = os.cpus().length;
const stockfishPath = ['/usr/games/stockfish', '/usr/bin/stockfish'].find(existsSync) ?? 'stockfish';
const benchJar = join(root, 'target', 'benchmarks.jar');
const cliJar = join(root, 'target', 'passant.jar');

const STANDARD = [
  { name: 'start position', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 6, nodes: 119060324 },
  { name: 'Kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 5, nodes: 193690690 },
  { name: 'position 3', fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', depth: 7, nodes: 178633661 },
];
const ATOMIC = [
  // programfox-1 from src/test/resources/data/atomic.perft (python-chess, shakmaty, scalachess agree)
  { name: 'atomic programfox-1', fen: 'rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1', depth: 4, nodes: 1434825 },
  // the initial position; the count is chessops 0.15.1's (and Passant's kernel and fast generator agree)
  { name: 'atomic start position', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 5, nodes: 4864979 },
];

/** A child process spoken to line by line. */
class Lines {
  constructor(command, argv) {
    this.proc = spawn(command, argv, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.queue = [];
    this.waiting = null;
    this.stderr = '';
    this.proc.stderr.on('data', (d) => { this.stderr += d; });
    let buffer = '';
    this.proc.stdout.on('data', (d) => {
      buffer += d;
      let i;
      while ((i = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, i).trimEnd();
        buffer = buffer.slice(i + 1);
        this.queue.push(line);
        this.pump();
      }
    });
    this.closed = new Promise((resolve) => this.proc.on('close', resolve));
  }
  pump() {
    while (this.waiting && this.queue.length) {
      const line = this.queue.shift();
      if (this.waiting.test(line)) {
        const w = this.waiting;
        this.waiting = null;
        w.resolve(line);
      }
    }
  }
  send(line) { this.proc.stdin.write(line + '\n'); }
  until(test) {
    return new Promise((resolve) => { this.waiting = { test, resolve }; this.pump(); });
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

async function stockfish() {
  const sf = new Lines(stockfishPath, []);
  sf.send('uci');
  const id = await sf.until((l) => l.startsWith('id name') );
  await sf.until((l) => l === 'uciok');
  return {
    version: id.replace('id name ', ''),
    async perft(fen, depth) {
      sf.send('position fen ' + fen);
      sf.send('isready');
      await sf.until((l) => l === 'readyok');
      const cpu = cpuSeconds(sf.proc.pid);
      const t = process.hrtime.bigint();
      sf.send('go perft ' + depth);
      const line = await sf.until((l) => l.startsWith('Nodes searched'));
      const seconds = Number(process.hrtime.bigint() - t) / 1e9;
      return { nodes: Number(line.split(':')[1]), seconds, cpu: cpuSeconds(sf.proc.pid) - cpu };
    },
    quit() { sf.send('quit'); return sf.closed; },
  };
}

async function passant() {
  const p = new Lines('java', ['-cp', benchJar, 'org.passant.fast.PerftServer']);
  await p.until((l) => l === 'ready');
  return {
    async perft(variant, threads, fen, depth) {
      const cpu = cpuSeconds(p.proc.pid);
      p.send(`perft ${variant} ${threads} ${depth} ${fen}`);
      const line = await p.until((l) => l.startsWith('nodes') || l.startsWith('error'));
      if (line.startsWith('error')) {
        return null;
      }
      const f = line.split(' ');
      return { nodes: Number(f[1]), seconds: Number(f[3]) / 1e9, cpu: cpuSeconds(p.proc.pid) - cpu };
    },
    quit() { p.proc.stdin.end(); return p.closed; },
  };
}

async function chessops() {
  const dist = join(here, 'node_modules', 'chessops', 'dist', 'esm');
  const { parseFen } = await import(join(dist, 'fen.js'));
  const { setupPosition } = await import(join(dist, 'variant.js'));
  const { perft } = await import(join(dist, 'debug.js'));
  const version = JSON.parse(readFileSync(join(here, 'node_modules', 'chessops', 'package.json'))).version;
  return {
    version,
    perft(variant, fen, depth) {
      const pos = setupPosition(variant, parseFen(fen).unwrap()).unwrap();
      const t = process.hrtime.bigint();
      const nodes = perft(pos, depth, false);
      return { nodes, seconds: Number(process.hrtime.bigint() - t) / 1e9 };
    },
  };
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
const mnps = (r) => r.nodes / r.seconds / 1e6;

/** Runs the named measurements in alternation, one warm-up each, and returns the median Mnps of each. */
async function sideBySide(position, runs) {
  const results = {};
  for (const [name, run] of Object.entries(runs)) {
    const r = await run();
    if (r === null) {
      return null;
    }
    if (r.nodes !== position.nodes) {
      throw new Error(`${name} counted ${r.nodes} nodes on ${position.name}, expected ${position.nodes}`);
    }
    results[name] = [];
    results[name + 'Cpu'] = [];
    results[name + 'Cores'] = [];
  }
  for (let i = 0; i < rounds; i++) {
    for (const [name, run] of Object.entries(runs)) {
      const r = await run();
      if (r.nodes !== position.nodes) {
        throw new Error(`${name} counted ${r.nodes} nodes on ${position.name}, expected ${position.nodes}`);
      }
      results[name].push(mnps(r));
      results[name + 'Cpu'].push(r.cpu ? r.nodes / r.cpu / 1e6 : NaN);
      results[name + 'Cores'].push(r.cpu ? r.cpu / r.seconds : NaN);
    }
  }
  return Object.fromEntries(Object.entries(results).map(([k, v]) => [k, median(v)]));
}

/** Peak RSS (kB) and wall time of a command run under /usr/bin/time -v, feeding it input lines. */
async function timed(command, argv, input, doneTest) {
  const p = new Lines('/usr/bin/time', ['-v', command, ...argv]);
  for (const line of input) {
    p.send(line);
  }
  if (doneTest) {
    await p.until(doneTest);
    p.send('quit');
  }
  p.proc.stdin.end();
  await p.closed;
  const rss = Number((/Maximum resident set size \(kbytes\): (\d+)/.exec(p.stderr) || [])[1]);
  const wall = (/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(p.stderr) || [])[1];
  return { rss, wall };
}

async function jmh() {
  const json = join(root, 'target', 'jmh.json');
  const run = new Lines('java', ['-jar', benchJar, 'PerftBenchmark|GeneratorBenchmark', '-prof', 'gc', '-wi', '3', '-i', '3',
    '-w', '2', '-r', '2', '-rf', 'json', '-rff', json]);
  await run.closed;
  const perft = [];
  const generator = [];
  for (const b of JSON.parse(readFileSync(json))) {
    const bytesPerOp = b.secondaryMetrics['gc.alloc.rate.norm'].score;
    if (b.benchmark.endsWith('PerftBenchmark.perft')) {
      const ops = b.primaryMetric.score;
      const nodesPerSecond = b.secondaryMetrics.nodes.score;
      const nodesPerOp = nodesPerSecond / ops;
      perft.push({ position: b.params.position, mnps: nodesPerSecond / 1e6, bytesPerOp, nodesPerOp, bytesPerNode: bytesPerOp / nodesPerOp });
    } else {
      generator.push({ name: b.benchmark.replace(/.*\./, ''), ns: b.primaryMetric.score, bytesPerOp });
    }
  }
  return { perft, generator };
}

const fmt = (x, d = 1) => x.toFixed(d);
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(', ');

async function main() {
  const out = [];
  const started = new Date();
  out.push(`Date: ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC; machine: ${os.cpus()[0].model}, ${cores} cores; `
    + `load average before: ${load()}; ${rounds} rounds, median.`);
  const sf = await stockfish();
  const ps = await passant();

  out.push('');
  out.push(`Standard chess, ${sf.version} (\`go perft\`) against Passant's fast generator. Stockfish's perft runs on one`
    + ` thread whatever its Threads option, so the ${cores}-thread column compares Passant with its own single thread and`
    + ' with Stockfish\'s single thread.');
  out.push('');
  out.push(`| position | depth | nodes | Stockfish 1 thread, Mnps | Passant 1 thread, Mnps | ratio Passant / Stockfish | Passant ${cores} threads, Mnps | ratio ${cores} threads / Stockfish 1 thread | speed-up ${cores} / 1 thread |`);
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const cpuRows = [];
  for (const pos of args.includes('--atomic-only') ? [] : STANDARD) {
    const m = await sideBySide(pos, {
      stockfish: () => sf.perft(pos.fen, pos.depth),
      one: () => ps.perft('chess', 1, pos.fen, pos.depth),
      all: () => ps.perft('chess', cores, pos.fen, pos.depth),
    });
    out.push(`| ${pos.name} | ${pos.depth} | ${pos.nodes} | ${fmt(m.stockfish)} | ${fmt(m.one)} | **${fmt(m.one / m.stockfish, 2)}** | `
      + `${fmt(m.all)} | ${fmt(m.all / m.stockfish, 2)} | ${fmt(m.all / m.one, 2)} |`);
    cpuRows.push({ name: pos.name, stockfish: m.stockfishCpu, passant: m.oneCpu, all: m.allCpu, oneCores: m.oneCores, allCores: m.allCores });
  }

  out.push('');
  out.push('The same runs by CPU time (user + system of the process, from /proc; 10 ms resolution), which other jobs on'
    + ' the machine disturb less than wall time. "Cores obtained" is CPU time over wall time: what the run actually got;'
    + ` on an idle machine the ${cores}-thread run gets ${cores}, and its speed-up approaches that number times the ratio of the`
    + ` CPU-time rates (${cores} threads / 1 thread, which shows what splitting the tree costs).`);
  out.push('');
  out.push(`| position | Stockfish, Mnps per CPU s | Passant 1 thread, Mnps per CPU s | ratio | Passant ${cores} threads, Mnps per CPU s | rate ${cores} / 1 thread | cores obtained, 1 thread | cores obtained, ${cores} threads |`);
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const c of cpuRows) {
    out.push(`| ${c.name} | ${fmt(c.stockfish)} | ${fmt(c.passant)} | ${fmt(c.passant / c.stockfish, 2)} | ${fmt(c.all)} | `
      + `${fmt(c.all / c.passant, 2)} | ${fmt(c.oneCores, 2)} | ${fmt(c.allCores, 2)} |`);
  }
  out.push('');
  const co = await chessops();
  const atomicRows = [];
  for (const pos of args.includes('--no-atomic') ? [] : ATOMIC) {
    const m = await sideBySide(pos, {
      one: () => ps.perft('atomic', 1, pos.fen, pos.depth),
      chessops: async () => co.perft('atomic', pos.fen, pos.depth),
      all: () => ps.perft('atomic', cores, pos.fen, pos.depth),
    });
    if (m === null) {
      break;
    }
    atomicRows.push(`| ${pos.name} | ${pos.depth} | ${pos.nodes} | ${fmt(m.chessops, 2)} | ${fmt(m.one)} | **${fmt(m.one / m.chessops, 1)}** | `
      + `${fmt(m.all)} | ${fmt(m.all / m.one, 2)} |`);
  }
  if (atomicRows.length === 0) {
    out.push(args.includes('--no-atomic') ? 'Atomic chess: not measured in this run (--no-atomic).'
      : 'Atomic chess: not measured, this build of Passant has no atomic variant.');
  } else {
    out.push(`Atomic chess, chessops ${co.version} (\`perft\` from chessops/debug, Node ${process.version}) against Passant's fast generator.`);
    out.push('');
    out.push(`| position | depth | nodes | chessops, Mnps | Passant 1 thread, Mnps | ratio Passant / chessops | Passant ${cores} threads, Mnps | speed-up ${cores} / 1 thread |`);
    out.push('|---|---:|---:|---:|---:|---:|---:|---:|');
    out.push(...atomicRows);
  }
  await sf.quit();
  await ps.quit();
  out.push('');
  out.push(`Load average after the timed runs: ${load()}.`);

  if (!args.includes('--no-memory') && !args.includes('--atomic-only')) {
    const start = STANDARD[0];
    const sfMem = await timed(stockfishPath, [], ['position startpos', 'go perft 6'], (l) => l.startsWith('Nodes searched'));
    const one = await timed('java', ['-jar', cliJar, 'perft', '--depth', '6', '--threads', '1'], [], null);
    const all = await timed('java', ['-jar', cliJar, 'perft', '--depth', '6', '--threads', String(cores)], [], null);
    out.push('');
    out.push(`Memory and cold start: one fresh process each, start position depth 6 (${start.nodes} nodes), measured with /usr/bin/time -v`
      + ' (wall time includes start-up: the JVM and JIT warm-up for Passant, loading the network for Stockfish).');
    out.push('');
    out.push('| process | peak RSS, MiB | wall time |');
    out.push('|---|---:|---:|');
    out.push(`| stockfish, go perft 6 | ${fmt(sfMem.rss / 1024)} | ${sfMem.wall} |`);
    out.push(`| passant perft --depth 6 --threads 1 | ${fmt(one.rss / 1024)} | ${one.wall} |`);
    out.push(`| passant perft --depth 6 --threads ${cores} | ${fmt(all.rss / 1024)} | ${all.wall} |`);
  }

  if (!args.includes('--no-jmh') && !args.includes('--atomic-only')) {
    const r = await jmh();
    out.push('');
    out.push('JMH 1.37, one thread, with -prof gc (gc.alloc.rate.norm is per benchmark call and includes what JMH itself'
      + ' allocates around the call). PerftBenchmark: perft as the CLI runs it, at depths that keep a call short.');
    out.push('');
    out.push('| benchmark | Mnps | nodes per call | bytes per call | bytes per node |');
    out.push('|---|---:|---:|---:|---:|');
    for (const p of r.perft) {
      out.push(`| perft ${p.position} | ${fmt(p.mnps)} | ${Math.round(p.nodesPerOp)} | ${fmt(p.bytesPerOp)} | ${p.bytesPerNode.toExponential(1)} |`);
    }
    out.push('');
    out.push('GeneratorBenchmark: the generator alone, per position, over the start position, Kiwipete, position 3'
      + ' and their children.');
    out.push('');
    out.push('| benchmark | ns per position | bytes per position |');
    out.push('|---|---:|---:|');
    for (const g of r.generator) {
      out.push(`| ${g.name} | ${fmt(g.ns)} | ${fmt(g.bytesPerOp, 3)} |`);
    }
  }
  console.log(out.join('\n'));
}

main().catch((e) => { console.error('compare: ' + (e.stack || e)); process.exit(1); });
