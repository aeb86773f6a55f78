// The project's own piece drawings (PLAY-VIEW): one silhouette family on a 100x100 grid; each of
// the seven themes gives it its own fills, strokes, textures and filters (style.css, and the gradients,
// patterns and filters below, which installPieceDefs puts in the document once).
const DEFS = [
  '<radialGradient id="felt-w" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#fffdf4"/><stop offset="1" stop-color="#e4dcc2"/></radialGradient>',
  '<radialGradient id="felt-b" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#5a5a5a"/><stop offset="1" stop-color="#151515"/></radialGradient>',
  '<linearGradient id="marble-w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".45" stop-color="#ece6df"/><stop offset=".5" stop-color="#b9aea6"/><stop offset=".55" stop-color="#f3eee8"/><stop offset="1" stop-color="#d9d0c7"/></linearGradient>',
  '<linearGradient id="marble-b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a2a2a"/><stop offset=".45" stop-color="#4a1414"/><stop offset=".5" stop-color="#c9a0a0"/><stop offset=".55" stop-color="#511818"/><stop offset="1" stop-color="#2a0a0a"/></linearGradient>',
  '<pattern id="sand-w" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#ecd3a0"/><circle cx="1.5" cy="2" r=".9" fill="#c49a5a"/><circle cx="4.5" cy="4.5" r=".7" fill="#a87d43"/></pattern>',
  '<pattern id="sand-b" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#7a4a22"/><circle cx="1.5" cy="2" r=".9" fill="#3d240f"/><circle cx="4.5" cy="4.5" r=".7" fill="#a8703e"/></pattern>',
  '<linearGradient id="ice-w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d6eefa"/></linearGradient>',
  '<linearGradient id="ice-b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f5a8a"/><stop offset="1" stop-color="#0c2f52"/></linearGradient>',
  '<radialGradient id="amber-w" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#fff3b0"/><stop offset=".6" stop-color="#f5b93a"/><stop offset="1" stop-color="#c97a10"/></radialGradient>',
  '<radialGradient id="amber-b" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#b4561a"/><stop offset=".6" stop-color="#6e2a08"/><stop offset="1" stop-color="#2e0f02"/></radialGradient>',
  '<linearGradient id="tide-w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1ea"/><stop offset=".5" stop-color="#ffc9b5"/><stop offset="1" stop-color="#f39a86"/></linearGradient>',
  '<linearGradient id="tide-b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2aa5a0"/><stop offset=".5" stop-color="#146a7a"/><stop offset="1" stop-color="#0a3a4a"/></linearGradient>',
  '<linearGradient id="iron-w" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9aa0a6"/><stop offset=".35" stop-color="#f2f4f6"/><stop offset=".7" stop-color="#c5cacf"/><stop offset="1" stop-color="#7d848b"/></linearGradient>',
  '<linearGradient id="iron-b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1a1410"/><stop offset=".35" stop-color="#5a4a3a"/><stop offset=".7" stop-color="#32271d"/><stop offset="1" stop-color="#120d09"/></linearGradient>',
  '<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="2.2" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
  '<filter id="rough" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="1" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="2.5"/></filter>',
].join('');

/** Puts the piece sets' gradients, patterns and filters in the document (once), for any page that draws pieces. */
export function installPieceDefs(doc = document) {
  if (doc.getElementById('passant-piece-defs')) return;
  const holder = doc.createElement('div');
  holder.innerHTML = `<svg id="passant-piece-defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>${DEFS}</defs></svg>`;
  const svg = holder.firstChild;
  svg.style.position = 'absolute'; // out of the page's flow (set from the script: the server's CSP allows no style attribute)
  doc.body.prepend(svg);
}
const BASE = '<path class="body" d="M24 80h52a4 4 0 0 1 4 4v4a3 3 0 0 1-3 3H23a3 3 0 0 1-3-3v-4a4 4 0 0 1 4-4z"/>';

const SHAPES = {
  P: BASE + '<path class="body" d="M34 80q2-18 10-26h12q8 8 10 26z"/>'
    + '<path class="body" d="M40 56h20l-3-6H43z"/><circle class="body" cx="50" cy="36" r="13"/>',
  R: BASE + '<path class="body" d="M31 80l4-36h30l4 36z"/>'
    + '<path class="body" d="M27 44V22h10v8h8v-8h10v8h8v-8h10v22z"/>'
    + '<path class="detail" d="M36 56h28M35 68h30" fill="none"/>',
  N: BASE + '<path class="body" d="M30 80q0-20 14-34q-8 2-14 10q-6 4-10-2q-2-6 6-14q10-14 20-20l2-10l7 8q14 2 21 20q7 20 4 42z"/>'
    + '<circle class="detail" cx="47" cy="30" r="3"/><path class="detail" d="M62 28q6 14 4 40" fill="none"/>',
  B: BASE + '<path class="body" d="M33 80q2-16 11-22h12q9 6 11 22z"/>'
    + '<path class="body" d="M50 12c17 12 20 32 8 46H42C30 44 33 24 50 12z"/><circle class="body" cx="50" cy="9" r="5"/>'
    + '<path class="detail" d="M56 24l-9 14" fill="none"/>',
  Q: BASE + '<path class="body" d="M31 80l6-30h26l6 30z"/>'
    + '<path class="body" d="M24 26l12 24h28l12-24l-14 12l-4-20l-8 18l-8-18l-4 20z"/>'
    + '<circle class="body" cx="24" cy="24" r="5"/><circle class="body" cx="42" cy="16" r="5"/>'
    + '<circle class="body" cx="58" cy="16" r="5"/><circle class="body" cx="76" cy="24" r="5"/>'
    + '<circle class="body" cx="50" cy="34" r="4"/>',
  K: BASE + '<path class="body" d="M31 80l6-32h26l6 32z"/>'
    + '<path class="body" d="M32 48q-6-16 10-18h16q16 2 10 18z"/>'
    + '<path class="body" d="M46 4h8v8h8v8h-8v10h-8V20h-8v-8h8z"/>',
};

/** The SVG of a piece: colour 'w' or 'b', letter one of PNBRQK. */
export function pieceSvg(colour, letter) {
  return `<svg viewBox="0 0 100 100" class="pc ${colour}" aria-hidden="true" focusable="false">${SHAPES[letter]}</svg>`;
}
