// Passant's play-and-teach page (issue 17; PLAY-COMPUTER, PLAY-ONLINE, PLAY-VIEW). It talks only to
// the server that serves it (docs/API.md): the server judges every move with the kernel, the page
// shows the board, the clocks and, for a refused move, the clauses that refused it.
import { pieceSvg } from './pieces.js';
import { t, hasText, setLanguage, language, chooseLanguage, translatePage } from './i18n.js';
import { showRules } from './rules.js';
import { clauseText } from './clauses.js';

const $ = (id) => document.getElementById(id);
const FILES = 'abcdefgh';
const NAMES = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };
const store = {
  get: (k) => { try { return JSON.parse(localStorage.getItem('passant.' + k)); } catch { return null; } },
  set: (k, v) => localStorage.setItem('passant.' + k, JSON.stringify(v)),
  del: (k) => localStorage.removeItem('passant.' + k),
};

const S = {
  game: null,      // {code, seat, color, mode, invite}: kept in local storage (PLAY-COMPUTER: the game survives a reload)
  state: null,     // the server's board state
  board: {},       // square -> 'wP'
  selected: null,
  flipped: false,
  focus: 'e2',     // the square the board's tab stop is on
  drag: null,
  preview: null,   // the capture whose atomic blast is shown
  blast: null,     // the last explosion: {squares, removed}
  clockAt: 0,
  ws: null,
  wsDelay: 500,
  message: null,   // a one-line notice under the status, as a key and its values
  explained: null, // the refused move and its clauses, shown in #explain
};

// ---- positions

function parseFen(fen) {
  const board = {};
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '8') { f += +ch; continue; }
      board[FILES[f] + (8 - i)] = (ch === ch.toUpperCase() ? 'w' : 'b') + ch.toUpperCase();
      f++;
    }
  });
  return board;
}

const fileOf = (sq) => FILES.indexOf(sq[0]);
const rankOf = (sq) => +sq[1];
const square = (f, r) => (f >= 0 && f < 8 && r >= 1 && r <= 8 ? FILES[f] + r : null);
const myColour = () => (S.game ? S.game.color[0] : null);

function legalFrom(from) {
  return (S.state && S.state.legal || []).filter((m) => m.startsWith(from));
}

/**
 * C960-CASTLE: the legal castling of the king on {@code from} that dropping it on {@code to} means:
 * on its own rook (the only form a Chess960 board can always tell apart), or on the square the king
 * lands on (two squares, as in standard chess) when no plain king move goes there.
 */
function castlingFor(from, to) {
  const all = (S.state && S.state.castling) || [];
  const plain = legalFrom(from).some((m) => m.slice(2, 4) === to && !all.some((c) => c.move === m));
  return all.find((c) => c.king === from && (c.rook === to || (c.kingTo === to && to !== from && !plain))) || null;
}

function isCapture(board, from, to) {
  const p = board[from];
  return !!board[to] || (p && p[1] === 'P' && from[0] !== to[0]);
}

/** AT-EXPLOSION, AT-EP-CENTRE: the squares a capture blasts and the pieces it removes. */
export function blastOf(board, from, to) {
  const squares = [];
  for (let df = -1; df <= 1; df++) {
    for (let dr = -1; dr <= 1; dr++) {
      const s = square(fileOf(to) + df, rankOf(to) + dr);
      if (s) squares.push(s);
    }
  }
  const removed = new Set([from]);
  if (board[to]) removed.add(to);
  else removed.add(to[0] + from[1]); // en passant: the pawn passed by, though the blast centres on `to`
  for (const s of squares) {
    if (s !== to && board[s] && board[s][1] !== 'P') removed.add(s);
  }
  return { squares, removed: [...removed] };
}

// ---- the server

async function api(method, path, body, seat) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (seat) headers.Authorization = 'Bearer ' + seat;
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let json = null;
  try { json = await r.json(); } catch { /* not JSON */ }
  if (!r.ok) {
    const e = new Error(json && json.error ? json.error : 'HTTP ' + r.status);
    e.status = r.status;
    e.body = json;
    throw e;
  }
  return json;
}

