// The project's own piece drawings (PLAY-VIEW): one silhouette family on a 100x100 grid; each of
// the seven themes gives it its own fills, strokes, textures and filters (style.css, index.html defs).
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
