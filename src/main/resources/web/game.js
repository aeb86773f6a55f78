// The play page (PLAY-COMPUTER, PLAY-ONLINE, PLAY-VIEW): a game on the server shown on the board, its
// moves, clocks and players; the hand's moves sent to the server, which judges each with the kernel;
// a refused move explained clause by clause; premoves, review of the moves, the end of a game (rematch,
// PGN, analysis) and watching someone else's game. A game against the computer is played in this
// browser (local.js, the rules compiled to WebAssembly) when the server cannot be reached.
import { createBoard } from './board.js';
import { START_FEN, PIECE_NAMES, parseFen, placementFen, replay, play as playMove, premoveDests, readTyped } from './chess.js';
import { api, ApiError, seatAuth, playerId, openBoardSocket } from './api.js';
import { store, seatOf, keepSeat } from './store.js';
import { createClocks } from './clocks.js';
import { createMoveList } from './movelist.js';
import { play as sound } from './sounds.js';
import { t, hasText, language } from './i18n.js';
import { drawAnalysis } from './analysis.js';
import { pieceSvg } from './pieces.js';
import { $, confirmAction, ratingText, escapeHtml } from './ui.js';

const S = {
  game: null,        // {code, seat, color, mode} for a seat this browser holds, {code, watch: true} to watch
  state: null,       // the server's board state (docs/API.md)
  placements: [parseFen(START_FEN)], // the placement before the first move and after each move
  shown: 0,          // the ply the board shows (or is animating to)
  view: null,        // the ply reviewed, or null: the live game
  chain: Promise.resolve(), // the board's steps, one after the other (a reply lands after the move it answers)
  premove: null,     // {from, to} or {san}: queued on the opponent's move
  sentAt: null,      // when the hand's move was made (for the round trip)
  socket: null,
  down: false,       // the server cannot be reached
  downTimer: null,
  notice: null,      // {key, values}: one line, cleared by the next action that succeeds
  explained: null,   // {move, clauses}: a refused move and its clauses
  analysis: null,    // the server's analysis of an ended game
  analysisTimer: null,
  setupOpen: false,  // the setup form shown over a game (New game pressed)
  preview: null,     // the atomic capture whose blast is shown
  local: null,       // the game against the computer played in this browser (local.js), when S.game.local
};
window.passantTimings = [];

let board, clocks, moveList;
const me = () => (S.game && !S.game.watch ? S.game.color[0] : null);
const watching = () => !!(S.game && S.game.watch);
const playing = () => !!(S.state && S.state.status === 'playing');
const myTurn = () => playing() && !watching() && S.state.turn[0] === me();
const live = () => S.view === null;
const plies = () => (S.state ? S.state.moves.length : 0);

// ---- start-up

export function initPlay() {
  board = createBoard($('board'), {
    label: squareLabel,
    onMove: handMove,
    onHover: hover,
    onSelect: () => setPreview(null),
    holdTouch: (from, to) => !!blastPreview(from, to),
    onCancel: cancelPremove,
  });
  clocks = createClocks({ white: $('clock-white'), black: $('clock-black') }, { t, mine: () => S.game && !S.game.watch && S.game.color });
  moveList = createMoveList($('moves'), { onJump: jump, t });
  $('setup').onsubmit = (e) => { e.preventDefault(); newGame(); };
  $('join').onclick = () => joinCode($('join-code').value);
  $('join-code').addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); joinCode($('join-code').value); } });
  $('setup-cancel').onclick = () => { S.setupOpen = false; render(); };
  $('undo').onclick = () => act('/takeback/ask');
  $('resign').onclick = resign;
  $('draw-offer').onclick = () => act('/draw/offer');
  $('draw-accept').onclick = () => act('/draw/accept');
  $('draw-decline').onclick = () => act('/draw/decline');
  $('takeback-grant').onclick = () => act('/takeback/grant');
  $('takeback-decline').onclick = () => act('/takeback/decline');
  $('cancel-board').onclick = cancelBoard;
  $('flip').onclick = () => { S.flipped = !S.flipped; orient(); };
  $('rematch').onclick = rematch;
  $('rematch-decline').onclick = () => act('/rematch/decline');
  $('analyse').onclick = startAnalysis;
  $('new-after').onclick = openSetup;
  $('new-game-open').onclick = openSetup;
  $('to-live').onclick = () => jump(plies());
  $('nav-first').onclick = () => jump(0);
  $('nav-prev').onclick = () => jump(viewed() - 1);
  $('nav-next').onclick = () => jump(viewed() + 1);
  $('nav-last').onclick = () => jump(plies());
  $('move-form').onsubmit = (e) => { e.preventDefault(); typed($('move-input').value); };
  $('mode').onchange = () => render();
  $('start').onchange = () => render();
  $('side').onchange = () => { if (!S.game) orient(); };
  $('copy-invite').onclick = copyInvite;
  $('analysis-graph').addEventListener('click', (e) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (plies()) jump(Math.round(((e.clientX - r.left) / r.width) * plies()));
  });
  document.addEventListener('keydown', navKeys);
  window.addEventListener('online', () => refresh());
  board.setPosition(START_FEN);
  orient();
  render();
}

/** The play page at a route: '/' (the kept game, if any), '/b/CODE', or '/?join=CODE'. */
export async function openPlay(path, query) {
  const join = query.get('join');
  const m = path.match(/^\/b\/([A-Za-z0-9]+)\/?$/);
  if (join) return openBoard(join.trim().toLowerCase(), true);
  if (m) return openBoard(m[1].toLowerCase(), false);
  if (S.game) { if (!S.game.local) history.replaceState(null, '', '/b/' + S.game.code); return undefined; }
  const kept = store.get('game');
  if (kept && kept.local) return startLocal(null);
  if (kept) return openBoard(kept.code, false);
  return undefined;
}