function player() {
  let p = store.get('player');
  if (!p) {
    const bytes = crypto.getRandomValues(new Uint8Array(15));
    p = Array.from(bytes, (b) => 'abcdefghijklmnopqrstuvwxyz234567'[b & 31]).join('') + 'webpg';
    store.set('player', p);
  }
  return p;
}

function boardPath(rest = '') {
  return `/api/boards/${S.game.code}${rest}`;
}

async function act(rest) {
  if (!S.game) return;
  try {
    applyState(await api('POST', boardPath(rest), undefined, S.game.seat));
  } catch (e) {
    refused(e);
  }
}

// ---- games

async function newGame() {
  const mode = $('mode').value;
  const body = { variant: $('variant').value, color: $('side').value, opponent: mode, player: player() };
  if (mode === 'computer') body.level = $('level').value;
  else body.minutes = Math.max(0, Math.min(60, parseInt($('minutes').value, 10) || 0));
  const fen = $('fen').value.trim();
  if (fen) body.fen = fen;
  if ($('start').value === 'chess960') { // C960-SETUP: the number given, else the server draws one
    body.chess960 = true;
    const n = parseInt($('chess960-number').value, 10);
    if (!fen && n >= 0 && n <= 959) body.chess960Position = n;
  }
  try {
    const r = await api('POST', '/api/boards', body);
    startGame({ code: r.code, seat: r.seat, color: r.color, mode, invite: r.invite }, r.state);
  } catch (e) {
    refused(e);
  }
}

async function joinGame(code) {
  code = code.trim().toLowerCase();
  if (!code) return;
  const kept = store.get('game');
  if (kept && kept.code === code) { // our own board (the creator opened the invite): resume
    resume(kept);
    return;
  }
  try {
    const r = await api('POST', `/api/boards/${encodeURIComponent(code)}/join`, { player: player() });
    startGame({ code, seat: r.seat, color: r.color, mode: 'human', invite: `${location.origin}/?join=${code}` }, r.state);
  } catch (e) {
    refused(e);
  }
}

function startGame(game, state) {
  S.game = game;
  S.state = null;
  S.selected = null;
  S.blast = null;
  S.flipped = false;
  store.set('game', game);
  clearExplain();
  S.message = null;
  applyState(state);
  connect();
}

async function resume(game) {
  try {
    const state = await api('GET', `/api/boards/${encodeURIComponent(game.code)}`);
    S.game = game;
    applyState(state);
    connect();
  } catch (e) {
    if (e.status === 404) store.del('game'); // the server no longer knows the board
    S.game = null;
    refused(e);
    render();
  }
}

function applyState(state, fromEvent) {
  if (!state) return;
  if (S.state && S.state.code === state.code && state.version < S.state.version) return; // an older event
  const before = S.state;
  const prevBoard = S.board;
  S.state = state;
  S.board = parseFen(state.fen);
  S.clockAt = performance.now();
  if (before && before.code === state.code && state.moves.length === before.moves.length + 1
      && state.variant === 'atomic') {
    const m = state.moves[state.moves.length - 1];
    const from = m.slice(0, 2), to = m.slice(2, 4);
    if (isCapture(prevBoard, from, to)) {
      S.blast = blastOf(prevBoard, from, to);
      S.blast.pieces = S.blast.removed.map((s) => [s, prevBoard[s]]);
      S.blast.from = from;
      S.blast.to = to;
      S.blast.at = performance.now();
    }
  } else if (!before || state.moves.length !== before.moves.length) {
    S.blast = null;
  }
  if (!before || state.version !== before.version) {
    if (state.moves.length !== (before ? before.moves.length : -1)) clearExplain();
  }
  if (fromEvent === undefined) S.message = null;
  S.preview = null;
  if (S.selected && !legalFrom(S.selected).length) S.selected = null;
  render();
}

// ---- the socket (PLAY-ONLINE: every change comes back by itself; it reconnects by itself)

