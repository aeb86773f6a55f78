// The board (PLAY-VIEW): squares, pieces, marks and arrows, flat (2D) or lying back with the pieces
// standing on it (3D), and the hand's input on it. It knows no rules: whoever uses it says which
// pieces may move where, and hears which move the hand made. The play page, the lessons and the
// offline games use it the same way.
//
//   const board = createBoard(element, {
//     label: (square, piece) => 'e2, White pawn',   // each square's accessible name
//     onMove: (from, to, how) => {},                // a piece put on another square ('click', 'drag' or 'key')
//     onSelect: (square) => {},                     // a piece picked up (null: put back)
//     onHover: (from, to) => {},                    // a destination pointed at while a piece is held (to null: none)
//     holdTouch: (from, to) => false,               // true: a first tap on this destination only shows it (atomic blasts)
//     onCancel: () => {},                           // Escape or a right click on the board
//   });
//   board.setPosition(fenOrPlacement, {animate})   -> Promise, resolved when the pieces have landed
//   board.setMovable({colour: 'w'|'b'|null, dests: Map(from -> [to]), free})   who may pick up pieces, where they go
//                                                  (marked), and with free: any other square too (to hear why not)
//   board.showMove(from, to, animate)              the hand's move shown at once, before its verdict
//   board.setLastMove([from, to] | null), board.setCheck(square | null), board.setPremove([from, to] | null)
//   board.setOrientation('white'|'black'), board.setView('2d'|'3d'), board.setCoordinates(bool)
//   board.setArrows([{from, to, kind}]), board.setMarks({square: 'class ...'}), board.setDoomed([square])
//   board.explode(squares, [[square, piece]])      an atomic blast: the squares flash, the pieces fly off
//   board.select(square | null), board.selected, board.placement, board.element(square)
//
// A move slides in --move-ms milliseconds (a CSS custom property of the board's element; 200 when
// unset), not at all under prefers-reduced-motion.
// Hit-testing follows what is drawn: a pointer on a drawn piece means that piece's square (in 3D a
// standing piece covers the squares behind it), elsewhere the square under the pointer.
import { FILES, parseFen, placementFen, isDark } from './chess.js';
import { pieceSvg, installPieceDefs } from './pieces.js';

const TILT = 42;        // degrees the 3D board lies back
const VIEW_MS = 450;    // the tilt's duration
const REDUCED = () => window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
export const MOVE_MS = 200;