/** A board's page: played with this browser's seat, joined when a seat is open and the link asks so, else watched. */
async function openBoard(code, joining) {
  if (S.game && S.game.code === code) { history.replaceState(null, '', '/b/' + code); return; }
  const seat = seatOf(code) || ((store.get('game') || {}).code === code ? store.get('game') : null);
  let state;
  try {
    state = await api('GET', `/api/boards/${encodeURIComponent(code)}`);
  } catch (e) {
    if (e.status === 404 && (store.get('game') || {}).code === code) store.del('game'); // the server no longer knows it
    history.replaceState(null, '', '/');
    refused(e);
    return;
  }
  if (seat) { startGame({ code, seat: seat.seat, color: seat.color, mode: seat.mode }, state); return; }
  const open = state.status === 'waiting' && state.seats && (state.seats.white === 'open' || state.seats.black === 'open');
  if (open && (joining || state.status === 'waiting')) { await join(code); return; }
  startGame({ code, watch: true }, state);
}

// ---- games

function setupBody() {
  const mode = $('mode').value;
  const body = { variant: $('variant').value, color: $('side').value, opponent: mode, player: playerId() };
  if (mode === 'computer') body.level = $('level').value;
  else {
    body.minutes = Math.max(0, Math.min(60, parseInt($('minutes').value, 10) || 0));
    // an increment only with a clock (the server refuses one on a board without)
    if (body.minutes) body.increment = Math.max(0, Math.min(60, parseInt($('increment').value, 10) || 0));
  }
  const fen = $('fen').value.trim();
  if (fen) body.fen = fen;
  if ($('start').value === 'chess960') { // C960-SETUP: the number given, else the server draws one
    body.chess960 = true;
    const n = parseInt($('chess960-number').value, 10);
    if (!fen && n >= 0 && n <= 959) body.chess960Position = n;
  }
  return body;
}

/** The setup form over the game; a game in progress is left only when the player says so (it goes on without them). */
async function openSetup() {
  if (S.game && !watching() && (playing() || (S.state && S.state.status === 'waiting'))) {
    if (!(await confirmAction(t('confirmLeave'), t('leave')))) return;
  }
  S.setupOpen = true;
  render();
  $('new-game').focus();
}

async function newGame() {
  const mode = $('mode').value;
  try {
    const r = await api('POST', '/api/boards', setupBody());
    succeeded();
    startGame({ code: r.code, seat: r.seat, color: r.color, mode }, r.state);
  } catch (e) {
    // no server: a game against the computer is played in this browser instead (issue 49)
    if (e instanceof ApiError && e.status === 0 && mode === 'computer' && $('start').value !== 'chess960') {
      await startLocal(setupBody());
      return;
    }
    refused(e);
  }
}

/** A game against the computer in this browser: a new one from the setup, or (setup null) the one kept here. */
async function startLocal(setup) {
  let local;
  try {
    local = await (await import('./local.js')).openLocal(setup);
  } catch (e) {
    // the module refused the start position, or cannot run here (no WebAssembly GC, files not kept)
    if (!setup) store.del('game');
    notice('localRefused', { reason: e.message || String(e) });
    return;
  }
  if (!local) { store.del('game'); return; } // the kept game's record is gone
  S.notice = null;
  startGame({ code: local.state().code, local: true, color: local.color, mode: 'computer' }, local.state(), local);
}

/** The computer's reply to a game in this browser, from the engine's worker. */
async function localReply() {
  const game = S.local;
  if (!game || !game.computerToMove) return;
  try {
    const st = await game.reply();
    if (S.local === game) applyState(st);
  } catch (e) {
    if (e.kind !== 'cancelled' && S.local === game) notice('localRefused', { reason: e.message });
  }
}

/** A code typed or pasted: spaces anywhere are dropped, letters read in lower case. */
function joinCode(text) {
  const code = text.replace(/\s+/g, '').toLowerCase();
  if (code) openBoard(code, true);
}

async function join(code) {
  try {
    const r = await api('POST', `/api/boards/${encodeURIComponent(code)}/join`, { player: playerId() });
    succeeded();
    startGame({ code, seat: r.seat, color: r.color, mode: 'human' }, r.state);
  } catch (e) {
    if (e.status === 409 && e.body.key === 'seats-taken') { // both seats taken: watch it instead
      try { startGame({ code, watch: true }, await api('GET', `/api/boards/${encodeURIComponent(code)}`)); } catch (e2) { refused(e2); }
      return;
    }
    refused(e);
  }
}

function startGame(game, state, local = null) {
  if (S.socket) S.socket.close();
  S.socket = null;
  if (S.local && S.local !== local) S.local.forget(); // a new game replaces the one kept in this browser
  S.local = local;
  S.game = game;
  S.state = null;
  S.view = null;
  S.premove = null;
  S.explained = null;
  S.analysis = null;
  S.setupOpen = false;
  S.flipped = false;
  S.preview = null;
  clearTimeout(S.analysisTimer);
  board.setPremove(null);
  board.setArrows([]);
  if (!game.watch) store.set('game', game);
  if (!game.watch && !game.local) keepSeat(game.code, { seat: game.seat, color: game.color, mode: game.mode });
  const path = game.local ? '/' : '/b/' + game.code;
  if (location.pathname !== path) history.pushState(null, '', path);
  orient();
  S.placements = [];
  S.shown = -1;
  applyState(state);
  if (local) { localReply(); return; } // the computer opens when the player is Black
  S.socket = openBoardSocket(game.code, {
    version: () => (S.state ? S.state.version : 0),
    seat: game.watch ? null : game.seat,
    onEvent,
    onStatus: connection,
  });
  if (state.status === 'ended') loadAnalysis();
}

