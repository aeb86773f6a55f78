// A game against the computer played in this browser (issue 49, PLAY-COMPUTER; docs/offline.md): when
// the server cannot be reached, the play page plays through the browser module instead, the rules
// compiled from the JVM's classes (offline/passant.js) judging and explaining the moves and the engine
// replying from its Web Worker (offline/engine.js). The game is offline/computer.js's ComputerGame,
// kept in local storage as its start position and its moves; this file only gives its state the
// shape of the server's board state (docs/API.md), so that game.js draws it as it draws a board.
import { load } from './offline/passant.js';
import { Engine } from './offline/engine.js';
import { ComputerGame, STORAGE_KEY } from './offline/computer.js';

/** The code of the local game: no server board has it (a server's codes are letters and digits only). */
export const LOCAL_CODE = 'in-browser';

let rules = null;

/** The module and the engine's worker, loaded once (the module's first load takes about a second). */
function loadRules() {
  if (!rules) {
    rules = load().then((passant) => ({ passant, engine: new Engine() }));
    rules.catch(() => { rules = null; }); // a browser without WebAssembly GC, or files not cached: tried again next time
  }
  return rules;
}

/** Whether a game against the computer is kept in this browser. */
export function hasLocalGame() {
  try { return !!localStorage.getItem(STORAGE_KEY); } catch { return false; }
}

/**
 * A game against the computer in this browser: the kept one (resume), or a new one from the setup's
 * {variant, level, color, fen}. Rejects with the module's PassantError when the rules refuse the
 * start position or the kept record.
 */
export async function openLocal(setup) {
  const { passant, engine } = await loadRules();
  const game = setup
    ? ComputerGame.start(passant, engine, { variant: setup.variant, level: setup.level, side: setup.color, start: setup.fen || '', storage: localStorage })
    : ComputerGame.resume(passant, engine, { storage: localStorage });
  return game ? new LocalBoard(passant, game) : null;
}

/** A ComputerGame seen as a server board: state() in the server's words, and the seat's acts. */
class LocalBoard {
  #game;
  #version = 1;
  #startFen;

  constructor(passant, game) {
    this.#game = game;
    this.#startFen = game.toJSON().start || passant.fen('', { variant: game.variant });
  }

  get color() { return this.#game.player; }
  get computerToMove() { return this.#game.computerToMove; }

  /** The board state as the server writes it (docs/API.md), for a board without a clock. */
  state() {
    const g = this.#game;
    const s = g.state;
    const playing = s.status === 'playing';
    const legal = playing ? s.legal : [];
    return {
      code: LOCAL_CODE, local: true, version: this.#version, variant: g.variant, chess960: false,
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
   * The player's move judged by the rules in the browser: {state} once played, or {explain} (every
   * clause's verdict, with the keys the page words them from, as the server's 422 gives them).
   */
  move(text) {
    const verdict = this.#game.move(text);
    if (!verdict.legal) return { explain: verdict.explanation.clauses };
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

  /** The game is left for another: its record leaves local storage. */
  forget() {
    this.#game.forget();
  }
}