export function createBoard(root, options = {}) {
  const o = { label: (sq) => sq, onMove() {}, onSelect() {}, onHover() {}, holdTouch: () => false, onCancel() {}, ...options };
  installPieceDefs();
  root.classList.add('pb');
  root.innerHTML = '<div class="pb-plane"><div class="pb-squares" role="grid"></div>'
    + '<svg class="pb-arrows" viewBox="0 0 8 8" aria-hidden="true"></svg></div><div class="pb-pieces" aria-hidden="true"></div>';
  const plane = root.querySelector('.pb-plane');
  const grid = root.querySelector('.pb-squares');
  const arrowsSvg = root.querySelector('.pb-arrows');
  const layer = root.querySelector('.pb-pieces');

  const B = {
    placement: {}, pieces: new Map(), orientation: 'white', view: '2d', tilt: 0, coordinates: true,
    movable: { colour: null, dests: new Map(), free: false }, selected: null, lastMove: null, check: null, premove: null,
    marks: {}, doomed: new Set(), arrows: [], focus: 'e2', drag: null, heldTouch: null, size: 0, tiltAnim: null,
  };

  // ---- geometry: board-plane coordinates (0..S, White at the bottom when orientation is white) to the layer's

  const coordsOf = (sq) => {
    const f = FILES.indexOf(sq[0]), r = +sq[1] - 1;
    return B.orientation === 'white' ? [f, 7 - r] : [7 - f, r];
  };

  function projector() {
    const S = B.size;
    if (!B.tilt) return { project: (x, y) => [x, y], lift: 0, S };
    const m = new DOMMatrix(planeTransform(B.tilt, S, 0));
    return {
      S,
      lift: B.tilt / TILT,
      project(x, y) { // the plane's transform-origin is its bottom centre
        const p = m.transformPoint(new DOMPoint(x - S / 2, y - S, 0, 1));
        return [p.x / p.w + S / 2, p.y / p.w + S];
      },
    };
  }

  function planeTransform(tilt, S, shift) {
    return `translateY(${-shift}px) perspective(${(S * 2.4).toFixed(1)}px) rotateX(${tilt}deg)`;
  }

  /** The box a piece on {@code sq} is drawn in: its square in 2D; standing on the square, in front of the ones behind, in 3D. */
  function box(sq, P = projector()) {
    const s = P.S / 8;
    const [c, r] = coordsOf(sq);
    const cx = (c + 0.5) * s, cy = (r + 0.5) * s;
    const [fx, fy] = P.project(cx, cy);
    const [lx] = P.project(cx - s / 2, cy), [rx] = P.project(cx + s / 2, cy);
    const w = rx - lx;
    const flat = { x: fx - w / 2, y: fy - w / 2, w, h: w };
    if (!P.lift) return { ...flat, z: 1 };
    const [, footY] = P.project(cx, cy + s * 0.28);
    const size = w * 1.22;
    const stand = { x: fx - size / 2, y: footY - size * 0.93, w: size, h: size };
    const k = P.lift;
    return {
      x: flat.x + (stand.x - flat.x) * k, y: flat.y + (stand.y - flat.y) * k,
      w: flat.w + (stand.w - flat.w) * k, h: flat.h + (stand.h - flat.h) * k, z: 1 + r,
    };
  }

  function place(el, b) {
    el.style.left = b.x + 'px';
    el.style.top = b.y + 'px';
    el.style.width = b.w + 'px';
    el.style.height = b.h + 'px';
    el.style.zIndex = b.z;
  }

  /** The 3D board's height: from the top of a piece on the far rank to the near edge (no empty band above). */
  function layout() {
    const S = root.clientWidth;
    if (!S) return;
    B.size = S;
    root.style.setProperty('--sq', S / 8 + 'px');
    let shift = 0;
    if (B.tilt) {
      const P = projector();
      const top = Math.min(P.project(0, 0)[1], box(B.orientation === 'white' ? 'a8' : 'h1', P).y);
      shift = Math.max(0, top - 2);
    }
    B.shift = shift;
    plane.style.transform = B.tilt ? planeTransform(B.tilt, S, shift) : '';
    root.style.height = (S - shift) + 'px';
    layer.style.top = -shift + 'px';
    const P = projector();
    for (const [sq, el] of B.pieces) place(el, box(sq, P));
  }

  // ---- squares

  function buildSquares() {
    grid.innerHTML = '';
    const bottomWhite = B.orientation === 'white';
    for (let row = 0; row < 8; row++) {
      const rowEl = document.createElement('div');
      rowEl.className = 'rank';
      rowEl.setAttribute('role', 'row');
      for (let col = 0; col < 8; col++) {
        const f = bottomWhite ? col : 7 - col;
        const r = bottomWhite ? 8 - row : row + 1;
        const sq = FILES[f] + r;
        const d = document.createElement('div');
        d.dataset.square = sq;
        d.dataset.shade = isDark(sq) ? 'dark' : 'light';
        d.setAttribute('role', 'gridcell');
        d.tabIndex = -1;
        if (col === 0) d.insertAdjacentHTML('beforeend', `<span class="coord rank-c" aria-hidden="true">${r}</span>`);
        if (row === 7) d.insertAdjacentHTML('beforeend', `<span class="coord file-c" aria-hidden="true">${FILES[f]}</span>`);
        rowEl.appendChild(d);
      }
      grid.appendChild(rowEl);
    }
    root.dataset.orientation = B.orientation;
  }

  const squareEl = (sq) => grid.querySelector(`[data-square="${sq}"]`);

  function destsOf(sq) {
    return (sq && B.movable.dests.get(sq)) || [];
  }

  /** Whether a piece held on {@code from} may be put on {@code to}: a destination, or with free any square but its own pieces'. */
  function canDrop(from, to) {
    if (!from || !to || to === from) return false;
    return destsOf(from).includes(to) || (B.movable.free && !mine(to));
  }

  function renderSquares() {
    const dests = destsOf(B.selected);
    const pre = B.premove || [];
    for (const d of grid.querySelectorAll('[data-square]')) {
      const sq = d.dataset.square;
      const p = B.placement[sq];
      const cls = ['sq', d.dataset.shade];
      if (B.lastMove && B.lastMove.includes(sq)) cls.push('last');
      if (sq === B.selected) cls.push('selected');
      if (sq === B.check) cls.push('check');
      if (dests.includes(sq)) cls.push(p && !(B.selected && B.placement[B.selected] && p[0] === B.placement[B.selected][0]) ? 'dest-capture' : 'dest');
      if (pre.includes(sq)) cls.push('premove');
      if (B.drag && B.drag.over === sq) cls.push('drag-over');
      if (B.marks[sq]) cls.push(B.marks[sq]);
      d.className = cls.join(' ');
      d.tabIndex = sq === B.focus ? 0 : -1; // one tab stop on the board; the arrows move within it
      d.setAttribute('aria-label', o.label(sq, p || null));
      d.setAttribute('aria-selected', String(sq === B.selected));
    }
    root.dataset.fen = placementFen(B.placement);
    root.dataset.last = B.lastMove ? B.lastMove.join('') : '';
    root.dataset.premove = B.premove ? B.premove.join('') : '';
    for (const [sq, el] of B.pieces) {
      el.classList.toggle('doomed', B.doomed.has(sq));
      el.classList.toggle('selected', sq === B.selected);
    }
  }

  // ---- pieces

  function newPiece(sq, p) {
    const el = document.createElement('div');
    el.className = 'piece';
    el.dataset.piece = p;
    el.dataset.at = sq;
    el.innerHTML = pieceSvg(p[0], p[1]);
    layer.appendChild(el);
    return el;
  }

  function animate(el, from, to, ms) {
    if (!ms || !el.animate) return null;
    const k = (b) => ({ left: b.x + 'px', top: b.y + 'px', width: b.w + 'px', height: b.h + 'px' });
    el.style.zIndex = 50; // a moving piece passes over the others
    const a = el.animate([k(from), k(to)], { duration: ms, easing: 'cubic-bezier(.25,.7,.35,1)' });
    a.finished.then(() => { el.style.zIndex = to.z; }, () => {});
    return a.finished.catch(() => {});
  }

  /**
   * Shows a placement; with {@code animate} the pieces that moved slide from where they stood (the
   * nearest piece of the same kind that left), the ones taken fade out. Resolves when all have landed.
   */
  function setPosition(position, opts = {}) {
    const next = typeof position === 'string' ? parseFen(position) : { ...position };
    const ms = opts.animate && !REDUCED() ? parseFloat(getComputedStyle(root).getPropertyValue('--move-ms')) || MOVE_MS : 0;
    const P = projector();
    const old = B.pieces;
    const keep = new Map();
    const gone = [];
    for (const [sq, el] of old) {
      if (next[sq] === el.dataset.piece) keep.set(sq, el);
      else gone.push([sq, el]);
    }
    const waits = [];
    for (const sq of Object.keys(next)) {
      if (keep.has(sq)) continue;
      const p = next[sq];
      // the nearest piece of this kind that left its square, else a new one (a promotion, a takeback)
      let best = -1, dist = Infinity;
      gone.forEach(([s, el], i) => {
        if (el.dataset.piece !== p) return;
        const d = Math.hypot(FILES.indexOf(s[0]) - FILES.indexOf(sq[0]), +s[1] - +sq[1]);
        if (d < dist) { dist = d; best = i; }
      });
      let el;
      if (best >= 0) {
        const [from, moving] = gone.splice(best, 1)[0];
        el = moving;
        const target = box(sq, P);
        place(el, target);
        const w = animate(el, box(from, P), target, ms);
        if (w) waits.push(w);
      } else {
        el = newPiece(sq, p);
        place(el, box(sq, P));
      }
      el.dataset.at = sq;
      keep.set(sq, el);
    }
    for (const [, el] of gone) {
      delete el.dataset.at; // taken or gone: on no square any more, while it fades
      el.classList.add('leaving');
      if (ms && el.animate) {
        el.style.zIndex = 0;
        el.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ms, fill: 'forwards' }).finished.then(() => el.remove(), () => el.remove());
      } else el.remove();
    }
    B.pieces = keep;
    B.placement = next;
    if (B.drag && B.placement[B.drag.from] !== B.drag.piece) endDrag(null);
    if (B.selected && !B.placement[B.selected]) B.selected = null;
    renderSquares();
    return Promise.all(waits).then(() => undefined);
  }

  function showMove(from, to, animateIt) {
    const p = B.placement[from];
    if (!p) return Promise.resolve();
    const next = { ...B.placement };
    delete next[from];
    next[to] = p;
    B.selected = null;
    return setPosition(next, { animate: animateIt });
  }

  function explode(squares, removed) {
    const P = projector();
    for (const sq of squares) {
      const d = squareEl(sq);
      if (!d) continue;
      d.classList.remove('blast');
      void d.offsetWidth; // restart the flash
      d.classList.add('blast');
      setTimeout(() => d.classList.remove('blast'), 1100);
    }
    for (const [sq, p] of removed) {
      if (!p) continue;
      const g = newPiece(sq, p);
      g.className = 'debris';
      place(g, box(sq, P));
      g.style.zIndex = 60;
      if (REDUCED() || !g.animate) { setTimeout(() => g.remove(), 300); continue; }
      const dx = (Math.random() - 0.5) * 80, dy = -40 - Math.random() * 60;
      g.animate([{ transform: 'none', opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) rotate(${dx * 3}deg) scale(1.4)`, opacity: 0 }],
        { duration: 900, easing: 'ease-out', fill: 'forwards' }).finished.then(() => g.remove(), () => g.remove());
    }
  }

  // ---- arrows (analysis, lessons, premoves)

  function renderArrows() {
    const flip = B.orientation !== 'white';
    const at = (sq) => {
      const f = FILES.indexOf(sq[0]) + 0.5, r = +sq[1] - 0.5;
      return flip ? [8 - f, r] : [f, 8 - r];
    };
    arrowsSvg.innerHTML = '<defs>' + ['best', 'premove', 'hint', 'bad'].map((k) =>
      `<marker id="pb-head-${k}" class="head ${k}" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto" markerUnits="strokeWidth">`
      + '<path d="M0,0 L4,2 L0,4 z"/></marker>').join('') + '</defs>'
      + B.arrows.map((a) => {
        const [x1, y1] = at(a.from), [x2, y2] = at(a.to);
        const len = Math.hypot(x2 - x1, y2 - y1), k = (len - 0.35) / len;
        const kind = a.kind || 'hint';
        return `<line class="arrow ${kind}" data-arrow="${a.from}${a.to}" x1="${x1}" y1="${y1}" x2="${x1 + (x2 - x1) * k}" y2="${y1 + (y2 - y1) * k}"`
          + ` marker-end="url(#pb-head-${kind})"/>`;
      }).join('');
    root.dataset.arrows = B.arrows.map((a) => a.from + a.to).join(' ');
  }

  // ---- input

  /** The square the hand means at (x, y): a drawn piece's, else the square drawn there. */
  function hit(x, y) {
    const el = document.elementFromPoint(x, y);
    if (!el || !root.contains(el)) return null;
    const piece = el.closest('.piece');
    if (piece && B.pieces.get(piece.dataset.at) === piece) return piece.dataset.at;
    const sq = el.closest('[data-square]');
    return sq ? sq.dataset.square : null;
  }

  const mine = (sq) => !!(B.placement[sq] && B.movable.colour && B.placement[sq][0] === B.movable.colour);

  function select(sq) {
    if (B.selected === sq) return;
    B.selected = sq;
    B.heldTouch = null;
    renderSquares();
    o.onSelect(sq);
  }

  /** A press on a square: a move when a piece is held and the square is one of its destinations; else pick up or put down. */
  function press(sq, how, touch) {
    if (B.selected && canDrop(B.selected, sq)) {
      const from = B.selected;
      if (touch && B.heldTouch !== sq && o.holdTouch(from, sq)) {
        B.heldTouch = sq;
        o.onHover(from, sq);
        return 'held';
      }
      B.selected = null;
      B.heldTouch = null;
      renderSquares();
      o.onMove(from, sq, how);
      return 'moved';
    }
    if (mine(sq)) {
      const again = B.selected === sq;
      select(sq);
      return again ? 'again' : 'picked';
    }
    if (B.selected) select(null);
    return 'none';
  }

  function onPointerDown(e) {
    if (e.button === 2) return;
    if (e.button > 0) return;
    const sq = hit(e.clientX, e.clientY);
    if (!sq) return;
    e.preventDefault();
    root.focus({ preventScroll: true });
    const r = press(sq, 'click', e.pointerType === 'touch');
    if ((r === 'picked' || r === 'again') && B.pieces.get(sq)) {
      B.drag = { from: sq, piece: B.placement[sq], x: e.clientX, y: e.clientY, started: false, again: r === 'again', ghost: null, over: null };
    }
  }

  function onPointerMove(e) {
    const d = B.drag;
    if (!d) {
      if (B.selected && e.pointerType !== 'touch' && root.contains(e.target)) {
        const sq = hit(e.clientX, e.clientY);
        o.onHover(B.selected, sq && destsOf(B.selected).includes(sq) ? sq : null);
      }
      return;
    }
    if (!d.started) {
      if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < 5) return;
      d.started = true;
      const el = B.pieces.get(d.from);
      const g = document.createElement('div');
      g.className = 'ghost';
      g.innerHTML = pieceSvg(d.piece[0], d.piece[1]);
      const r = el.getBoundingClientRect();
      g.style.width = r.width + 'px';
      g.style.height = r.height + 'px';
      document.body.appendChild(g);
      d.ghost = g;
      d.half = [r.width / 2, r.height * 0.6];
      el.classList.add('lifted');
    }
    d.ghost.style.left = e.clientX - d.half[0] + 'px';
    d.ghost.style.top = e.clientY - d.half[1] + 'px';
    const over = hit(e.clientX, e.clientY);
    const target = canDrop(d.from, over) ? over : null;
    if (target !== d.over) {
      d.over = target;
      renderSquares();
      o.onHover(d.from, target);
    }
  }

  function endDrag(to) {
    const d = B.drag;
    if (!d) return;
    B.drag = null;
    if (canDrop(d.from, to)) {
      B.selected = null;
      o.onMove(d.from, to, 'drag');
    } else if (d.started || d.again) {
      if (d.again && !d.started) B.selected = null; // a second click on the held piece puts it down
      renderSquares();
      if (!B.selected) o.onSelect(null);
    }
    if (d.ghost) d.ghost.remove();
    const el = B.pieces.get(d.from) || [...B.pieces.values()].find((x) => x.classList.contains('lifted'));
    for (const x of layer.querySelectorAll('.lifted')) x.classList.remove('lifted');
    if (el) el.classList.remove('lifted');
    renderSquares();
  }

  function onPointerUp(e) {
    const d = B.drag;
    if (!d) return;
    if (d.ghost) d.ghost.style.display = 'none'; // not the ghost under the pointer: what is drawn below it
    endDrag(d.started ? hit(e.clientX, e.clientY) : null);
  }

  const ARROWS = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

  function onKey(e) {
    const el = e.target.closest && e.target.closest('[data-square]');
    if (e.key === 'Escape') { cancel(); return; }
    if (!el) return;
    const sq = el.dataset.square;
    if (ARROWS[e.key]) { // as the board is seen: up is towards the far side
      e.preventDefault();
      e.stopPropagation();
      const k = B.orientation === 'white' ? 1 : -1;
      const f = FILES.indexOf(sq[0]) + k * ARROWS[e.key][0], r = +sq[1] + k * ARROWS[e.key][1];
      if (f >= 0 && f < 8 && r >= 1 && r <= 8) {
        B.focus = FILES[f] + r;
        renderSquares();
        squareEl(B.focus).focus();
        if (B.selected) o.onHover(B.selected, destsOf(B.selected).includes(B.focus) ? B.focus : null);
      }
      return;
    }
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    if (press(sq, 'key', false) === 'again') select(null);
    const focus = squareEl(sq);
    if (focus) focus.focus();
  }

  function cancel() {
    if (B.drag) endDrag(null);
    if (B.selected) select(null);
    o.onCancel();
  }

  root.tabIndex = -1;
  root.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('pointermove', onPointerMove);
  document.addEventListener('pointerup', onPointerUp);
  root.addEventListener('contextmenu', (e) => { e.preventDefault(); cancel(); });
  root.addEventListener('keydown', onKey);
  root.addEventListener('pointerleave', (e) => { if (!B.drag && e.pointerType !== 'touch' && B.selected) o.onHover(B.selected, null); });
  root.addEventListener('focusin', (e) => {
    const el = e.target.closest && e.target.closest('[data-square]');
    if (el) B.focus = el.dataset.square;
  });
  if (window.ResizeObserver) new ResizeObserver(() => { if (root.clientWidth !== B.size) layout(); }).observe(root);

  buildSquares();

  const api = {
    setPosition,
    showMove,
    explode,
    setMovable(m) {
      B.movable = { colour: m.colour || null, dests: m.dests || new Map(), free: !!m.free };
      if (B.selected && !mine(B.selected)) B.selected = null;
      renderSquares();
    },
    setLastMove(m) { B.lastMove = m; renderSquares(); },
    setCheck(sq) { B.check = sq; renderSquares(); },
    setPremove(m) { B.premove = m; renderSquares(); },
    setMarks(marks) { B.marks = marks || {}; renderSquares(); },
    setDoomed(list) { B.doomed = new Set(list || []); renderSquares(); },
    setArrows(list) { B.arrows = list || []; renderArrows(); },
    setOrientation(or) {
      if (or === B.orientation) return;
      B.orientation = or;
      buildSquares();
      renderSquares();
      renderArrows();
      layout();
    },
    /** 2D or 3D: the board lies back (or flat) in a moment, the pieces stand up (or lie down) with it. */
    setView(v, opts = {}) {
      B.view = v;
      root.dataset.view = v;
      const goal = v === '3d' ? TILT : 0;
      if (B.tiltAnim) cancelAnimationFrame(B.tiltAnim);
      if (!opts.animate || REDUCED() || !B.size) { B.tilt = goal; layout(); root.dataset.tilt = String(B.tilt); return Promise.resolve(); }
      const start = B.tilt, t0 = performance.now();
      return new Promise((done) => {
        const step = (now) => {
          const k = Math.min(1, (now - t0) / VIEW_MS);
          B.tilt = start + (goal - start) * (1 - Math.pow(1 - k, 3));
          layout();
          if (k < 1) B.tiltAnim = requestAnimationFrame(step);
          else { B.tiltAnim = null; B.tilt = goal; layout(); root.dataset.tilt = String(goal); done(); }
        };
        B.tiltAnim = requestAnimationFrame(step);
      });
    },
    setCoordinates(on) { root.classList.toggle('no-coords', !on); },
    select(sq) { select(sq); },
    relabel() { renderSquares(); },
    layout,
    get selected() { return B.selected; },
    get placement() { return B.placement; },
    get orientation() { return B.orientation; },
    element(sq) { return squareEl(sq); },
    pieceElement(sq) { return B.pieces.get(sq) || null; },
  };
  layout();
  return api;
}
