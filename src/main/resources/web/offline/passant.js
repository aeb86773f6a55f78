/**
 * Passant's rules in the browser (issue 49; docs/offline.md): the kernel, the explainer, the game
 * layer, the fast generator's perft and the engine, compiled from the JVM's classes by TeaVM to
 * WebAssembly (passant.wasm, loaded by TeaVM's passant-runtime.js). This file only carries values
 * across: every answer comes from the compiled Java (org.passant.js.PassantModule).
 *
 *   import { load } from './offline/passant.js';
 *   const passant = await load();
 *   passant.legalMoves(fen)                 // [{uci, san, from, to, promotion, capture, enPassant, castling, ...}]
 *   passant.play(fen, 'e4')                 // {fen, move}
 *   passant.explain(fen, 'e5d6')            // {move, kind, legal, clauses: [{id, holds, reason}], failing}
 *   passant.perft(fen, 5)                   // 4865609
 *
 * Positions are FEN text ('' or null for the variant's initial position). Options, all optional:
 *   variant   'chess' (default) or 'atomic'
 *   lenient   true to load positions that cannot arise in a game but can be counted (perft files)
 *   chess960  true to write castling in UCI as the king taking its own rook (e1h1), as UCI_Chess960 does
 * A FEN's castling field may name rooks by file (X-FEN, Shredder-FEN): Chess960 positions load as they are.
 * Moves may be given in SAN ('Nf3', 'exd6', 'O-O') or UCI ('g1f3', 'e5d6', 'e1g1' or 'e1h1').
 * A refusal throws a PassantError whose kind says what was refused (see PassantError).
 *
 * A game is its start position and its moves (see game, judge and bestMove): nothing is kept inside
 * the module, so a game can be stored anywhere and given back as it was.
 */
import { load as loadRuntime } from './passant-runtime.js';

/**
 * What the rules refused. kind: 'fen' (with field, 1 to 6 or 0 for the whole text, fenError and,
 * when the position itself is refused, positionError), 'position' (positionError: MISSING_KING,
 * OPPONENT_IN_CHECK, EP_NO_PAWN, ...), 'illegal-move', 'input' (unreadable input: a move, a level,
 * a depth), or 'internal' (a bug: please report it). message is the one line the CLI would print.
 */
export class PassantError extends Error {
  constructor(error) {
    super(error.message);
    this.name = 'PassantError';
    Object.assign(this, error);
  }
}

function unwrap(json) {
  const answer = JSON.parse(json);
  if (answer.error) throw new PassantError(answer.error);
  return answer.value;
}

/** The module, loaded and ready; url: where passant.wasm is (beside this file by default). */
export async function load(url = new URL('./passant.wasm', import.meta.url)) {
  const teavm = await loadRuntime(String(url));
  return new Passant(teavm.exports);
}

/** The rules: every method is synchronous and answers in microseconds, except perft and bestMove. */
export class Passant {
  #x;

  constructor(exports) {
    this.#x = exports;
  }

