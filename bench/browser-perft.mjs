#!/usr/bin/env node
// The browser module's perft (issue 49: web/offline/passant.js over the TeaVM build, WebAssembly) in headless
// chromium, side by side with chessops in Node, in one run on one machine, rounds alternating.
//
//   node bench/browser-perft.mjs [--rounds N]
//
// Needs the module built (mvn -o -q process-classes puts it in target/classes/web/offline/), Debian's chromium
// and chessops in bench/node_modules (bench/run.sh installs it; so does this script). Serves target/classes/web
// on a free loopback port, starts chromium headless on a page that takes one job at a time from this script;
// each job is timed inside its own program (performance.now around Passant.perft in the page, process.hrtime
// around chessops' perft) after one untimed warm-up per position. Prints a Markdown table of the medians.

import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import os from 'node:os';
import { here, integer, root } from './args.mjs';

const rounds = integer('browser-perft', '--rounds', 5, 1);
const web = join(root, 'target', 'classes', 'web');
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

const POSITIONS = [
  { name: 'start position', variant: 'chess', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 5, nodes: 4865609 },
  { name: 'Kiwipete', variant: 'chess', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 4, nodes: 4085603 },
  // src/test/resources/data/atomic.perft: atomic-start
  { name: 'atomic start position', variant: 'atomic', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 4, nodes: 197326 },
];

if (!existsSync(join(web, 'offline', 'passant.wasm'))) {
  console.error('browser-perft: target/classes/web/offline/passant.wasm is not built (mvn -o -q process-classes builds it)');
  process.exit(2);
}
if (!chromium) {
  console.error('browser-perft: chromium is not installed (apt-get install chromium)');
  process.exit(2);
}
if (!existsSync(join(here, 'node_modules', 'chessops', 'package.json'))) {
  console.error('browser-perft: installing chessops from npm into bench/node_modules');
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', here, 'chessops@0.15.1']);
}

const dist = join(here, 'node_modules', 'chessops', 'dist', 'esm');
const { parseFen } = await import(join(dist, 'fen.js'));
const { setupPosition } = await import(join(dist, 'variant.js'));
const { perft } = await import(join(dist, 'debug.js'));
const chessopsVersion = JSON.parse(readFileSync(join(here, 'node_modules', 'chessops', 'package.json'))).version;

function chessops(p) {
  const pos = setupPosition(p.variant, parseFen(p.fen).unwrap()).unwrap();
  const t = process.hrtime.bigint();
  const nodes = perft(pos, p.depth, false);
  return { nodes, millis: Number(process.hrtime.bigint() - t) / 1e6 };
}

// The page: takes a job from /next, answers it to /result, until told it is done.
const PAGE = `<!DOCTYPE html><meta charset="utf-8"><title>browser perft</title><script type="module">
import { load } from '/offline/passant.js';
const passant = await load();
for (;;) {
  const job = await (await fetch('/next')).json();
  if (job.done) break;
  const t = performance.now();
  let answer;
  try {
    const nodes = passant.perft(job.fen, job.depth, { variant: job.variant });
    answer = { nodes, millis: performance.now() - t };
  } catch (e) {
    answer = { error: String(e.message || e) };
  }
  await fetch('/result', { method: 'POST', body: JSON.stringify(answer) });
}
</script>`;

const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
let takeJob = null;
let giveResult = null;
const jobs = [];
function ask(job) {
  return new Promise((resolve) => {
    giveResult = resolve;
    if (takeJob) { const t = takeJob; takeJob = null; t(job); } else jobs.push(job);
  });
}
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (path === '/bench.html') {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE);
  } else if (path === '/next') {
    const send = (job) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(job));
    if (jobs.length > 0) send(jobs.shift()); else takeJob = send;
  } else if (path === '/result' && req.method === 'POST') {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => { res.writeHead(204).end(); giveResult(JSON.parse(body)); });
  } else {
    const file = normalize(join(web, path));
    if (!file.startsWith(web) || !existsSync(file)) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = server.address().port;
const profile = mkdtempSync(join(os.tmpdir(), 'browser-perft-'));
const browser = spawn(chromium, ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
  '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-extensions', `--user-data-dir=${profile}`, `http://127.0.0.1:${port}/bench.html`], { stdio: 'ignore' });

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const loadBefore = load();
const rows = [];
try {
  for (const p of POSITIONS) {
    const job = { fen: p.fen, depth: p.depth, variant: p.variant };
    await ask(job); // warm-up: the first run compiles the optimised code
    chessops(p);
    const times = { module: [], chessops: [] };
    for (let r = 0; r < rounds; r++) {
      const b = await ask(job);
      if (b.error || b.nodes !== p.nodes) throw new Error(`the module counted ${b.error ?? b.nodes} on ${p.name}, expected ${p.nodes}`);
      times.module.push(b.millis);
      const c = chessops(p);
      if (c.nodes !== p.nodes) throw new Error(`chessops counted ${c.nodes} on ${p.name}, expected ${p.nodes}`);
      times.chessops.push(c.millis);
    }
    const m = p.nodes / median(times.module) / 1000;
    const c = p.nodes / median(times.chessops) / 1000;
    rows.push(`| ${p.name} | ${p.depth} | ${p.nodes} | ${m.toFixed(1)} | ${c.toFixed(2)} | ${(m / c).toFixed(1)} |`);
  }
  jobs.push({ done: true });
  if (takeJob) { takeJob({ done: true }); takeJob = null; }
} finally {
  browser.kill();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
const chromiumVersion = execFileSync(chromium, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
console.log(`Perft in the browser: Passant's module (TeaVM, WebAssembly) in ${chromiumVersion}, headless, against chessops ${chessopsVersion}`
  + ` in Node ${process.version}; one thread each, last ply bulk-counted by both; median of ${rounds} alternating rounds`
  + ` after one warm-up. ${os.cpus()[0].model}, ${os.cpus().length} cores; load average ${loadBefore} before, ${load()} after.`);
console.log('');
console.log('| position | depth | nodes | module in chromium, Mnps | chessops in Node, Mnps | ratio |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
