/**
 * A game against the computer, played entirely in the browser (PLAY-COMPUTER; issue 49,
 * docs/offline.md): the rules of passant.js judge and explain the player's moves, the engine of
 * engine.js replies from its worker, and the game is kept as its start position and its moves,
 * in local storage if asked, so that it comes back exactly where it was left.
 *
 *   import { load } from './offline/passant.js';
 *   import { Engine } from './offline/engine.js';
 *   import { ComputerGame } from './offline/computer.js';
 *   const passant = await load();
 *   const engine = new Engine();
 *   const game = ComputerGame.resume(passant, engine, { storage: localStorage })
 *       ?? ComputerGame.start(passant, engine, { variant: 'atomic', level: 'hard', side: 'random', storage: localStorage });
 *   if (game.computerToMove) await game.reply();  // the computer opens when the player is Black
 *   const verdict = game.move('e4');               // {legal: true, move, state} or {legal: false, explanation}
 *   if (verdict.legal && game.computerToMove) await game.reply();
 *   game.undo();                                   // the player's last move and the reply to it
 *
 * game.state is the game's state as Passant.game gives it (fen, moves, san, turn, check, status,
 * result, termination, winner, legal): what a page draws. Every change is saved at once when a
 * storage was given (the record of toJSON, under key, by default 'passant.computer-game').
 * A refusal throws (or rejects with) a PassantError; kind 'input' when the game does not allow the
 * action (not the player's turn, the game over, nothing to undo), kind 'cancelled' for a reply that
 * undo, resign or a new game overtook.
 */
import { PassantError } from './passant.js';

export const STORAGE_KEY = 'passant.computer-game';
const LEVELS = ['easy', 'medium', 'hard'];
const SIDES = ['white', 'black'];
/** The record's format, written into it: a record of another format is refused, not misread. */
const FORMAT = 1;

function refuse(message, kind = 'input') {
  return new PassantError({ kind, message });
}

export class ComputerGame {
  #passant;
  #engine;
  #record;
  #state;
  #storage;
  #key;
  /** Bumped by every change, so that a reply thought out for an earlier game is dropped. */
  #version = 0;

  constructor(passant, engine, record, { storage = null, key = STORAGE_KEY } = {}) {
    if (record?.format !== FORMAT) throw refuse('a computer game record of format ' + FORMAT + ' is expected');
    if (!SIDES.includes(record.player)) throw refuse("player: expected 'white' or 'black', got " + JSON.stringify(record.player));
    if (!LEVELS.includes(record.level)) throw refuse("level: expected 'easy', 'medium' or 'hard', got " + JSON.stringify(record.level));
    if (!Array.isArray(record.moves)) throw refuse('moves: expected a list of UCI moves');
    this.#passant = passant;
    this.#engine = engine;
    this.#record = { ...record, moves: [...record.moves] };
    this.#storage = storage;
    this.#key = key;
    this.#state = passant.game(this.#game()); // the moves replayed by the rules: a record that breaks them is refused here
    this.#save();
  }

  /**
   * A new game: variant 'chess' or 'atomic', level 'easy', 'medium' or 'hard', side (the player's)
   * 'white', 'black' or 'random', start a FEN ('' for the initial position), millis the computer's
   * time budget per move (1000 by default, the server's for a board without a clock), chess960 true
   * to write castling as king takes rook; storage and key as for resume.
   */
  static start(passant, engine, { variant = 'chess', level = 'medium', side = 'white', start = '', millis = 1000,
    chess960 = false, storage = null, key = STORAGE_KEY } = {}) {
    const random = new Uint32Array(2);
    crypto.getRandomValues(random);
    const player = side === 'random' ? SIDES[random[0] & 1] : side;
    if (start) start = passant.fen(start, { variant }); // refused here, with the FEN's own error, if the rules refuse it
    const record = { format: FORMAT, variant, level, player, start, moves: [], resigned: null, millis, chess960, seed: random[1] };
    return new ComputerGame(passant, engine, record, { storage, key });
  }

  /** The game saved under key in storage, or null when there is none; a saved game the rules refuse throws. */
  static resume(passant, engine, { storage = globalThis.localStorage, key = STORAGE_KEY } = {}) {
    const text = storage?.getItem(key);
    if (!text) return null;
    return new ComputerGame(passant, engine, JSON.parse(text), { storage, key });
  }