  /** The legal moves, sorted by UCI text; each {uci, san, from, to, promotion, capture, enPassant, castling}, a castling also {king, rook, kingTo}, an atomic capture also explodes (the squares it empties). */
  legalMoves(fen, { variant = 'chess', lenient = false, chess960 = false } = {}) {
    return unwrap(this.#x.legalMoves(variant, fen ?? '', lenient, chess960));
  }

  /** Plays a legal move: {fen, move}; an illegal one throws (kind 'illegal-move'). */
  play(fen, move, { variant = 'chess', lenient = false, chess960 = false } = {}) {
    return unwrap(this.#x.play(variant, fen ?? '', lenient, String(move), chess960));
  }

  /** The SAN of a legal move given in UCI or SAN. */
  san(fen, move, options = {}) {
    return this.play(fen, move, options).move.san;
  }

  /** Every clause that decides a move, legal or not: {move, kind, legal, clauses: [{id, holds, reason}], failing: [ids]}. */
  explain(fen, move, { variant = 'chess', lenient = false, chess960 = false } = {}) {
    return unwrap(this.#x.explain(variant, fen ?? '', lenient, String(move), chess960));
  }

  /** Perft: the number of leaf nodes of the legal move tree of depth 0 to 64 (the fast generator, one thread). */
  perft(fen, depth, { variant = 'chess', lenient = false } = {}) {
    return unwrap(this.#x.perft(variant, fen ?? '', lenient, depth | 0));
  }

  /** The engine's static evaluation of the position, in centipawns for the side to move (no search: the evaluation's weights at work). */
  evaluate(fen, { variant = 'chess', lenient = false } = {}) {
    return unwrap(this.#x.evaluate(variant, fen ?? '', lenient));
  }

  /** The position's FEN as Passant writes it; enPassant 'legal' (default: the square only when a capture is legal), 'fen' or 'xfen' (EP-FEN). */
  fen(fen, { variant = 'chess', lenient = false, enPassant = 'legal' } = {}) {
    return unwrap(this.#x.fen(variant, fen ?? '', lenient, enPassant));
  }

  /** C960-SETUP: the FEN of Chess960 start position n (0 to 959, Scharnagl's numbering; 518 is the standard one). */
  chess960Start(n, { variant = 'chess' } = {}) {
    return unwrap(this.#x.chess960Start(variant, n | 0));
  }

  /**
   * A game's state, in the words of the server's board state (docs/API.md): {fen, moves (UCI, castling
   * as king takes rook), san, turn, check, status ('playing' or 'ended'), result ('1-0', '0-1',
   * '1/2-1/2' or null), termination ('checkmate', 'threefold repetition', 'king exploded', ...),
   * winner ('white', 'black' or null), legal (the legal moves, as legalMoves writes them)}.
   * game: {variant, start (FEN, '' for the initial position), moves (UCI strings), resigned ('white' or 'black'), chess960}.
   */
  game({ variant = 'chess', start = '', moves = [], resigned = null, chess960 = false } = {}) {
    return unwrap(this.#x.game(variant, start ?? '', moves.join(' '), resigned ?? '', chess960));
  }

  /**
   * The game in PGN, as the server writes a board's (PLAY-RECORD): tags Event, Site, Date (YYYY-MM-DD,
   * today's by default), White and Black as given, Variant, SetUp and FEN for another start, result '*'
   * while the game is played. game as for game().
   */
  pgn({ variant = 'chess', start = '', moves = [], resigned = null } = {},
    { white = '?', black = '?', event = '?', site = '?', date = new Date().toISOString().slice(0, 10) } = {}) {
    return unwrap(this.#x.pgn(variant, start ?? '', moves.join(' '), resigned ?? '', white, black, event, site, date));
  }

  /**
   * A player's move in a game, judged: {legal: true, move, state} with the game's state after it, or
   * {legal: false, explanation} for an illegal move, given in UCI or as SAN that names no legal move
   * (explained through the move it means by its piece's movement, as the server explains it), or
   * {legal: false, ambiguous: [SAN...]} for SAN that could be more than one legal move.
   */
  judge({ variant = 'chess', start = '', moves = [], chess960 = false } = {}, move) {
    return unwrap(this.#x.judge(variant, start ?? '', moves.join(' '), String(move), chess960));
  }

  /**
   * The computer's move in a game (PLAY-COMPUTER): level 'easy', 'medium' or 'hard', at most millis
   * milliseconds of thought, seed fixing a weaker level's choice. Blocks for up to millis: call it in
   * a worker (engine.js does). {move, score (centipawns for the side to move), depth, nodes, millis, pv}.
   */
  bestMove({ variant = 'chess', start = '', moves = [], chess960 = false } = {}, { level = 'hard', millis = 1000, seed = 0 } = {}) {
    return unwrap(this.#x.bestMove(variant, start ?? '', moves.join(' '), level, millis | 0, seed, chess960));
  }
}
