#!/usr/bin/env node
// Passant's fast perft side by side with Stockfish (standard chess) and chessops (atomic chess),
// in one run on one machine. Started by bench/run.sh, which installs the peers and builds the jars.
//
//   node bench/compare.mjs [--rounds N] [--hash-mb MB] [--no-jmh] [--no-memory] [--no-hash] [--atomic-only] [--no-atomic]
//
// Java: $PASSANT_BENCH_JAVA (bench/run.sh sets it to the JDK ./passant chooses), else java on the PATH.
// Timing: each program runs in one long-lived process and is timed request by request, after one
// untimed warm-up request per position (and, for Passant's standard chess, an untimed pass over all three
// positions first, so that the JIT compiles the generator for the mix rather than for the first position
// and recompiles while a later one is timed): Stockfish from 'go perft D' to its 'Nodes searched' line,
// Passant by bench's PerftServer around FastGenerator.perft (the CLI's search), chessops around
// its perft(). Rounds alternate the programs; the table gives the median of the rounds.

import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { Lines } from './lines.mjs';
import { args, here, integer, root } from './args.mjs';

const rounds = integer('compare', '--rounds', 5, 1);
const hashMb = integer('compare', '--hash-mb', 1024, 1);
const java = process.env.PASSANT_BENCH_JAVA || 'java';
const cores = os.cpus().length;
const stockfishPath = ['/usr/games/stockfish', '/usr/bin/stockfish'].find(existsSync) ?? 'stockfish';
const benchJar = join(root, 'target', 'benchmarks.jar');
const launcher = join(root, 'passant');

// Published by the authors' own runs of these programs on the same kind of 2-core machine (one thread, no hash
// table, last ply bulk-counted; docs/DESIGN.md "Measured anchors for speed"); not re-measured here.
const ANCHORS = {
  gigantua: { 'start position': 946, Kiwipete: 1469, 'position 3': 891 },
  mperft: { 'start position': 617, Kiwipete: 927, 'position 3': 353 },
  mperftHashedStart7: 2559,
};

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

/** The JVM's version line and the sliding-attack lookup it runs (PEXT from the multi-release jar, or magic). */
function javaVersion() {
  const out = execFileSync(java, ['-cp', benchJar, 'org.passant.cli.Main', '--version'], { encoding: 'utf8' });
  return out.trim().split('\n').slice(1).join('; ');
}

/** The JVM options ./passant gives `perft --hash` on this machine (PEXT; transparent huge pages where the kernel offers them), asked of it. */
function hashOptions() {
  const line = execFileSync(launcher, ['perft', '--hash', String(hashMb)],
    { env: { ...process.env, PASSANT_PRINT_OPTIONS: '1' }, encoding: 'utf8' });
  return line.split(/\s+/).filter((o) => o !== '');
}