function connect() {
  if (S.ws) { S.ws.onclose = null; S.ws.close(); }
  if (!S.game) return;
  const code = S.game.code;
  const v = S.state && S.state.code === code ? S.state.version : 0;
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/boards/${code}?v=${v}`);
  S.ws = ws;
  ws.onopen = () => { S.wsDelay = 500; };
  ws.onmessage = (e) => {
    let ev;
    try { ev = JSON.parse(e.data); } catch { return; }
    if (ev.state && S.game && ev.state.code === S.game.code) applyState(ev.state, ev.type);
  };
  ws.onclose = () => {
    if (S.ws !== ws || !S.game || S.game.code !== code) return;
    setTimeout(() => { if (S.ws === ws) connect(); }, S.wsDelay);
    S.wsDelay = Math.min(S.wsDelay * 2, 5000);
  };
}

// ---- moves

async function attempt(from, to) {
  S.selected = null;
  const castle = castlingFor(from, to);
  if (castle) { await send(castle.move); return; } // the board's own form: e1g1, or e1h1 on a Chess960 board
  const moves = legalFrom(from).filter((m) => m.slice(2, 4) === to);
  if (moves.length > 1) { askPromotion(from, to); return; }
  if (moves.length === 1 || myTurn()) { await send(moves.length === 1 ? moves[0] : from + to); return; }
  // Not legal, and not ours to play: ask the rules why (teaching), without playing anything.
  await explainWhy(from + to);
}

function myTurn() {
  return !!(S.state && S.state.status === 'playing' && S.state.turn[0] === myColour());
}

/** The position for GET /api/explain: the state's FEN names an en passant square only when a capture is legal (EP-FEN), so it is put back after a double step. */
function explainFen() {
  const st = S.state;
  const fields = st.fen.split(' ');
  const last = st.moves[st.moves.length - 1];
  if (last && S.board[last.slice(2, 4)] && S.board[last.slice(2, 4)][1] === 'P' && last[0] === last[2]
      && Math.abs(+last[1] - +last[3]) === 2) {
    fields[3] = last[0] + (+last[1] + +last[3]) / 2;
  } else if (!last) {
    fields[3] = st.startFen.split(' ')[3];
  }
  return fields.join(' ');
}

async function send(move) {
  clearExplain();
  if (!S.game) return;
  if (S.state && S.state.status === 'playing' && S.state.turn[0] !== myColour()) {
    notice('notYourMove');
    render();
    return;
  }
  try {
    applyState(await api('POST', boardPath('/moves'), { move }, S.game.seat));
  } catch (e) {
    if (e.status === 422 && e.body) showExplain(move, e.body.explain || []);
    else refused(e);
    render();
  }
}

async function explainWhy(move) {
  if (!S.state) return;
  const q = new URLSearchParams({ fen: explainFen(), move, variant: S.state.variant });
  try {
    const r = await api('GET', '/api/explain?' + q);
    if (r.legal) { await send(move); return; }
    showExplain(move, r.clauses || []);
  } catch (e) {
    refused(e);
  }
  render();
}

function askPromotion(from, to) {
  const box = $('promotion');
  box.innerHTML = '';
  for (const p of ['q', 'r', 'b', 'n']) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.promo = p;
    b.setAttribute('aria-label', t('promoteTo', { piece: t(NAMES[p.toUpperCase()]) }));
    b.innerHTML = pieceSvg(myColour(), p.toUpperCase());
    b.onclick = () => { box.hidden = true; send(from + to + p); };
    box.appendChild(b);
  }
  box.hidden = false;
  render();
}

function showExplain(move, clauses) {
  S.explained = { move, clauses };
  renderExplain();
}

/** The refused move's clauses: English gives explain's reasons; the other languages the clause's sentence (clauses.js). */
function renderExplain() {
  const box = $('explain');
  box.innerHTML = '';
  delete box.dataset.move;
  if (!S.explained) return;
  const { move, clauses } = S.explained;
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
    const words = language() === 'en' ? c.reason : clauseText(language(), c.id) || c.reason;
    li.textContent = `${c.id} ${t(c.holds ? 'holds' : 'fails')}: ${words}`;
    ul.appendChild(li);
  }
  box.appendChild(ul);
  box.dataset.move = move;
}

function clearExplain() {
  S.explained = null;
  renderExplain();
}

/** A refusal from the server (or no answer at all), kept as data so that it is said in whichever language is chosen. */
function refused(e) {
  const b = e.body || {};
  notice('refused', { status: e.status || 0, key: b.key, args: b.args || {}, text: b.error || '' });
}

/** English shows the server's own line; the other languages say the refusal from its key (docs/API.md "Errors"). */
function refusal(v) {
  if (!v.status) return t('err_network');
  if (language() === 'en' && v.text) return v.text;
  const args = { ...v.args };
  if (args.turn) args.turn = t(args.turn);
  return v.key && hasText('err_' + v.key) ? t('err_' + v.key, args) : t('err_status', { status: v.status });
}

function notice(key, values) {
  S.message = { key, values };
  renderStatus();
}

// ---- drawing

function orientationWhiteBottom() {
  const white = !S.game || S.game.color !== 'black';
  return S.flipped ? !white : white;
}

function render() {
  renderBoard();
  renderStatus();
  renderClocks();
  renderMoves();
  renderControls();
}

/** The 64 squares, made once per orientation and then updated in place (a drag keeps its target). */
function squares(whiteBottom) {
  const el = $('board');
  if (el.dataset.whiteBottom === String(whiteBottom) && el.childElementCount === 8) return;
  el.innerHTML = '';
  el.dataset.whiteBottom = String(whiteBottom);
  for (let row = 0; row < 8; row++) {
    const rowEl = document.createElement('div');
    rowEl.setAttribute('role', 'row');
    rowEl.className = 'rank';
    for (let col = 0; col < 8; col++) {
      const f = whiteBottom ? col : 7 - col;
      const r = whiteBottom ? 8 - row : row + 1;
      const d = document.createElement('div');
      d.dataset.square = FILES[f] + r;
      d.dataset.shade = (f + r) % 2 === 0 ? 'dark' : 'light';
      d.setAttribute('role', 'gridcell');
      d.tabIndex = -1;
      if (col === 0) d.insertAdjacentHTML('beforeend', `<span class="coord rank-c">${r}</span>`);
      if (row === 7) d.insertAdjacentHTML('beforeend', `<span class="coord file-c">${FILES[f]}</span>`);
      rowEl.appendChild(d);
    }
    el.appendChild(rowEl);
  }
}

function renderBoard() {
  const el = $('board');
  const whiteBottom = orientationWhiteBottom();
  squares(whiteBottom);
  const st = S.state;
  const last = st && st.moves.length ? st.moves[st.moves.length - 1] : null;
  const dests = S.selected ? legalFrom(S.selected).map((m) => m.slice(2, 4))
    .concat(((st && st.castling) || []).filter((c) => c.king === S.selected).flatMap((c) => [c.rook, c.kingTo])) : [];
  let checked = null;
  if (st && st.check) {
    checked = Object.keys(S.board).find((s) => S.board[s] === st.turn[0] + 'K');
  }
  const preview = S.preview ? blastOf(S.board, S.preview.from, S.preview.to) : null;
  const blastFresh = S.blast && performance.now() - S.blast.at < 1200;
  for (const d of el.querySelectorAll('[data-square]')) {
    const sq = d.dataset.square;
    const p = S.board[sq];
    const cls = ['sq', d.dataset.shade];
    if (sq === S.selected) cls.push('selected');
    if (dests.includes(sq)) cls.push(p ? 'dest-capture' : 'dest');
    if (last && (sq === last.slice(0, 2) || sq === last.slice(2, 4))) cls.push('last');
    if (sq === checked) cls.push('check');
    if (preview && preview.squares.includes(sq)) cls.push('blast-zone');
    if (S.blast && S.blast.squares.includes(sq)) cls.push(blastFresh ? 'blast' : 'blasted');
    d.className = cls.join(' ');
    d.tabIndex = sq === S.focus ? 0 : -1; // one tab stop on the board; the arrows move within it
    d.setAttribute('aria-label', p ? t('squareWith', { sq, piece: t('pieceOf', { colour: t(p[0] === 'w' ? 'white' : 'black'), piece: t(NAMES[p[1]]) }) })
      : t('squareEmpty', { sq }));
    let pe = d.querySelector('.piece');
    if (pe && pe.dataset.piece !== p) { pe.remove(); pe = null; }
    if (p && !pe) {
      pe = document.createElement('div');
      pe.className = 'piece';
      pe.dataset.piece = p;
      pe.innerHTML = pieceSvg(p[0], p[1]);
      d.appendChild(pe);
    }
    if (pe) {
      pe.classList.toggle('doomed', !!(preview && preview.removed.includes(sq)));
      pe.classList.toggle('lifted', !!(S.drag && S.drag.started && S.drag.from === sq));
    }
    if (!blastFresh) for (const g of d.querySelectorAll('.debris')) g.remove();
    else if (!p && !d.querySelector('.debris')) {
      // the removed pieces go up in the blast; the capturer explodes on the capture square
      const gone = S.blast.pieces.filter(([s]) => (s === sq && s !== S.blast.from) || (sq === S.blast.to && s === S.blast.from));
      for (const [, piece] of gone) {
        if (!piece) continue;
        const g = document.createElement('div');
        g.className = 'debris';
        g.innerHTML = pieceSvg(piece[0], piece[1]);
        d.appendChild(g);
      }
    }
  }
  el.dataset.preview = preview ? preview.removed.sort().join(' ') : '';
  el.dataset.blast = S.blast ? S.blast.squares.slice().sort().join(' ') : '';
  el.dataset.fen = st ? st.fen.split(' ')[0] : '';
  $('game').classList.toggle('black-bottom', !whiteBottom);
  if (blastFresh && !S.blastTimer) {
    S.blastTimer = setTimeout(() => { S.blastTimer = null; renderBoard(); }, 1250);
  }
}

const TERMINATIONS = {
  'checkmate': 'term_checkmate', 'stalemate': 'term_stalemate', 'king exploded': 'term_exploded',
  'time forfeit': 'term_time', 'timeout vs insufficient material': 'term_timeDraw', 'dead position': 'term_dead',
  'threefold repetition': 'term_threefold', 'fivefold repetition': 'term_fivefold', 'fifty moves': 'term_fifty',
  'seventy five moves': 'term_seventyFive', 'resignation': 'term_resign', 'draw agreed': 'term_agreed',
};

function renderStatus() {
  const el = $('status');
  const st = S.state;
  let text;
  if (!st || !S.game) {
    text = t('noGame');
    el.dataset.state = 'none';
  } else {
    el.dataset.state = st.status;
    el.dataset.result = st.result || '';
    el.dataset.termination = st.termination || '';
    el.dataset.turn = st.turn;
    el.dataset.draw = st.drawOffer || '';
    el.dataset.takeback = st.takebackOffer || '';
    const you = t('youPlay', { side: t(S.game.color), variant: t(st.variant) + (st.chess960 ? ' · ' + t('chess960') : '') });
    if (st.status === 'waiting') text = you + ' ' + t('waiting');
    else if (st.status === 'ended') {
      const winner = st.result === '1-0' ? t('whiteWins') : st.result === '0-1' ? t('blackWins') : t('draw');
      text = t('gameOver', { result: st.result, winner, reason: t(TERMINATIONS[st.termination] || 'term_other') });
    } else {
      const mine = st.turn[0] === myColour();
      text = you + ' ' + (mine ? t('yourMove') : S.game.mode === 'computer' ? t('thinking') : t('theirMove'));
      if (st.check) text += ' ' + t('check');
      if (st.drawOffer && st.drawOffer[0] !== myColour()) text += ' ' + t('drawOffered');
      if (st.takebackOffer && st.takebackOffer[0] !== myColour()) text += ' ' + t('takebackAsked');
    }
  }
  if (S.message) text += ' — ' + (S.message.key === 'refused' ? refusal(S.message.values) : t(S.message.key, S.message.values || {}));
  el.textContent = text;
}

function formatMs(ms) {
  if (ms <= 0) return '0:00';
  const s = Math.floor(ms / 1000);
  const m = Math.floor(s / 60);
  const base = `${m}:${String(s % 60).padStart(2, '0')}`;
  return ms < 20000 ? base + '.' + Math.floor((ms % 1000) / 100) : base;
}

function renderClocks() {
  const st = S.state;
  for (const side of ['white', 'black']) {
    const el = $('clock-' + side);
    const c = st && st.clock;
    el.classList.toggle('running', !!(c && c.running === side));
    // GM-FLAG: the side whose clock ran out is the side to move when the game ended
    const flagged = !!(st && st.status === 'ended' && st.termination && st.termination.startsWith('time')
      && st.turn === side);
    el.classList.toggle('flagged', flagged);
    if (!c) {
      el.textContent = t(side) + ' —';
      el.dataset.ms = '';
      continue;
    }
    let ms = c[side];
    if (c.running === side) ms -= performance.now() - S.clockAt;
    ms = Math.max(0, Math.round(ms));
    el.dataset.ms = ms;
    el.textContent = `${t(side)} ${formatMs(ms)}${flagged ? ' ⚑' : ''}`;
  }
}

function renderMoves() {
  const ol = $('moves');
  ol.innerHTML = '';
  const san = S.state ? S.state.san : [];
  for (let i = 0; i < san.length; i += 2) {
    const li = document.createElement('li');
    li.textContent = san[i] + (san[i + 1] ? ' ' + san[i + 1] : '');
    ol.appendChild(li);
  }
  const firstBlack = S.state && S.state.startFen.split(' ')[1] === 'b';
  if (firstBlack && ol.firstChild) ol.firstChild.textContent = '… ' + ol.firstChild.textContent;
  ol.scrollTop = ol.scrollHeight;
}

function renderControls() {
  const st = S.state;
  const online = S.game && S.game.mode === 'human';
  $('online-panel').hidden = !online;
  if (online) {
    $('board-code').textContent = S.game.code;
    $('invite-link').value = S.game.invite || `${location.origin}/?join=${S.game.code}`;
  }
  const playing = !!(st && st.status === 'playing');
  const me = myColour();
  $('undo').disabled = !playing;
  $('resign').disabled = !playing;
  $('draw-offer').disabled = !playing || S.game.mode === 'computer';
  const theirDraw = playing && st.drawOffer && st.drawOffer[0] !== me;
  $('draw-accept').hidden = !theirDraw;
  $('draw-decline').hidden = !theirDraw;
  const theirTakeback = playing && st.takebackOffer && st.takebackOffer[0] !== me;
  $('takeback-grant').hidden = !theirTakeback;
  $('takeback-decline').hidden = !theirTakeback;
  document.body.classList.toggle('mode-online', $('mode').value === 'human');
  $('view').textContent = document.body.dataset.view === '3d' ? '2D' : '3D';
  $('view').setAttribute('aria-label', t(document.body.dataset.view === '3d' ? 'to2d' : 'to3d'));
}

setInterval(() => { if (S.state && S.state.clock && S.state.clock.running) renderClocks(); }, 100);

// ---- input: click-click, drag, keys

function squareAt(x, y) {
  const el = document.elementFromPoint(x, y);
  const sq = el && el.closest('[data-square]');
  if (sq) return sq.dataset.square;
  if (!el || !el.closest('#board')) return null;
  // on the tilted board a point may find the board itself: the square whose box holds it, nearest its centre
  let best = null, dist = Infinity;
  for (const d of $('board').querySelectorAll('[data-square]')) {
    const r = d.getBoundingClientRect();
    if (x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
    const k = Math.hypot(x - (r.left + r.right) / 2, y - (r.top + r.bottom) / 2);
    if (k < dist) { dist = k; best = d.dataset.square; }
  }
  return best;
}

function own(sq) {
  const p = S.board[sq];
  return p && p[0] === myColour();
}

function setPreview(to) {
  const from = S.selected || (S.drag && S.drag.from);
  let next = null;
  if (from && to && S.state && S.state.variant === 'atomic' && legalFrom(from).some((m) => m.slice(2, 4) === to)
      && isCapture(S.board, from, to)) {
    next = { from, to };
  }
  const same = (a, b) => (a && b ? a.from === b.from && a.to === b.to : a === b);
  if (!same(next, S.preview)) {
    S.preview = next;
    renderBoard();
    if (S.drag && S.drag.started) S.drag.ghostRefresh();
  }
}

function press(sq, touch) {
  $('promotion').hidden = true;
  if (S.selected && sq !== S.selected && (!own(sq) || castlingFor(S.selected, sq))) {
    // on a touch screen, an atomic capture is previewed first and played on the second tap
    if (touch && S.state && S.state.variant === 'atomic' && !(S.preview && S.preview.to === sq)) {
      setPreview(sq);
      if (S.preview) return false;
    }
    attempt(S.selected, sq);
    return false;
  }
  if (own(sq)) {
    const again = S.selected === sq;
    S.selected = sq;
    S.preview = null;
    renderBoard();
    return again;
  }
  S.selected = null;
  renderBoard();
  return false;
}

function onPointerDown(e) {
  const sq = squareAt(e.clientX, e.clientY);
  if (!sq || e.button > 0) return;
  e.preventDefault();
  const wasSelected = press(sq, e.pointerType === 'touch');
  if (S.selected === sq) {
    S.drag = { from: sq, x: e.clientX, y: e.clientY, started: false, wasSelected, ghost: null };
  }
}

function onPointerMove(e) {
  const d = S.drag;
  if (d) {
    if (!d.started && Math.hypot(e.clientX - d.x, e.clientY - d.y) > 5) {
      d.started = true;
      const g = document.createElement('div');
      g.className = 'ghost';
      g.innerHTML = pieceSvg(S.board[d.from][0], S.board[d.from][1]);
      document.body.appendChild(g);
      d.ghost = g;
      d.ghostRefresh = () => { const p = $('board').querySelector(`[data-square="${d.from}"] .piece`); if (p) p.classList.add('lifted'); };
      d.ghostRefresh();
    }
    if (d.started) {
      const size = $('board').querySelector('.sq').getBoundingClientRect().width;
      d.ghost.style.width = d.ghost.style.height = size + 'px';
      d.ghost.style.left = e.clientX - size / 2 + 'px';
      d.ghost.style.top = e.clientY - size / 2 + 'px';
      setPreview(squareAt(e.clientX, e.clientY));
    }
    return;
  }
  const over = e.target.closest && e.target.closest('[data-square]');
  if (S.selected) setPreview(over ? over.dataset.square : null);
}

function onPointerUp(e) {
  const d = S.drag;
  if (!d) return;
  S.drag = null;
  if (d.ghost) d.ghost.remove();
  if (d.started) {
    const to = squareAt(e.clientX, e.clientY);
    if (to && to !== d.from) { S.selected = d.from; attempt(d.from, to); return; }
    renderBoard();
  } else if (d.wasSelected) {
    S.selected = null;
    renderBoard();
  }
}

const ARROWS = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

function onKey(e) {
  const el = e.target.closest('[data-square]');
  if (!el) return;
  const sq = el.dataset.square;
  if (ARROWS[e.key]) { // as the board is seen: up is towards the far side
    e.preventDefault();
    const k = orientationWhiteBottom() ? 1 : -1;
    const next = square(fileOf(sq) + k * ARROWS[e.key][0], rankOf(sq) + k * ARROWS[e.key][1]);
    if (next) {
      S.focus = next;
      renderBoard();
      $('board').querySelector(`[data-square="${next}"]`).focus();
    }
    return;
  }
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  if (press(sq, false)) { S.selected = null; renderBoard(); }
  const focus = $('board').querySelector(`[data-square="${sq}"]`); // the board was drawn again
  if (focus) focus.focus();
}

function onFocus(e) {
  const el = e.target.closest && e.target.closest('[data-square]');
  if (el) S.focus = el.dataset.square;
  if (el && S.selected) setPreview(el.dataset.square);
}

async function typed(e) {
  e.preventDefault();
  const text = $('move-input').value.trim();
  if (!text || !S.state) return;
  $('move-input').value = '';
  const uci = text.toLowerCase();
  if (/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(uci)) {
    if (S.state.legal.includes(uci) || myTurn()) await send(uci);
    else if (uci.length === 4 && S.state.legal.some((m) => m.startsWith(uci))) askPromotion(uci.slice(0, 2), uci.slice(2, 4));
    else await explainWhy(uci);
  } else {
    await send(text); // SAN: the server reads it (and explains it if it is illegal)
  }
}

// ---- views, themes, languages

function setView(v) {
  document.body.dataset.view = v;
  store.set('view', v);
  renderControls();
}

function setTheme(name) {
  document.body.dataset.theme = name;
  $('theme').value = name;
  store.set('theme', name);
}

function applyLanguage(lang) {
  setLanguage(lang);
  store.set('language', lang);
  $('language').value = lang;
  translatePage();
  render();
  renderExplain();
  if (!$('rules-panel').hidden) showRules();
}

function showPanel(rules) {
  $('rules-panel').hidden = !rules;
  $('play-panel').hidden = rules;
  $('rules-tab').setAttribute('aria-pressed', rules);
  $('play-tab').setAttribute('aria-pressed', !rules);
  if (rules) showRules();
}

// ---- start

function init() {
  applyLanguage(store.get('language') || chooseLanguage(navigator.languages || [navigator.language]));
  setTheme(store.get('theme') || 'felt');
  document.body.dataset.view = store.get('view') || '2d';
  const board = $('board');
  board.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('pointermove', onPointerMove);
  document.addEventListener('pointerup', onPointerUp);
  // a finger lifted also leaves the board: on a touch screen the preview stays until the next tap
  board.addEventListener('pointerleave', (e) => { if (!S.drag && e.pointerType !== 'touch') setPreview(null); });
  board.addEventListener('keydown', onKey);
  board.addEventListener('focusin', onFocus);
  $('new-game').onclick = newGame;
  $('join').onclick = () => joinGame($('join-code').value);
  $('undo').onclick = () => act('/takeback/ask');
  $('resign').onclick = () => act('/resign');
  $('draw-offer').onclick = () => act('/draw/offer');
  $('draw-accept').onclick = () => act('/draw/accept');
  $('draw-decline').onclick = () => act('/draw/decline');
  $('takeback-grant').onclick = () => act('/takeback/grant');
  $('takeback-decline').onclick = () => act('/takeback/decline');
  $('flip').onclick = () => { S.flipped = !S.flipped; render(); };
  $('view').onclick = () => setView(document.body.dataset.view === '3d' ? '2d' : '3d');
  $('theme').onchange = () => setTheme($('theme').value);
  $('language').onchange = () => applyLanguage($('language').value);
  $('mode').onchange = renderControls;
  $('move-form').onsubmit = typed;
  $('copy-invite').onclick = async () => {
    const link = $('invite-link').value;
    try { await navigator.clipboard.writeText(link); } catch { $('invite-link').select(); document.execCommand('copy'); }
    notice('copied');
  };
  $('rules-tab').onclick = () => showPanel(true);
  $('play-tab').onclick = () => showPanel(false);
  render();

  const join = new URLSearchParams(location.search).get('join');
  const kept = store.get('game');
  if (join) {
    history.replaceState(null, '', location.pathname); // a reload then resumes instead of joining again
    $('mode').value = 'human';
    joinGame(join);
  } else if (kept) {
    resume(kept);
  }
  document.body.dataset.ready = '1';
  window.passantReadyAt = performance.now();
}

init();
