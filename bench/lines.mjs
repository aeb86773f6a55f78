// A child process spoken to line by line: the bench scripts' way of timing Stockfish, Passant's PerftServer and JMH.

import { spawn } from 'node:child_process';

/**
 * A child process spoken to line by line. Its stderr is kept in `stderr` (for the caller to show on
 * failure), or with `{ inheritStderr: true }` goes straight to ours.
 */
export class Lines {
  constructor(command, argv, env = process.env, { inheritStderr = false } = {}) {
    this.proc = spawn(command, argv, { stdio: ['pipe', 'pipe', inheritStderr ? 'inherit' : 'pipe'], env });
    this.queue = [];
    this.waiting = null;
    this.stderr = '';
    if (!inheritStderr) {
      this.proc.stderr.on('data', (d) => { this.stderr += d; });
    }
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