/** The server came back (or the browser is online again): its state corrects the clocks. */
async function refresh() {
  if (!S.game || S.game.local) return;
  try {
    applyState(await api('GET', `/api/boards/${S.game.code}`));
    connection(true);
  } catch (e) {
    if (e.status === 0) connection(false);
  }
}

function connection(up) {
  clearTimeout(S.downTimer);
  if (up) {
    const was = S.down;
    S.down = false;
    clocks.setPaused(false);
    renderBanner();
    if (was) refresh();
    return;
  }
  // a moment's drop is not worth a banner: the socket is usually back within a second
  S.downTimer = setTimeout(() => { S.down = true; clocks.setPaused(true); renderBanner(); }, 1000);
}

function onEvent(ev) {
  if (!S.game) return;
  if (ev.type === 'watchers') { if (S.state) { S.state = { ...S.state, watchers: ev.watchers }; renderInfo(); } return; }
  if (ev.type === 'analysis') { if (S.analysis) { S.analysis.done = ev.done; S.analysis.total = ev.total; renderAnalysis(); } if (ev.done >= ev.total) loadAnalysis(); return; }
  if (ev.type === 'reply') return;
  if (ev.type === 'rematch' && ev.code) { followRematch(ev.code); }
  if ((ev.type === 'join' || ev.type === 'rematchOffer' || ev.type === 'drawOffer' || ev.type === 'takebackAsk')
      && ev.by !== (S.game.color || '')) sound('notify');
  if (ev.state && ev.state.code === S.game.code) applyState(ev.state);
}

// ---- the state

function applyState(state) {
  if (!state || !S.game || state.code !== S.game.code) return;
  const before = S.state;
  if (before && state.version < before.version) return; // an older answer than what is shown
  S.state = state;
  if (!before || before.moves.length !== state.moves.length || before.moves.some((m, i) => m !== state.moves[i])
      || S.placements.length !== state.moves.length + 1) {
    S.placements = replay(state.startFen, state.moves, state.variant);
    // the server's placement is the truth: a replay that differs (it cannot, unless this file is wrong) gives way
    if (placementFen(S.placements[S.placements.length - 1]) !== state.fen.split(' ')[0]) {
      S.placements[S.placements.length - 1] = parseFen(state.fen);
    }
  }
  clocks.update(state);
  if (before && before.moves.length < state.moves.length) S.explained = null;
  if (!live() && before && state.moves.length > before.moves.length) sound(soundOf(state.moves.length));
  if (!live() && S.view > plies()) S.view = null; // a takeback while reviewing
  const target = plies();
  S.chain = S.chain.then(() => (live() ? stepTo(target, before && before.code === state.code) : null)).catch(() => {});
  if (before && before.status !== 'ended' && state.status === 'ended') {
    S.chain = S.chain.then(() => sound('end'));
    S.setupOpen = false;
  }
  if (myTurn() && S.premove) S.chain = S.chain.then(playPremove);
  render();
}

/** The board from the ply it shows to {@code target}: the moves between slide in one by one; a jump is shown at once. */
async function stepTo(target, animate) {
  if (S.shown === target) { marks(target); return; }
  if (animate && target > S.shown && target - S.shown <= 2 && S.shown >= 0) {
    for (let k = S.shown + 1; k <= target; k++) await showPly(k, true, true);
  } else {
    await showPly(target, animate && Math.abs(target - S.shown) <= 2, false);
  }
}

async function showPly(k, animate, withSound) {
  S.shown = k;
  marks(k);
  const moves = S.state.moves;
  const uci = k ? moves[k - 1] : null;
  const step = uci && S.placements[k - 1] ? playMove(S.placements[k - 1], uci, S.state.variant) : null;
  await board.setPosition(S.placements[k], { animate });
  if (step && step.blast) {
    const removed = step.blast.removed.map((s) => [s, S.placements[k - 1][s]]);
    board.explode(step.blast.squares, removed);
    $('board').dataset.blast = step.blast.squares.slice().sort().join(' ');
  } else if (animate) {
    $('board').dataset.blast = '';
  }
  if (withSound) sound(soundOf(k));
}

