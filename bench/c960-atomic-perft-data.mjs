#!/usr/bin/env node
// Regenerates src/test/resources/data/chess960-starts-atomic.perft: every 10th Chess960 start position
// (numbers 0, 10, ..., 950, Scharnagl's numbering, C960-SETUP) and 518, the initial position of chess,
// with atomic-chess perft counts from a peer, chessops (npm; Lichess's rules, king-takes-rook castling
// for any start files), never from Passant.
//
//   node bench/c960-atomic-perft-data.mjs [--depth D] [--every K] [--output FILE]
//
// The positions are read from chess960-starts.perft (written by bench/c960-perft-data.py from the rules),
// so the two files name the same arrangement by the same number. chessops is installed into
// bench/node_modules as bench/run.sh installs it. Depth 4 takes about a minute.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { here, integer, option, root } from './args.mjs';

const CHESSOPS = '0.15.1';
const depth = integer('c960-atomic-perft-data', '--depth', 4, 1, 6);
const every = integer('c960-atomic-perft-data', '--every', 10, 1, 960);
const output = option('--output', join(root, 'src', 'test', 'resources', 'data', 'chess960-starts-atomic.perft'));

if (!existsSync(join(here, 'node_modules', 'chessops', 'package.json'))) {
  console.error(`c960-atomic-perft-data: installing chessops ${CHESSOPS} from npm into bench/node_modules`);
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', here,
    `chessops@${CHESSOPS}`], { stdio: 'inherit' });
}
const dist = join(here, 'node_modules', 'chessops', 'dist', 'esm');
const { parseFen } = await import(join(dist, 'fen.js'));
const { Atomic } = await import(join(dist, 'variant.js'));
const { perft } = await import(join(dist, 'debug.js'));
const version = JSON.parse(readFileSync(join(here, 'node_modules', 'chessops', 'package.json'))).version;

// The start positions by number, from the chess file's 'id c960-NNNN' / 'epd FEN' lines.
const starts = new Map();
let id = null;
for (const line of readFileSync(join(root, 'src', 'test', 'resources', 'data', 'chess960-starts.perft'), 'utf8').split('\n')) {
  const [keyword, ...rest] = line.trim().split(/\s+/);
  if (keyword === 'id') id = rest.join(' ');
  if (keyword === 'epd') starts.set(Number(id.slice('c960-'.length)), rest.join(' '));
}
if (starts.size !== 960) {
  console.error(`c960-atomic-perft-data: chess960-starts.perft holds ${starts.size} positions, not 960`);
  process.exit(2);
}

const started = new Date();
const blocks = [];
const numbers = [];
for (let n = 0; n < 960; n += every) numbers.push(n);
if (!numbers.includes(518)) numbers.push(518); // its counts are also published (atomic.perft's atomic-start)
numbers.sort((a, b) => a - b);
for (const n of numbers) {
  const fen = starts.get(n);
  const pos = Atomic.fromSetup(parseFen(`${fen} 0 1`).unwrap()).unwrap();
  // chessops reads KQkq as the outermost rook of each wing: the one rook beside the king in a start position
  const lines = [`id c960-atomic-${String(n).padStart(4, '0')}`, `epd ${fen}`];
  for (let d = 1; d <= depth; d++) lines.push(`perft ${d} ${perft(pos, d, false)}`);
  blocks.push(lines.join('\n') + '\n');
}
const seconds = (Date.now() - started.getTime()) / 1000;
const command = 'node bench/c960-atomic-perft-data.mjs' + (depth !== 4 ? ` --depth ${depth}` : '') + (every !== 10 ? ` --every ${every}` : '');
const header = [
  `# Atomic chess from Chess960 start positions: every ${every === 1 ? '' : every + 'th '}start position and 518 in Scharnagl's numbering`,
  '# (C960-SETUP; id c960-atomic-NNNN is start position NNNN, the same FEN as c960-NNNN in chess960-starts.perft),',
  `# atomic perft counts for depths 1 to ${depth} from a peer, not from Passant: chessops ${version} (npm; its Atomic`,
  `# position and chessops/debug perft, castling as the king taking its own rook), Node ${process.version}.`,
  `# Generated ${started.toISOString().slice(0, 10)} in ${seconds.toFixed(0)} s by: ${command}`,
  '# Run with --variant atomic. Format as in standard-tricky.perft.',
  '',
];
writeFileSync(`${output}.tmp`, header.join('\n') + '\n' + blocks.join('\n'));
renameSync(`${output}.tmp`, output);
console.error(`c960-atomic-perft-data: wrote ${output} (${blocks.length} positions, depth 1-${depth}, ${seconds.toFixed(0)} s)`);