async function passant(options = []) {
  const p = new Lines(java, [...options, '-cp', benchJar, 'org.passant.fast.PerftServer']);
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
      return { nodes: Number(f[1]), seconds: Number(f[3]) / 1e9, cpu: threads === 1 && f[5] ? Number(f[5]) / 1e9 : cpuSeconds(p.proc.pid) - cpu };
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

/** Peak RSS (kB) and wall time (s) of a command run under /usr/bin/time -v, feeding it input lines. */
async function timed(command, argv, input, doneTest, env = {}) {
  const p = new Lines('/usr/bin/time', ['-v', command, ...argv], { ...process.env, ...env });
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
  const seconds = wall.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  return { rss, seconds };
}

async function jmh() {
  const json = join(root, 'target', 'jmh.json');
  const run = new Lines(java, ['-jar', benchJar, 'PerftBenchmark|GeneratorBenchmark', '-prof', 'gc', '-wi', '3', '-i', '3',
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
  out.push(`Date: ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC; machine: ${os.cpus()[0].model}, ${cores} cores, `
    + `${Math.round(os.totalmem() / 2 ** 30)} GiB; load average before: ${load()}; ${rounds} rounds, median.`);
  out.push('');
  out.push(`Passant's JVM: ${javaVersion()}.`);
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
  const warm = {};
  const standard = args.includes('--atomic-only') ? [] : STANDARD;
  // the JIT's warm-up over the whole mix, untimed: twice each position, one thread and all
  for (let pass = 0; pass < 2; pass++) {
    for (const pos of standard) {
      for (const threads of [1, cores]) {
        const r = await ps.perft('chess', threads, pos.fen, pos.depth);
        if (r.nodes !== pos.nodes) {
          throw new Error(`Passant counted ${r.nodes} nodes on ${pos.name} in the warm-up, expected ${pos.nodes}`);
        }
      }
    }
  }
  for (const pos of standard) {
    const m = await sideBySide(pos, {
      stockfish: () => sf.perft(pos.fen, pos.depth),
      one: () => ps.perft('chess', 1, pos.fen, pos.depth),
      all: () => ps.perft('chess', cores, pos.fen, pos.depth),
    });
    out.push(`| ${pos.name} | ${pos.depth} | ${pos.nodes} | ${fmt(m.stockfish)} | ${fmt(m.one)} | **${fmt(m.one / m.stockfish, 2)}** | `
      + `${fmt(m.all)} | ${fmt(m.all / m.stockfish, 2)} | ${fmt(m.all / m.one, 2)} |`);
    cpuRows.push({ name: pos.name, stockfish: m.stockfishCpu, passant: m.oneCpu, all: m.allCpu, oneCores: m.oneCores, allCores: m.allCores });
    warm[pos.name] = { one: m.one, all: m.all, oneCpu: m.oneCpu };
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
  if (cpuRows.length > 0) {
    out.push('');
    out.push('Against the fastest published perft programs (their figures are not re-measured here: see the anchors in'
      + ' docs/DESIGN.md, measured on the same kind of 2-core machine, one thread, no hash, last ply bulk-counted). The CPU-time'
      + ' column is what Passant does per second of CPU it actually got, which a loaded machine disturbs less.');
    out.push('');
    out.push('| position | Passant 1 thread, Mnps | Gigantua, Mnps | Passant / Gigantua | MPerft, Mnps | Passant / MPerft |'
      + ' Passant 1 thread, Mnps per CPU s | that / Gigantua |');
    out.push('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const pos of STANDARD) {
      const w = warm[pos.name];
      if (w) {
        const g = ANCHORS.gigantua[pos.name];
        const mp = ANCHORS.mperft[pos.name];
        out.push(`| ${pos.name} | ${fmt(w.one)} | ${g} | **${fmt(w.one / g, 2)}** | ${mp} | ${fmt(w.one / mp, 2)} | `
          + `${fmt(w.oneCpu)} | ${fmt(w.oneCpu / g, 2)} |`);
      }
    }
  }

  if (!args.includes('--no-hash') && !args.includes('--atomic-only')) {
    const start7 = { name: 'start position', fen: STANDARD[0].fen, depth: 7, nodes: 3195901860 };
    // a JVM of its own, with the options the launcher gives --hash
    const options = hashOptions();
    const hashed = await passant(options);
    const m = await sideBySide(start7, {
      hashOne: () => hashed.perft('chess', `1/${hashMb}`, start7.fen, start7.depth),
      hashAll: () => hashed.perft('chess', `${cores}/${hashMb}`, start7.fen, start7.depth),
    });
    await hashed.quit();
    const unhashed = warm['start position'];
    out.push('');
    out.push(`Hashed perft (\`--hash ${hashMb}\`: an exact table, entries verified by the whole position; a fresh table per`
      + ' run, allocated before the clock starts; a JVM of its own with the options ./passant gives --hash:'
      + ` ${options.join(' ') || 'none on this machine'}), start position depth 7, against MPerft\'s hashed 2559 Mnps`
      + ' (an anchor, not re-measured) and Passant\'s own unhashed single thread on depth 6 in this run.');
    out.push('');
    out.push(`| position | depth | nodes | Passant hashed 1 thread, Mnps | / MPerft hashed | / Passant unhashed 1 thread | Passant hashed ${cores} threads, Mnps | speed-up ${cores} / 1 thread |`);
    out.push('|---|---:|---:|---:|---:|---:|---:|---:|');
    out.push(`| ${start7.name} | ${start7.depth} | ${start7.nodes} | ${fmt(m.hashOne)} | **${fmt(m.hashOne / ANCHORS.mperftHashedStart7, 2)}** | `
      + `${unhashed ? fmt(m.hashOne / unhashed.one, 2) : '-'} | ${fmt(m.hashAll)} | ${fmt(m.hashAll / m.hashOne, 2)} |`);
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
    const warmOne = warm['start position'] ? warm['start position'].one : NaN;
    const warmAll = warm['start position'] ? warm['start position'].all : NaN;
    const runs = {
      stockfish: () => timed(stockfishPath, [], ['position startpos', 'go perft 6'], (l) => l.startsWith('Nodes searched')),
      one: () => timed(launcher, ['perft', '--depth', '6', '--threads', '1'], [], null),
      oneNoCache: () => timed(launcher, ['perft', '--depth', '6', '--threads', '1'], [], null, { PASSANT_NO_CACHE: '1' }),
      all: () => timed(launcher, ['perft', '--depth', '6', '--threads', String(cores)], [], null),
    };
    const results = {};
    for (let i = 0; i < rounds; i++) {
      for (const [name, run] of Object.entries(runs)) {
        (results[name] = results[name] || []).push(await run());
      }
    }
    const med = (name) => ({ rss: median(results[name].map((r) => r.rss)), seconds: median(results[name].map((r) => r.seconds)) });
    const row = (label, r, warmMnps) => {
      const mn = start.nodes / r.seconds / 1e6;
      return `| ${label} | ${fmt(r.rss / 1024)} | ${r.seconds.toFixed(2)} | ${fmt(mn)} | ${warmMnps ? fmt(warmMnps) : '-'} | `
        + `${warmMnps ? '**' + fmt(mn / warmMnps, 2) + '**' : '-'} |`;
    };
    out.push('');
    out.push(`Cold start and memory: one fresh process each, start position depth 6 (${start.nodes} nodes), ${rounds} runs each in`
      + ' alternation, median, measured with /usr/bin/time -v (wall time includes start-up: the JVM, class loading and JIT'
      + ' warm-up for Passant, loading the network for Stockfish). Passant runs through ./passant, which uses its start-up'
      + ' cache (AOT cache on JDK 25, AppCDS before) unless PASSANT_NO_CACHE is set; "warm" is the same count in the'
      + ' long-lived process above.');
    out.push('');
    out.push('| process | peak RSS, MiB | wall time, s | Mnps, whole process | warm Mnps | whole process / warm |');
    out.push('|---|---:|---:|---:|---:|---:|');
    out.push(row('stockfish, go perft 6', med('stockfish'), null));
    out.push(row('./passant perft --depth 6 --threads 1', med('one'), warmOne));
    out.push(row('./passant perft --depth 6 --threads 1, no cache', med('oneNoCache'), warmOne));
    out.push(row(`./passant perft --depth 6 --threads ${cores}`, med('all'), warmAll));
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
