/**
 * The computer player in a Web Worker (issue 49; docs/offline.md), so that a page never freezes
 * while it thinks:
 *
 *   import { Engine } from './offline/engine.js';
 *   const engine = new Engine();
 *   const reply = await engine.bestMove({ variant: 'chess', start: '', moves: ['e2e4'] }, { level: 'hard', millis: 1000 });
 *   reply.move.san  // 'e5', ...
 *
 * bestMove takes what Passant.bestMove takes (passant.js) and resolves with its answer; a refusal
 * rejects with a PassantError. A search cannot be interrupted inside the worker, so cancel() ends
 * the worker (its searches reject with kind 'cancelled') and starts a new one.
 */
import { PassantError } from './passant.js';

export class Engine {
  #url;
  #worker = null;
  #next = 1;
  #pending = new Map();

  /** url: the worker script (engine-worker.js beside this file by default). The worker starts at once, so that the module is ready for the first move. */
  constructor(url = new URL('./engine-worker.js', import.meta.url)) {
    this.#url = url;
    this.#start();
  }

  #start() {
    const worker = new Worker(this.#url, { type: 'module' });
    worker.onmessage = ({ data }) => {
      const pending = this.#pending.get(data.id);
      if (!pending) return;
      this.#pending.delete(data.id);
      if (data.error) pending.reject(new PassantError(data.error));
      else pending.resolve(data.value);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.#fail({ kind: 'internal', message: 'the engine worker failed: ' + (event.message || 'it could not start') });
    };
    this.#worker = worker;
  }

  #fail(error) {
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    if (this.#worker) this.#worker.terminate();
    this.#worker = null;
    for (const p of pending) p.reject(new PassantError(error));
  }

  /** The computer's move in the game (see Passant.bestMove); resolves with {move, score, depth, nodes, millis, pv}. */
  bestMove(game, think = {}) {
    if (!this.#worker) this.#start();
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, game, think });
    });
  }

  /** Whether a search is under way. */
  get thinking() {
    return this.#pending.size > 0;
  }

  /** Ends every search under way (they reject with kind 'cancelled'); a new worker starts at once for the next. */
  cancel() {
    if (this.#pending.size > 0) {
      this.#fail({ kind: 'cancelled', message: 'the search was cancelled' });
      this.#start();
    }
  }

  /** Ends the worker (a later bestMove starts another). */
  close() {
    this.#fail({ kind: 'cancelled', message: 'the engine was closed' });
  }
}
