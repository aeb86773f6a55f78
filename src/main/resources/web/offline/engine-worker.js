/**
 * The engine's worker (issue 49; docs/offline.md): loads the module once and answers each
 * {id, game, think} message with {id, value} (Passant.bestMove's answer) or {id, error}. A search
 * blocks this worker, never the page; engine.js starts it and talks to it.
 */
import { load } from './passant.js';

// a first search of one millisecond builds what every search needs (the attack tables, the transposition
// table), so that the first move asked for spends its time budget on the search alone
const ready = load().then((passant) => {
  passant.bestMove({}, { level: 'hard', millis: 1 });
  return passant;
});

self.onmessage = async ({ data }) => {
  const { id, game, think } = data;
  try {
    const passant = await ready;
    self.postMessage({ id, value: passant.bestMove(game, think) });
  } catch (e) {
    self.postMessage({ id, error: { kind: e.kind ?? 'internal', message: e.message ?? String(e) } });
  }
};
