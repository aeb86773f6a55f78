// The two clocks (GM-CLOCK, GM-FLAG), as the server keeps them: the side to move's runs down between
// its updates; under a tenth of the initial time (at most 20 seconds) it turns red and ticks; while the
// server cannot be reached the clocks stand on its last word, marked paused. A side's clock starts
// with its own first move: until then the wait for that move is counted down beside it.
import { play } from './sounds.js';

/** Low time: a tenth of the initial time, and never more than 20 seconds. */
export const lowTime = (initial) => Math.min(20000, initial / 10);

export function formatMs(ms) {
  if (ms <= 0) return '0:00';
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
  const base = (h ? `${h}:${String(m).padStart(2, '0')}` : `${m}`) + `:${String(s % 60).padStart(2, '0')}`;
  return ms < 10000 ? base + '.' + Math.floor((ms % 1000) / 100) : base;
}

export function createClocks(els, { t, mine }) {
  let state = null, at = 0, paused = false, lastTick = null;

  function read(side) {
    const c = state.clock;
    let ms = c[side];
    if (!paused && c.running === side && state.status === 'playing') ms -= performance.now() - at;
    return Math.max(0, Math.round(ms));
  }

  function render() {
    for (const side of ['white', 'black']) {
      const el = els[side];
      const c = state && state.clock;
      el.hidden = !c;
      if (!c) { el.dataset.ms = ''; el.textContent = ''; continue; }
      const ms = read(side);
      const running = state.status === 'playing' && c.running === side;
      // GM-FLAG: the side whose clock ran out is the side to move when the game ended
      const flagged = state.status === 'ended' && /^time/.test(state.termination || '') && state.turn === side;
      const low = state.status === 'playing' && ms < lowTime(c.initial);
      el.classList.toggle('running', running && !paused);
      el.classList.toggle('low', low);
      el.classList.toggle('flagged', flagged);
      el.classList.toggle('paused', paused && state.status === 'playing');
      el.classList.toggle('idle', state.status === 'playing' && !c.running && state.turn !== side);
      el.dataset.ms = ms;
      el.dataset.low = String(low);
      let wait = '';
      if (state.status === 'playing' && !c.running && state.turn === side && c.firstMoveDeadline != null) {
        const left = Math.max(0, c.firstMoveDeadline - (paused ? 0 : performance.now() - at));
        wait = `<span class="wait">${t('firstMoveWait', { s: Math.ceil(left / 1000) })}</span>`;
        el.dataset.wait = Math.ceil(left / 1000);
      } else delete el.dataset.wait;
      const pause = paused && state.status === 'playing' ? ' <svg class="pause" viewBox="0 0 10 10" aria-hidden="true"><path d="M2 1h2v8H2zM6 1h2v8H6z"/></svg>' : '';
      el.innerHTML = `${wait}${formatMs(ms)}${flagged ? ' ⚑' : ''}${pause}`;
      el.setAttribute('aria-label', t(side === 'white' ? 'clockWhite' : 'clockBlack') + ': ' + formatMs(ms));
      // my own clock ticks each second of low time
      if (low && running && !paused && side === mine()) {
        const sec = Math.ceil(ms / 1000);
        if (sec !== lastTick) { lastTick = sec; play('lowtime'); }
      }
    }
  }

  setInterval(() => { if (state && state.clock && state.status === 'playing') render(); }, 100);

  return {
    update(s) { state = s; at = performance.now(); render(); },
    setPaused(p) { if (p !== paused) { if (!p) at = performance.now(); paused = p; render(); } },
    render,
  };
}