  /** The game from a record of toJSON (not saved anywhere unless storage is given). */
  static fromJSON(passant, engine, record, options = {}) {
    return new ComputerGame(passant, engine, record, options);
  }

  /**
   * The record that is the game: {format, variant, level, player, start (FEN, '' for the initial
   * position), moves (UCI, castling as king takes rook), resigned, millis, chess960, seed}.
   */
  toJSON() {
    return { ...this.#record, moves: [...this.#record.moves] };
  }

  #game() {
    const r = this.#record;
    return { variant: r.variant, start: r.start, moves: r.moves, resigned: r.resigned, chess960: r.chess960 };
  }

  #save() {
    if (this.#storage) this.#storage.setItem(this.#key, JSON.stringify(this.#record));
  }

  #changed(moves, resigned = this.#record.resigned) {
    const state = this.#passant.game({ ...this.#game(), moves, resigned });
    this.#version++;
    if (this.#engine.thinking) this.#engine.cancel();
    this.#record.moves = moves;
    this.#record.resigned = resigned;
    this.#state = state;
    this.#save();
  }

  get variant() { return this.#record.variant; }
  get level() { return this.#record.level; }
  /** The player's side: 'white' or 'black'. */
  get player() { return this.#record.player; }
  get computer() { return this.#record.player === 'white' ? 'black' : 'white'; }
  /** The game's state (see Passant.game). */
  get state() { return this.#state; }
  get over() { return this.#state.status === 'ended'; }
  /** {result, termination, winner} once the game has ended, else null. */
  get outcome() {
    const s = this.#state;
    return s.status === 'ended' ? { result: s.result, termination: s.termination, winner: s.winner } : null;
  }
  get playerToMove() { return !this.over && this.#state.turn === this.player; }
  get computerToMove() { return !this.over && this.#state.turn === this.computer; }

  /**
   * The player's move (SAN or UCI), judged: {legal: true, move, state} once played, or
   * {legal: false, explanation} (every clause that decides it, see Passant.explain) when the rules
   * refuse it; then nothing changes.
   */
  move(text) {
    if (!this.playerToMove) throw refuse(this.over ? 'the game is over' : "it is the computer's move");
    const verdict = this.#passant.judge(this.#game(), text);
    if (verdict.legal) {
      this.#changed([...this.#record.moves, verdict.state.moves[verdict.state.moves.length - 1]]);
    }
    return verdict;
  }

  /**
   * The computer's move, thought out in the worker and played: resolves with {move, state, search}
   * (search: score, depth, nodes, millis, pv). Rejects with kind 'cancelled' when the game changed
   * meanwhile (undo, resign).
   */
  async reply() {
    if (!this.computerToMove) throw refuse(this.over ? 'the game is over' : "it is the player's move");
    const version = this.#version;
    const r = this.#record;
    const answer = await this.#engine.bestMove(this.#game(), { level: r.level, millis: r.millis, seed: r.seed });
    if (version !== this.#version) throw refuse('the game changed while the computer thought', 'cancelled');
    const m = answer.move;
    this.#changed([...r.moves, m.castling ? m.king + m.rook : m.uci]); // a record writes castling as king takes rook
    const { move, ...search } = answer;
    return { move, state: this.#state, search };
  }

  /**
   * Takes back the player's last move and the computer's reply to it (PLAY-COMPUTER; GM-UNDO: the
   * game is replayed from its start, so every right and counter is restored exactly); a reply
   * being thought out is cancelled. Returns the moves taken back (UCI).
   */
  undo() {
    const moves = [...this.#record.moves];
    const start = this.#passant.game({ ...this.#game(), moves: [], resigned: null });
    // whether a ply (0: the first move of the game) is the player's, counted from the start position's side to move
    const players = (ply) => (start.turn === this.player) === (ply % 2 === 0);
    if (!moves.some((_, ply) => players(ply))) throw refuse('there is no move of yours to take back');
    const taken = [];
    do {
      taken.unshift(moves.pop());
    } while (!players(moves.length)); // moves.length: the ply just taken back
    this.#changed(moves, null);
    return taken;
  }

  /** The player resigns (GM-RESIGN). */
  resign() {
    if (this.over) throw refuse('the game is over');
    this.#changed([...this.#record.moves], this.player);
    return this.outcome;
  }

  /** Forgets the saved game (the storage's record); the game itself stays as it is. */
  forget() {
    if (this.#storage) this.#storage.removeItem(this.#key);
    this.#storage = null;
  }
}
