// Games against the computer played in this browser (issue 49, PLAY-COMPUTER; docs/offline.md): the
// play page plays every game against the computer through the browser module, the rules compiled from
// the JVM's classes (offline/passant.js) judging and explaining the moves and the engine replying from
// its Web Worker (offline/engine.js); the server is not asked. The game is offline/computer.js's
// ComputerGame, kept in local storage as its start position and its moves; this file only gives its
// state the shape of the server's board state (docs/API.md), so that game.js draws it as it draws a
// board. Online boards use the module too (rules()), for their legal-move marks and a refused move's
// explanation before the server's verdict.
import { load, PassantError } from './offline/passant.js';
import { Engine } from './offline/engine.js';
import { ComputerGame, STORAGE_KEY } from './offline/computer.js';

/** The code of a game in this browser begins so: no server board has it (a server's codes are letters and digits only). */
export const LOCAL_CODE = 'in-browser';

let module = null;
let engine = null;

/** The rules in the browser (passant.js's Passant), loaded once (the module's first load takes about a second). */
export function rules() {
  if (!module) {
    module = load();
    module.catch(() => { module = null; }); // a browser without WebAssembly GC, or files not cached: tried again next time
  }
  return module;
}

/** The module and the engine's worker, started with the first game against the computer. */
async function loadRules() {
  const passant = await rules();
  if (!engine) engine = new Engine();
  return { passant, engine };
}

/** Whether a game against the computer is kept in this browser. */
export function hasLocalGame() {
  try { return !!localStorage.getItem(STORAGE_KEY); } catch { return false; }
}

/**
 * A game against the computer in this browser: the kept one (resume), or a new one from the setup's
 * {variant, level, color, fen, chess960, chess960Position} (the server's words for a new board;
 * C960-SETUP: the numbered start, or one drawn at random). Rejects with the module's PassantError
 * when the rules refuse the start position (kind 'fen' or 'position', or 'game-over' for a start
 * where the game is already over) or the kept record; with another error when the module cannot run here.
 */
export async function openLocal(setup) {
  const { passant, engine } = await loadRules();
  if (!setup) {
    const kept = ComputerGame.resume(passant, engine, { storage: localStorage });
    return kept ? new LocalBoard(passant, kept) : null;
  }
  let start = setup.fen || '';
  if (setup.chess960 && !start) {
    const n = setup.chess960Position ?? crypto.getRandomValues(new Uint32Array(1))[0] % 960;
    start = passant.chess960Start(n, { variant: setup.variant });
  }
  const game = ComputerGame.start(passant, engine, { variant: setup.variant, level: setup.level, side: setup.color, start,
    chess960: !!setup.chess960 });
  // refused before it is kept: the game kept until now stays kept
  if (game.over) throw new PassantError({ kind: 'game-over', message: 'the game is already over in this start position' });
  return new LocalBoard(passant, ComputerGame.fromJSON(passant, engine, game.toJSON(), { storage: localStorage }));
}

/** A ComputerGame seen as a server board: state() in the server's words, and the seat's acts. */
class LocalBoard {
  #game;
  #version = 1;
  #startFen;
  #code;

  constructor(passant, game) {
    const r = game.toJSON();
    this.#game = game;
    this.#startFen = r.start || passant.fen('', { variant: game.variant });
    this.#code = LOCAL_CODE + '-' + r.seed.toString(36); // one code a game, the same after a reload: a late answer for another game is dropped
  }

  get color() { return this.#game.player; }

  /** The setup of a rematch (as the server's rematch: the same variant, level and start, a new Chess960 arrangement, colours swapped). */
  rematchSetup() {
    const r = this.#game.toJSON();
    return { variant: r.variant, level: r.level, color: this.#game.computer, chess960: r.chess960, fen: r.chess960 ? '' : r.start };
  }
  get computerToMove() { return this.#game.computerToMove; }

  /** The board state as the server writes it (docs/API.md), for a board without a clock. */
  state() {
    const g = this.#game;
    const s = g.state;
    const playing = s.status === 'playing';
    const legal = playing ? s.legal : [];
    return {
      code: this.#code, local: true, version: this.#version, variant: g.variant, chess960: !!g.toJSON().chess960,
      startFen: this.#startFen, fen: s.fen, moves: s.moves, san: s.san, turn: s.turn, check: s.check,
      status: s.status, result: s.result, termination: s.termination, clock: null,
      legal: legal.map((m) => m.uci),
      castling: legal.filter((m) => m.castling).map((m) => ({ move: m.uci, king: m.king, rook: m.rook, kingTo: m.kingTo })),
      seats: { [g.player]: 'player', [g.computer]: 'computer' },
      players: { [g.player]: null, [g.computer]: { computer: g.level } },
      level: g.level, drawOffer: null, takebackOffer: null, rematch: null, rated: false, ratingChange: null, watchers: 0,
    };
  }

  /**
   * The player's move judged by the rules in the browser: {state} once played, {explain} (every
   * clause's verdict, with the keys the page words them from, as the server's 422 gives them), or
   * {ambiguous} (the SANs a typed move could be, as the server's 400 ambiguous-move names them).
   */
  move(text) {
    const verdict = this.#game.move(text);
    if (!verdict.legal) return verdict.ambiguous ? { ambiguous: verdict.ambiguous } : { explain: verdict.explanation.clauses };
    this.#version++;
    return { state: this.state() };
  }

  /** The computer's reply from the worker: the state after it (rejects, kind 'cancelled', when undo or resign overtook it). */
  async reply() {
    await this.#game.reply();
    this.#version++;
    return this.state();
  }

  undo() {
    this.#game.undo();
    this.#version++;
    return this.state();
  }

  resign() {
    this.#game.resign();
    this.#version++;
    return this.state();
  }

  /** The game in PGN, Site the page's address. */
  pgn() {
    return this.#game.pgn({ site: location.origin + '/' });
  }

  /** The game is left for another: its record leaves local storage. */
  forget() {
    this.#game.forget();
  }
}
