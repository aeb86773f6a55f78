// The page's sounds, made by the page itself with Web Audio (no recordings to load): a move, a
// capture, a check, an atomic explosion, the end of a game, low time's tick, and a notice (the
// opponent joined, an offer came). The mute switch is kept in the browser.
import { store } from './store.js';

let ctx = null;
let noiseBuffer = null;
let muted = !!store.get('muted');

/** Every sound made while not muted, newest last (the browser tests read it; it costs nothing). */
export const played = [];
window.passantSounds = played;

export const isMuted = () => muted;

export function setMuted(m) {
  muted = !!m;
  store.set('muted', muted);
}

/** The audio context is made on the first gesture: browsers let a page sound only after one. */
export function unlock() {
  if (!ctx) {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return;
    ctx = new AC();
  }
  if (ctx.state === 'suspended') ctx.resume().catch(() => {});
}

function noise() {
  if (!noiseBuffer) {
    noiseBuffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const d = noiseBuffer.getChannelData(0);
    for (let i = 0; i < d.length; i++) d[i] = Math.random() * 2 - 1;
  }
  const src = ctx.createBufferSource();
  src.buffer = noiseBuffer;
  return src;
}

function envelope(at, peak, attack, decay) {
  const g = ctx.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(peak, at + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
  g.connect(ctx.destination);
  return g;
}

function tone(at, freq, type, peak, decay, endFreq) {
  const o = ctx.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(freq, at);
  if (endFreq) o.frequency.exponentialRampToValueAtTime(endFreq, at + decay);
  o.connect(envelope(at, peak, 0.004, decay));
  o.start(at);
  o.stop(at + decay + 0.05);
}

/** A knock of wood on wood: a band of noise and a low thump. */
function knock(at, band, peak, decay) {
  const n = noise();
  const f = ctx.createBiquadFilter();
  f.type = 'bandpass';
  f.frequency.value = band;
  f.Q.value = 2.5;
  n.connect(f);
  f.connect(envelope(at, peak, 0.002, decay));
  n.start(at, Math.random() * 0.5);
  n.stop(at + decay + 0.05);
  tone(at, 190, 'sine', peak * 0.7, decay * 1.3, 120);
}

const SOUNDS = {
  move: (t) => knock(t, 1900, 0.5, 0.07),
  capture: (t) => { knock(t, 1300, 0.7, 0.09); knock(t + 0.045, 2400, 0.4, 0.06); },
  check: (t) => { tone(t, 660, 'triangle', 0.25, 0.12); tone(t + 0.09, 990, 'triangle', 0.22, 0.16); },
  explosion: (t) => {
    const n = noise();
    const f = ctx.createBiquadFilter();
    f.type = 'lowpass';
    f.frequency.setValueAtTime(3200, t);
    f.frequency.exponentialRampToValueAtTime(160, t + 0.9);
    n.connect(f);
    f.connect(envelope(t, 0.9, 0.01, 0.95));
    n.start(t);
    n.stop(t + 1.05);
    tone(t, 90, 'sine', 0.8, 0.6, 35);
  },
  end: (t) => { [523.25, 659.25, 783.99].forEach((hz, i) => tone(t + i * 0.11, hz, 'sine', 0.22, 0.5)); },
  lowtime: (t) => tone(t, 1250, 'square', 0.06, 0.03),
  notify: (t) => { tone(t, 880, 'sine', 0.2, 0.15); tone(t + 0.12, 1175, 'sine', 0.18, 0.2); },
};

export function play(name) {
  if (muted || !SOUNDS[name]) return;
  played.push(name);
  if (played.length > 200) played.shift();
  if (!ctx) return; // no gesture yet: a browser lets nothing sound
  if (ctx.state !== 'running') { ctx.resume().catch(() => {}); return; }
  SOUNDS[name](ctx.currentTime + 0.005);
}
