// What the page needs to know of the board to draw it: squares, FEN placements, and the placement a
// played move leaves (to replay a game's moves for the move list and the animations). The server
// judges every move with the kernel; nothing here decides whether a move is legal.

export const FILES = 'abcdefgh';
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const PIECE_NAMES = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };

export const fileOf = (sq) => FILES.indexOf(sq[0]);
export const rankOf = (sq) => +sq[1];
export const square = (f, r) => (f >= 0 && f < 8 && r >= 1 && r <= 8 ? FILES[f] + r : null);
/** The shade of a square as every chess board has it: a1 dark, h1 light. */
export const isDark = (sq) => (fileOf(sq) + rankOf(sq)) % 2 === 1;

/** A FEN's placement as square -> piece ('wP', 'bK'). */
export function parseFen(fen) {
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

/** The placement field of a FEN for a placement. */
export function placementFen(board) {
  const rows = [];
  for (let r = 8; r >= 1; r--) {
    let row = '', empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = board[FILES[f] + r];
      if (!p) { empty++; continue; }
      if (empty) { row += empty; empty = 0; }
      row += p[0] === 'w' ? p[1] : p[1].toLowerCase();
    }
    rows.push(row + (empty || ''));
  }
  return rows.join('/');
}

export function isCapture(board, from, to) {
  const p = board[from];
  if (!p) return false;
  return !!(board[to] && board[to][0] !== p[0]) || (p[1] === 'P' && from[0] !== to[0]);
}

/** AT-EXPLOSION, AT-EP-CENTRE: the squares a capture blasts and the squares whose pieces it removes. */
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

/**
 * The placement after a move in UCI, as the server played it (castling in the board's form: the
 * king's two-square step, or the king onto its own rook on a Chess960 board), and what happened:
 * {board, capture, castle: [rookFrom, rookTo] | null, blast: {squares, removed} | null}.
 */
export function play(board, uci, variant) {
  const from = uci.slice(0, 2), to = uci.slice(2, 4), promo = uci[4];
  const next = { ...board };
  const piece = board[from];
  if (!piece) return { board: next, capture: false, castle: null, blast: null };
  const colour = piece[0];
  let castle = null;
  if (piece[1] === 'K' && (board[to] === colour + 'R' || Math.abs(fileOf(to) - fileOf(from)) === 2)) {
    // C960-CASTLE: the king goes to the g- or c-file, the rook beside it on the f- or d-file
    const kingside = fileOf(to) > fileOf(from);
    const rank = from[1];
    let rookFrom = to;
    if (board[to] !== colour + 'R') rookFrom = (kingside ? 'h' : 'a') + rank;
    const kingTo = (kingside ? 'g' : 'c') + rank, rookTo = (kingside ? 'f' : 'd') + rank;
    delete next[from];
    delete next[rookFrom];
    next[kingTo] = piece;
    next[rookTo] = colour + 'R';
    castle = [rookFrom, rookTo, kingTo];
    return { board: next, capture: false, castle, blast: null };
  }
  const capture = isCapture(board, from, to);
  const enPassant = piece[1] === 'P' && from[0] !== to[0] && !board[to];
  delete next[from];
  if (enPassant) delete next[to[0] + from[1]];
  next[to] = promo ? colour + promo.toUpperCase() : piece;
  let blast = null;
  if (variant === 'atomic' && capture) {
    blast = blastOf(board, from, to);
    for (const s of blast.removed) delete next[s];
    delete next[to]; // the capturer explodes with what it took
  }
  return { board: next, capture, castle, blast };
}

/** The placements of a game: the start and one after each move. */
export function replay(startFen, moves, variant) {
  const out = [parseFen(startFen)];
  for (const m of moves) out.push(play(out[out.length - 1], m, variant).board);
  return out;
}

/**
 * The squares a piece could go to by its movement on an empty board (and a king's castling squares):
 * where a premove may be queued while the opponent is to move; the server judges it when it is sent.
 */
export function premoveDests(board, from) {
  const p = board[from];
  if (!p) return [];
  const f = fileOf(from), r = rankOf(from), white = p[0] === 'w';
  const out = [];
  const add = (df, dr) => { const s = square(f + df, r + dr); if (s) out.push(s); };
  const lines = (dirs) => { for (const [df, dr] of dirs) for (let k = 1; k < 8; k++) add(df * k, dr * k); };
  const ROOK = [[1, 0], [-1, 0], [0, 1], [0, -1]], BISHOP = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
  switch (p[1]) {
    case 'P': {
      const d = white ? 1 : -1;
      add(0, d);
      if (r === (white ? 2 : 7)) add(0, 2 * d);
      add(-1, d);
      add(1, d);
      break;
    }
    case 'N': for (const [df, dr] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]) add(df, dr); break;
    case 'B': lines(BISHOP); break;
    case 'R': lines(ROOK); break;
    case 'Q': lines(ROOK.concat(BISHOP)); break;
    case 'K': {
      for (const [df, dr] of ROOK.concat(BISHOP)) add(df, dr);
      if (r === (white ? 1 : 8)) { // castling: onto the g- or c-file, or onto an own rook
        add(6 - f, 0);
        add(2 - f, 0);
        for (const s of Object.keys(board)) if (board[s] === p[0] + 'R' && s[1] === from[1]) out.push(s);
      }
      break;
    }
    default: break;
  }
  return [...new Set(out)].filter((s) => s !== from);
}

/**
 * A typed move made ready for the server: spaces, check and judgement marks and "e.p." dropped,
 * 0-0 read as O-O. Returns {uci} for coordinates (lower-cased), else {san}.
 */
export function readTyped(text) {
  let s = text.trim().replace(/\s*e\.?\s*p\.?$/i, '').replace(/[+#!?]+$/, '').trim();
  if (/^[a-h][1-8]-?[a-h][1-8][qrbnQRBN]?$/i.test(s)) return { uci: s.replace('-', '').toLowerCase() };
  s = s.replace(/^[0oO]-[0oO]-[0oO]$/, 'O-O-O').replace(/^[0oO]-[0oO]$/, 'O-O');
  return { san: s };
}