/** The sound of ply k: an explosion, a check, a capture or a move (from its SAN and the board). */
function soundOf(k) {
  const san = (S.state.san || [])[k - 1] || '';
  const uci = S.state.moves[k - 1];
  const before = S.placements[k - 1];
  const step = before ? playMove(before, uci, S.state.variant) : null;
  if (step && step.blast) return 'explosion';
  if (/[+#]$/.test(san)) return 'check';
  if (/x/.test(san) || (step && step.capture)) return 'capture';
  return 'move';
}

/** The last move, check and the analysis arrow of ply k on the board. */
function marks(k) {
  const st = S.state;
  if (!st) return;
  const uci = k ? st.moves[k - 1] : null;
  board.setLastMove(uci ? [uci.slice(0, 2), uci.slice(2, 4)] : null);
  let check = null;
  const san = k ? (st.san || [])[k - 1] : '';
  const inCheck = k === plies() ? st.check : /[+#]$/.test(san || '');
  if (inCheck) {
    const side = sideToMoveAt(k);
    check = Object.keys(S.placements[k] || {}).find((s) => S.placements[k][s] === side + 'K') || null;
  }
  board.setCheck(check);
  const a = S.analysis && S.analysis.status === 'done' ? S.analysis.plies : null;
  const next = a && a.find((p) => p.ply === k + 1);
  board.setArrows(next && next.best ? [{ from: next.best.slice(0, 2), to: next.best.slice(2, 4), kind: 'best' }] : []);
  updateMovable();
}

function sideToMoveAt(k) {
  const first = (S.state.startFen.split(' ')[1] || 'w');
  return (k % 2 === 0) === (first === 'w') ? 'w' : 'b';
}

const viewed = () => (S.view === null ? plies() : S.view);

/** Shows ply k of the game (0: the start); the last ply is the live game. */
function jump(k) {
  if (!S.state) return;
  k = Math.max(0, Math.min(plies(), k));
  const from = viewed();
  S.view = k === plies() ? null : k;
  setPreview(null);
  // one step slides; a key held down (steps queued behind this one) shows each position at once
  S.jumps = (S.jumps || 0) + 1;
  S.chain = S.chain.then(() => { S.jumps--; return showPly(k, !S.jumps && Math.abs(k - from) === 1, false); });
  renderMoves();
  renderControls();
}

function navKeys(e) {
  if (!S.state || e.altKey || e.ctrlKey || e.metaKey) return;
  const el = e.target;
  if (el.closest && (el.closest('input, select, textarea, dialog, [data-square]') || !$('play-panel').offsetParent)) return;
  const k = { ArrowLeft: viewed() - 1, ArrowRight: viewed() + 1, Home: 0, End: plies() }[e.key];
  if (k === undefined) {
    if (e.key === 'Escape') cancelPremove();
    return;
  }
  e.preventDefault();
  jump(k);
}

// ---- the hand's moves

/** The board's destinations for the player's pieces: legal moves on its turn, premoves on the opponent's. */
function updateMovable() {
  const st = S.state;
  if (!st || !live() || watching() || st.status !== 'playing' || !S.game) {
    board.setMovable({ colour: null });
    return;
  }
  const dests = new Map();
  const pl = S.placements[plies()];
  if (myTurn()) {
    for (const m of st.legal) {
      const from = m.slice(0, 2), to = m.slice(2, 4);
      if (!dests.has(from)) dests.set(from, []);
      if (!dests.get(from).includes(to)) dests.get(from).push(to);
    }
    for (const c of st.castling || []) {
      if (!dests.has(c.king)) dests.set(c.king, []);
      for (const s of [c.rook, c.kingTo]) if (!dests.get(c.king).includes(s)) dests.get(c.king).push(s);
    }
    board.setMovable({ colour: me(), dests, free: true });
  } else {
    for (const sq of Object.keys(pl)) if (pl[sq][0] === me()) dests.set(sq, premoveDests(pl, sq));
    board.setMovable({ colour: me(), dests });
  }
}

/**
 * C960-CASTLE: the legal castling of the king on {@code from} that dropping it on {@code to} means:
 * on its own rook (the only form a Chess960 board can always tell apart), or on the square the king
 * lands on (two squares, as in standard chess) when no plain king move goes there.
 */
function castlingFor(from, to) {
  const all = (S.state && S.state.castling) || [];
  const plain = S.state.legal.some((m) => m.startsWith(from + to) && !all.some((c) => c.move === m));
  return all.find((c) => c.king === from && (c.rook === to || (c.kingTo === to && to !== from && !plain))) || null;
}

/** The hand's move on the board at once, before the server's verdict; what comes after it waits until it has landed. */
function showHand(from, to, animate) {
  const landing = S.chain.then(() => board.showMove(from, to, animate));
  S.chain = landing.catch(() => {});
  return landing;
}

function handMove(from, to, how) {
  setPreview(null);
  if (!playing() || watching() || !live()) return;
  if (!myTurn()) { setPremove({ from, to }); return; }
  S.sentAt = performance.now();
  const castle = castlingFor(from, to);
  if (castle) {
    showHand(from, castle.kingTo, how !== 'drag');
    send(castle.move);
    return;
  }
  const moves = S.state.legal.filter((m) => m.startsWith(from + to));
  if (moves.length > 1) { showHand(from, to, how !== 'drag'); askPromotion(from, to); return; }
  if (moves.length === 1) { showHand(from, to, how !== 'drag'); send(moves[0]); return; }
  send(from + to); // not legal: the server refuses it and says why, clause by clause (nothing is played)
}

async function send(move) {
  if (!S.game) return;
  S.explained = null;
  renderExplain();
  if (S.local) { sendLocal(move); return; }
  try {
    const st = await api('POST', `/api/boards/${S.game.code}/moves`, { move }, seatAuth(S.game.seat));
    // the hand's move to the server's verdict, the board showing the move meanwhile (issue 45's round trip)
    if (S.sentAt !== null) window.passantTimings.push(performance.now() - S.sentAt);
    S.sentAt = null;
    succeeded();
    applyState(st);
  } catch (e) {
    S.sentAt = null;
    S.chain = S.chain.then(() => showPly(plies(), true, false)); // the piece goes back
    if (e.status === 422 && (e.body.explain || []).length) showExplain(move, e.body.explain);
    else refused(e, move); // a move no piece can make (no-such-move), or another refusal: one line from its key
  }
}

/** The hand's move in a game in this browser: judged and explained by the rules compiled to WebAssembly. */
function sendLocal(move) {
  let r;
  try {
    r = S.local.move(move);
  } catch (e) {
    // text that names no legal move as SAN (the module explains moves given on the board or in UCI)
    r = { refused: e };
  }
  if (r.state) {
    if (S.sentAt !== null) window.passantTimings.push(performance.now() - S.sentAt);
    S.sentAt = null;
    if (S.notice) { S.notice = null; renderNotice(); }
    applyState(r.state);
    localReply();
    return;
  }
  S.sentAt = null;
  S.chain = S.chain.then(() => showPly(plies(), true, false)); // the piece goes back
  if (r.explain && r.explain.length) showExplain(move, r.explain);
  else notice('refused', { status: 400, key: 'bad-move', args: { move }, text: r.refused ? r.refused.message : '', move });
}

function askPromotion(from, to, premove) {
  const box = $('promotion');
  box.innerHTML = '';
  const colour = me();
  for (const p of ['q', 'n', 'r', 'b']) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.promo = p;
    b.setAttribute('aria-label', t('promoteTo', { piece: t(PIECE_NAMES[p.toUpperCase()]) }));
    b.innerHTML = pieceSvg(colour, p.toUpperCase());
    b.onclick = () => {
      box.hidden = true;
      if (premove) setPremove({ from, to, promo: p });
      else send(from + to + p);
    };
    box.appendChild(b);
  }
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'cancel';
  cancel.textContent = '✕';
  cancel.setAttribute('aria-label', t('cancel'));
  cancel.onclick = () => { box.hidden = true; S.chain = S.chain.then(() => showPly(plies(), true, false)); };
  box.appendChild(cancel);
  box.hidden = false;
  box.querySelector('button').focus();
}

/** Typed moves: coordinates or SAN in any case; a pawn reaching the last rank without its piece asks for it. */
function typed(text) {
  if (!text.trim() || !S.state) return;
  $('move-input').value = '';
  if (!playing() || watching()) { notice('noGameToMove'); return; }
  const r = readTyped(text);
  const promotions = (from, to) => S.state.legal.filter((m) => m.length === 5 && m.startsWith(from + to));
  if (r.uci) {
    const from = r.uci.slice(0, 2), to = r.uci.slice(2, 4);
    if (!myTurn()) { setPremove({ from, to, promo: r.uci[4] }); return; }
    S.sentAt = performance.now();
    if (r.uci.length === 4 && promotions(from, to).length) { showHand(from, to, true); askPromotion(from, to); return; }
    const castle = castlingFor(from, to);
    send(castle ? castle.move : r.uci);
    return;
  }
  if (!myTurn()) { setPremove({ san: r.san }); return; }
  const pawn = r.san.match(/^([a-h])(?:x([a-h]))?([18])$/i);
  if (pawn) {
    const to = (pawn[2] || pawn[1]).toLowerCase() + pawn[3];
    const m = S.state.legal.find((u) => u.length === 5 && u.slice(2, 4) === to && u[0] === pawn[1].toLowerCase());
    if (m) { showHand(m.slice(0, 2), to, true); askPromotion(m.slice(0, 2), to); return; }
  }
  S.sentAt = performance.now();
  send(r.san);
}

// ---- premoves (on the opponent's move: shown, then sent the moment it is the player's move)

function setPremove(p) {
  S.premove = p;
  board.setPremove(p && p.from ? [p.from, p.to] : null);
  renderStatus();
}

function cancelPremove() {
  if (!S.premove) return;
  setPremove(null);
}

async function playPremove() {
  const p = S.premove;
  if (!p || !myTurn()) return;
  setPremove(null);
  S.sentAt = performance.now();
  if (p.san) { send(p.san); return; }
  const castle = castlingFor(p.from, p.to);
  const moves = S.state.legal.filter((m) => m.startsWith(p.from + p.to));
  // sent at once; the chain (this step) waits for the piece to land
  if (castle) { const landing = board.showMove(p.from, castle.kingTo, true); send(castle.move); await landing; return; }
  if (moves.length) {
    const m = moves.find((x) => x[4] === (p.promo || 'q')) || moves[0];
    const landing = board.showMove(p.from, p.to, true);
    send(m);
    await landing;
    return;
  }
  // no longer legal: the server says why, and the premove is dropped
  notice('premoveDropped', { move: p.from + p.to });
  send(p.from + p.to + (p.promo || ''));
}

// ---- atomic blast preview (AT-EXPLOSION, AT-EP-CENTRE)

function blastPreview(from, to) {
  if (!S.state || S.state.variant !== 'atomic' || !to || !live()) return null;
  const pl = S.placements[plies()];
  const legal = myTurn() && S.state.legal.some((m) => m.startsWith(from + to));
  if (!legal) return null;
  const step = playMove(pl, from + to, 'atomic');
  return step.blast ? { from, to, ...step.blast } : null;
}

function hover(from, to) {
  setPreview(blastPreview(from, to));
}

function setPreview(p) {
  const same = (a, b) => (a && b ? a.from === b.from && a.to === b.to : a === b);
  if (same(p, S.preview)) return;
  S.preview = p;
  board.setDoomed(p ? p.removed : []);
  const m = {};
  if (p) for (const s of p.squares) m[s] = 'blast-zone';
  board.setMarks(m);
  $('board').dataset.preview = p ? p.removed.slice().sort().join(' ') : '';
}

// ---- the seat's other acts

async function act(rest) {
  if (!S.game || watching()) return;
  if (S.local) { // undo (GM-UNDO: the player's move and the reply to it) and resign, in this browser
    try {
      applyState(rest === '/resign' ? S.local.resign() : S.local.undo());
      S.explained = null;
      render();
    } catch (e) {
      notice('localRefused', { reason: e.message });
    }
    return;
  }
  try {
    const r = await api('POST', `/api/boards/${S.game.code}${rest}`, undefined, seatAuth(S.game.seat));
    succeeded();
    if (r && r.state && r.code && r.code !== S.game.code) return; // a rematch answered with its new board (rematch())
    applyState(r);
  } catch (e) {
    refused(e);
  }
}

async function resign() {
  if (!(await confirmAction(t('confirmResign'), t('resign')))) return;
  act('/resign');
}

async function cancelBoard() {
  try {
    await api('POST', `/api/boards/${S.game.code}/cancel`, undefined, seatAuth(S.game.seat));
  } catch (e) {
    if (e.status !== 404) { refused(e); return; }
  }
  succeeded();
  leaveGame();
}

function leaveGame() {
  if (S.socket) S.socket.close();
  if (S.local) S.local.forget();
  S.local = null;
  store.del('game');
  S.game = null;
  S.state = null;
  S.view = null;
  S.premove = null;
  S.explained = null;
  history.pushState(null, '', '/');
  board.setPremove(null);
  board.setArrows([]);
  board.setLastMove(null);
  board.setCheck(null);
  board.setPosition(START_FEN);
  S.placements = [parseFen(START_FEN)];
  S.shown = 0;
  orient();
  render();
}

async function rematch() {
  if (!S.game || watching() || S.rematching) return;
  const game = S.game;
  S.rematching = true; // the button and the rematch event may both ask: one request at a time
  try {
    const r = await api('POST', `/api/boards/${game.code}/rematch`, undefined, seatAuth(game.seat));
    succeeded();
    if (S.game !== game) return;
    if (r && r.code && r.seat) { startGame({ code: r.code, seat: r.seat, color: r.color, mode: game.mode }, r.state); return; }
    applyState(r && r.state ? r.state : r);
  } catch (e) {
    refused(e);
  } finally {
    S.rematching = false;
  }
}

/** The rematch board exists: each player asks the old board once more for its own seat on it; a watcher follows. */
async function followRematch(code) {
  if (!S.game || S.game.code === code || S.rematching) return;
  if (watching()) {
    try { startGame({ code, watch: true }, await api('GET', `/api/boards/${code}`)); } catch (e) { refused(e); }
    return;
  }
  await rematch();
}

async function copyInvite() {
  const link = $('invite-link').value;
  try { await navigator.clipboard.writeText(link); } catch { $('invite-link').select(); document.execCommand('copy'); }
  notice('copied');
}

// ---- analysis (after the game: the project's engine, on the server)

async function startAnalysis() {
  try {
    const r = await api('POST', `/api/boards/${S.game.code}/analysis`);
    succeeded();
    S.analysis = r;
    renderAnalysis();
    renderInfo();
    if (r.status !== 'done') pollAnalysis();
  } catch (e) {
    refused(e);
  }
}

async function loadAnalysis() {
  if (!S.game) return;
  const code = S.game.code;
  try {
    const r = await api('GET', `/api/boards/${code}/analysis`);
    if (!S.game || S.game.code !== code) return;
    S.analysis = r;
    renderAnalysis();
    renderInfo();
    if (r.status !== 'done') pollAnalysis();
  } catch (e) {
    if (e.status !== 404) refused(e);
  }
}

function pollAnalysis() {
  clearTimeout(S.analysisTimer);
  S.analysisTimer = setTimeout(loadAnalysis, 1000);
}

// ---- messages

function succeeded() {
  if (S.notice) { S.notice = null; renderNotice(); }
  if (S.down) connection(true);
}

/** A refusal from the server (or no answer at all), kept as data so that it is said in whichever language is chosen. */
function refused(e, move) {
  if (!(e instanceof ApiError)) throw e;
  if (e.status === 0) connection(false);
  const b = e.body || {};
  notice('refused', { status: e.status || 0, key: b.key, args: b.args || {}, text: b.error || '', move });
}

/** A refusal in the page's language, from its key (docs/API.md "Errors"); a status's meaning when the page has no words for the key. */
function refusal(v) {
  if (!v.status) return t('err_network');
  const args = { ...v.args };
  if (args.turn) args.turn = t(args.turn);
  if (args.piece) args.piece = t(args.piece);
  if (args.field && hasText(args.field)) args.field = t(args.field);
  if (!args.move && v.move) args.move = v.move;
  if (v.key && hasText('err_' + v.key)) return t('err_' + v.key, args);
  return t('err_status', { status: v.status });
}

function notice(key, values) {
  S.notice = { key, values };
  renderNotice();
}

/** The clauses' sentences and the reasons' words, loaded with the first explanation (not needed to start playing). */
let teaching = null;

async function loadTeaching() {
  if (!teaching) {
    const [c, r] = await Promise.all([import('./clauses.js'), import('./reasons.js')]);
    teaching = { clauseText: c.clauseText, reasonText: r.reasonText };
  }
  return teaching;
}

function showExplain(move, clauses) {
  S.explained = { move, clauses };
  loadTeaching().then(renderExplain);
}

// ---- drawing

function squareLabel(sq, p) {
  return p ? t('squareWith', { sq, piece: t('pieceOf', { colour: t(p[0] === 'w' ? 'white' : 'black'), piece: t(PIECE_NAMES[p[1]]) }) })
    : t('squareEmpty', { sq });
}

function orient() {
  let white;
  if (S.game && !S.game.watch) white = S.game.color === 'white';
  else if (S.game) white = true;
  else white = $('side').value !== 'black';
  if (S.flipped) white = !white;
  board.setOrientation(white ? 'white' : 'black');
  // the players' bars: the side at the bottom of the board below it
  $('bar-top').appendChild($(white ? 'seat-black' : 'seat-white'));
  $('bar-bottom').appendChild($(white ? 'seat-white' : 'seat-black'));
}

export function render() {
  document.body.classList.toggle('mode-online', $('mode').value === 'human');
  document.body.classList.toggle('start-960', $('start').value === 'chess960');
  renderStatus();
  renderNotice();
  renderInfo();
  renderSeats();
  renderMoves();
  renderControls();
  renderExplain();
  renderAnalysis();
  renderBanner();
  board.relabel();
}

const TERMINATIONS = {
  'checkmate': 'term_checkmate', 'stalemate': 'term_stalemate', 'king exploded': 'term_exploded',
  'time forfeit': 'term_time', 'timeout vs insufficient material': 'term_timeDraw', 'dead position': 'term_dead',
  'threefold repetition': 'term_threefold', 'fivefold repetition': 'term_fivefold', 'fifty moves': 'term_fifty',
  'seventy five moves': 'term_seventyFive', 'resignation': 'term_resign', 'draw agreed': 'term_agreed',
  'no first move': 'term_noFirstMove',
};

function resultText(st) {
  if (st.result === null) return t('aborted', { reason: t(TERMINATIONS[st.termination] || 'term_other') });
  const winner = st.result === '1-0' ? t('whiteWins') : st.result === '0-1' ? t('blackWins') : t('draw');
  return t('gameOver', { result: st.result, winner, reason: t(TERMINATIONS[st.termination] || 'term_other') });
}

function renderStatus() {
  const el = $('status');
  const st = S.state;
  let text;
  if (!st || !S.game) {
    text = t('noGame');
    el.dataset.state = 'none';
    for (const k of ['result', 'termination', 'turn', 'draw', 'takeback']) el.dataset[k] = '';
  } else {
    el.dataset.state = st.status;
    el.dataset.result = st.result || '';
    el.dataset.termination = st.termination || '';
    el.dataset.turn = st.turn;
    el.dataset.draw = st.drawOffer || '';
    el.dataset.takeback = st.takebackOffer || '';
    const variant = t(st.variant) + (st.chess960 ? ' · ' + t('chess960') : '');
    const you = watching() ? t('youWatch', { variant }) : t('youPlay', { side: t(S.game.color), variant });
    if (st.status === 'waiting') text = you + ' ' + t('waiting');
    else if (st.status === 'ended') text = resultText(st);
    else {
      const mover = st.turn === 'white' ? t('white') : t('black');
      if (watching()) text = you + ' ' + t('toMove', { side: mover });
      else {
        const mine = st.turn[0] === me();
        text = you + ' ' + (mine ? t('yourMove') : S.game.mode === 'computer' ? t('thinking') : t('theirMove'));
      }
      if (st.check) text += ' ' + t('check');
      if (!watching() && st.drawOffer && st.drawOffer[0] !== me()) text += ' ' + t('drawOffered');
      if (!watching() && st.takebackOffer && st.takebackOffer[0] !== me()) text += ' ' + t('takebackAsked');
      if (S.premove) text += ' ' + t('premoveQueued', { move: S.premove.san || S.premove.from + S.premove.to });
    }
    if (S.game.local) text += ' ' + t('inBrowser');
  }
  el.textContent = text;
  el.hidden = !!(st && S.game && st.status === 'ended' && !S.setupOpen); // the result panel says it
}

function renderNotice() {
  const el = $('notice');
  const n = S.notice;
  el.hidden = !n;
  el.textContent = n ? (n.key === 'refused' ? refusal(n.values) : t(n.key, n.values || {})) : '';
  el.dataset.key = n ? (n.key === 'refused' ? n.values.key || 'status' : n.key) : '';
}

function renderBanner() {
  const el = $('banner');
  el.hidden = !S.down;
  el.textContent = S.down ? t('reconnecting') : '';
}

function renderInfo() {
  const st = S.state;
  const seated = S.game && !watching();
  const online = seated && S.game.mode === 'human';
  const showSetup = !S.game || S.setupOpen;
  $('setup').hidden = !showSetup;
  $('setup-cancel').hidden = !(S.game && S.setupOpen);
  $('online-panel').hidden = !(online && st && st.status === 'waiting' && !S.setupOpen);
  if (S.game) {
    $('board-code').textContent = S.game.code;
    $('invite-link').value = `${location.origin}/b/${S.game.code}`;
  }
  const w = st && st.watchers;
  $('watchers').hidden = !w;
  $('watchers').textContent = w ? t('watchers', { n: w }) : '';
  $('watchers').dataset.count = w || 0;
  const ended = !!(st && st.status === 'ended');
  $('after-game').hidden = !ended || S.setupOpen;
  if (ended) {
    $('result').textContent = resultText(st) + (st.rated ? ' ' + t('ratedGame') : '');
    const rm = st.rematch;
    const mine = rm && rm.by && rm.by[0] === me();
    const theirs = rm && rm.by && rm.by[0] !== me();
    $('rematch').hidden = !seated || !!S.game.local; // a game in this browser: no server board to rematch, export or analyse
    $('pgn').hidden = !!S.game.local;
    $('rematch').disabled = !!mine;
    $('rematch').textContent = theirs ? t('acceptRematch') : mine ? t('rematchOffered') : t('rematch');
    $('rematch-decline').hidden = !(seated && theirs);
    $('pgn').href = `/api/boards/${S.game.code}/pgn`;
    $('pgn').setAttribute('download', `passant-${S.game.code}.pgn`);
    $('analyse').hidden = !!S.analysis || !!S.game.local;
  }
}

function renderSeats() {
  const st = S.state;
  for (const side of ['white', 'black']) {
    const el = $('seat-' + side);
    const p = st && st.players ? st.players[side] : null;
    let name = t(side), rating = '';
    if (p && p.computer) name = t('computerLevel', { level: t(p.computer) });
    else if (p && p.id) {
      name = `<a href="/players/${encodeURIComponent(p.id)}" data-route>${escapeHtml(p.name || t('anonymous'))}</a>`;
      rating = ratingText(p);
      const d = st.ratingChange && st.ratingChange[side];
      if (d != null) rating += ` <span class="delta ${d >= 0 ? 'up' : 'down'}">${d >= 0 ? '+' : ''}${Math.round(d)}</span>`;
    } else if (st && st.seats && st.seats[side] === 'computer') name = t('computerLevel', { level: t(st.level || 'medium') });
    else if (st && st.seats && st.seats[side] === 'open') name = t(side) + ' · ' + t('openSeat');
    const you = S.game && !watching() && S.game.color === side ? ` <span class="you">(${t('you')})</span>` : '';
    el.querySelector('.name').innerHTML = (st ? name : t(side)) + you;
    el.querySelector('.rating').innerHTML = rating;
    el.dataset.rating = p && p.rating != null ? ratingText(p) : '';
  }
  $('game').classList.toggle('no-game', !st);
}

function renderMoves() {
  const st = S.state;
  const judgements = {};
  if (S.analysis && S.analysis.status === 'done') for (const p of S.analysis.plies) if (p.judgement) judgements[p.ply] = p.judgement;
  moveList.set(st ? st.san : [], { startFen: st ? st.startFen : START_FEN, result: st && st.status === 'ended' ? st.result || '' : null, judgements });
  moveList.setCurrent(viewed(), live());
  $('review').hidden = live() || !st;
  $('side-panel').dataset.view = S.view === null ? 'live' : String(S.view);
}

function renderControls() {
  const st = S.state;
  const seated = !!(S.game && !watching());
  const isPlaying = playing();
  const computer = seated && S.game.mode === 'computer';
  // Undo only when there is a move of one's own to take back (GM-UNDO)
  const mine = st ? st.moves.filter((_, i) => sideToMoveAt(i) === me()).length : 0;
  $('undo').hidden = !seated;
  $('undo').disabled = !isPlaying || mine === 0 || (st.takebackOffer && st.takebackOffer[0] === me());
  $('resign').hidden = !seated;
  $('resign').disabled = !isPlaying;
  $('draw-offer').hidden = !seated || computer;
  $('draw-offer').disabled = !isPlaying || !!(st.drawOffer && st.drawOffer[0] === me());
  const theirDraw = seated && isPlaying && st.drawOffer && st.drawOffer[0] !== me();
  $('draw-accept').hidden = !theirDraw;
  $('draw-decline').hidden = !theirDraw;
  const theirTakeback = seated && isPlaying && st.takebackOffer && st.takebackOffer[0] !== me();
  $('takeback-grant').hidden = !theirTakeback;
  $('takeback-decline').hidden = !theirTakeback;
  $('move-form').hidden = !seated || !isPlaying;
  $('cancel-board').hidden = !(seated && st && st.status === 'waiting');
  $('new-game-open').hidden = !S.game || S.setupOpen || (st && st.status === 'ended');
  const n = plies();
  $('nav-first').disabled = $('nav-prev').disabled = viewed() === 0;
  $('nav-next').disabled = $('nav-last').disabled = viewed() >= n;
}

function renderExplain() {
  const box = $('explain');
  box.innerHTML = '';
  delete box.dataset.move;
  if (!S.explained || !teaching) return;
  const { move, clauses } = S.explained;
  const { clauseText, reasonText } = teaching;
  const h = document.createElement('p');
  h.className = 'refused';
  h.textContent = t('illegal', { move });
  box.appendChild(h);
  const ul = document.createElement('ul');
  // the failing clauses first: they decided it
  for (const c of [...clauses].sort((a, b) => a.holds - b.holds)) {
    const li = document.createElement('li');
    li.className = c.holds ? 'holds' : 'fails';
    li.dataset.clause = c.id;
    const lang = language();
    const words = reasonText(c, lang) || (lang === 'en' ? c.reason : clauseText(lang, c.id) || c.reason);
    li.innerHTML = `<a href="/rules/${encodeURIComponent(c.id)}" data-route>${escapeHtml(c.id)}</a> ${escapeHtml(t(c.holds ? 'holds' : 'fails'))}: ${escapeHtml(words)}`;
    ul.appendChild(li);
  }
  box.appendChild(ul);
  box.dataset.move = move;
}

function renderAnalysis() {
  const fig = $('analysis');
  const a = S.analysis;
  fig.hidden = !a;
  if (!a) return;
  fig.dataset.status = a.status;
  if (a.status !== 'done') {
    $('analysis-status').textContent = t('analysing', { done: a.done || 0, total: a.total || plies() });
    drawAnalysis($('analysis-graph'), null, 0, 0);
    return;
  }
  const count = { inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const p of a.plies) if (p.judgement) count[p.judgement]++;
  $('analysis-status').textContent = t('analysisDone', count);
  drawAnalysis($('analysis-graph'), a.plies, plies(), viewed());
  if (S.state && board) marks(viewed());
}

/** 2D or 3D (PLAY-VIEW), at any moment of a game. */
export function setBoardView(v, animate) {
  if (board) board.setView(v, { animate });
}

// a game's pieces follow the language (labels) and the review follows the list
export function relabel() {
  render();
}

export { S as playState };
