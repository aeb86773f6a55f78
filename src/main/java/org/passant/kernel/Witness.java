package org.passant.kernel;

/**
 * Positions at which the entry points' preconditions hold (proofs/entry-points.txt): a contract whose
 * precondition no position meets would promise nothing, and these proofs show, by proved calls, that the
 * verdicts, the generators, move application and the invariant's step are each called from the start, after
 * 1.e4 (Black to move), an en passant position and a Chess960 start, under both rule sets (AT-SETUP: atomic
 * chess starts from the same arrays). {@link #others} and {@link #game} call the contracts no entry point's
 * proof applies, so that every kernel contract's precondition is shown met on the way from a concrete
 * position (WitnessCoverageTest).
 */
public final class Witness {
    private Witness() {
    }

    /**
     * The verdicts and the invariant, asked of a well-formed position: its proof is that each call's
     * precondition follows from this one's. Returns the verdict for the rule set.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ ensures \result <==> (rules == Generate.ATOMIC && AtomicLegality.isLegal(pos, from, to, promotion)
      @     || rules != Generate.ATOMIC && Legality.isLegal(pos, from, to, promotion));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean verdicts(int rules, int[] pos, int from, int to, int promotion) {
        Board.wellFormed(pos);
        Legality.isLegal(pos, from, to, promotion);
        AtomicLegality.isLegal(pos, from, to, promotion);
        return Generate.isLegal(rules, pos, from, to, promotion);
    }

    /** The generators, run on a well-formed position: as {@link #verdicts}. Returns how many moves legalMoves wrote. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ requires out != null && out.length >= Generate.WALK && out != pos;
      @ ensures 0 <= \result && \result <= Generate.CODES;
      @ assignable out[*];
      @*/
    public static int generators(int rules, int[] pos, int[] out) {
        // what wellFormed says, as its contract states it (queries off): the generators' precondition
        Board.wellFormed(pos);
        Generate.allLegalMoves(rules, pos, out);
        Generate.walk(rules, pos, out);
        return Generate.legalMoves(rules, pos, out);
    }

    /** The move list as a set of moves ({@link Generate#moves}), run on a well-formed position: as {@link #verdicts}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ requires out != null && out.length >= Generate.CODES && out != pos;
      @ ensures 0 <= \result && \result <= Generate.CODES;
      @ assignable out[*];
      @*/
    public static int moveSet(int rules, int[] pos, int[] out) {
        return Generate.moves(rules, pos, out);
    }

    /**
     * The move played on a well-formed position: by {@link Apply#play} when legal in chess, by {@link Apply#move}
     * otherwise; in atomic chess by {@link AtomicApply#play} when legal, by {@link AtomicApply#move} otherwise; as
     * {@link #verdicts}.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ requires pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures rules != Generate.ATOMIC && \old(Legality.isLegal(pos, from, to, promotion)) ==> Board.wellFormed(pos);
      @ ensures rules == Generate.ATOMIC && \old(AtomicLegality.isLegal(pos, from, to, promotion))
      @     && !\old(Atomic.explodesEnemyKing(pos, from, to)) ==> Board.wellFormed(pos);
      @ assignable pos[*];
      @*/
    public static void moves(int rules, int[] pos, int from, int to, int promotion) {
        // The call brings wellFormed's contract into the proof: its parts are the callees' preconditions.
        Board.wellFormed(pos);
        if (rules == Generate.ATOMIC) {
            if (AtomicLegality.isLegal(pos, from, to, promotion)) {
                AtomicApply.play(pos, from, to, promotion);
            } else {
                AtomicApply.move(pos, from, to, promotion);
            }
        } else if (Legality.isLegal(pos, from, to, promotion)) {
            Apply.play(pos, from, to, promotion);
        } else {
            Apply.move(pos, from, to, promotion);
        }
    }

    /**
     * Every entry point, called on a position of the witnesses below: {@link #generators}, {@link #moveSet},
     * {@link #verdicts}, {@link #moves}. Returns the verdict on the move, asked before it is played.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ requires pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ requires out != null && out.length >= Generate.WALK && out != pos;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures rules != Generate.ATOMIC && \result ==> Board.wellFormed(pos);
      @ assignable pos[*], out[*];
      @*/
    public static boolean entryPoints(int rules, int[] pos, int[] out, int from, int to, int promotion) {
        // The contracts no entry point calls first: they write only arrays they create.
        others(pos);
        // The generators next: they write only out, and the verdict and the move then share one heap.
        generators(rules, pos, out);
        moveSet(rules, pos, out);
        boolean legal = verdicts(rules, pos, from, to, promotion);
        moves(rules, pos, from, to, promotion);
        return legal;
    }

    /**
     * The contracts that no entry point's proof applies and that read a position, each called here on the
     * well-formed position passed in so that its precondition is shown met there: the check and attack tests
     * the game layer asks (FIDE 3.9, AT-CHECK) and two helpers no other proof calls. Returns whether the side to
     * move is in check (as {@link Check#inCheck} states it: in check after no move).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ ensures \result <==> Check.inCheckAfter(Generate.CHESS, pos, 0, 0, 0, pos[Board.SIDE]);
      @ assignable \nothing;
      @*/
    public static boolean others(int[] pos) {
        // The call brings wellFormed's contract into the proof: its parts are the callees' preconditions.
        Board.wellFormed(pos);
        int side = pos[Board.SIDE];
        Attack.isAttacked(pos, 4, side);
        Atomic.isAttacked(pos, 4, side);
        Atomic.inCheck(pos, side);
        Generate.order(1804);
        Piece.type(side);
        return Check.inCheck(pos, side);
    }

    /**
     * The standard start (arrangement 518) and the game 1.e4 played on it by the inductions over a game in both
     * rule sets, then the loss of castling rights to a blast and a copy of the board: the contracts that take a
     * game or change a position and that no entry point's proof applies. Returns how many moves the chess game
     * played.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && moves != null && moves.length == 1 && moves != pos;
      @ ensures 0 <= \result && \result <= 1;
      @ assignable pos[*], moves[*];
      @*/
    public static int game(int[] pos, int[] moves) {
        Start.chess960(pos, 4, 0, 7, 3, 2, 5, 1, 6);
        // 1.e4: e2 is square 12, e4 square 28, the code 12 + 64 * 28
        moves[0] = 1804;
        int played = Apply.game(pos, moves);
        AtomicApply.game(pos, moves);
        Atomic.loseCastlingRights(pos, 0, 63);
        Board.copy(pos);
        return played;
    }

    /** The start position (arrangement 518), White to move; the move 1.e4. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && out != null && out.length >= Generate.WALK && out != pos;
      @ ensures rules != Generate.ATOMIC && \result ==> Board.wellFormed(pos);
      @ assignable pos[*], out[*];
      @*/
    public static boolean start(int rules, int[] pos, int[] out) {
        Start.chess960(pos, 4, 0, 7, 3, 2, 5, 1, 6);
        return entryPoints(rules, pos, out, 12, 28, 0);
    }

    /** After 1.e4, Black to move, the en passant square e3; the move 1...e5. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && out != null && out.length >= Generate.WALK && out != pos;
      @ ensures rules != Generate.ATOMIC && \result ==> Board.wellFormed(pos);
      @ assignable pos[*], out[*];
      @*/
    public static boolean afterKingsPawn(int rules, int[] pos, int[] out) {
        Start.chess960(pos, 4, 0, 7, 3, 2, 5, 1, 6);
        pos[12] = Piece.EMPTY;
        pos[28] = Piece.PAWN;
        pos[Board.SIDE] = Piece.BLACK;
        pos[Board.EP_SQUARE] = 20;
        return entryPoints(rules, pos, out, 52, 36, 0);
    }

    /** After 1.e4 a6 2.e5 d5, White to move, the en passant square d6; the move 3.exd6 en passant. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && out != null && out.length >= Generate.WALK && out != pos;
      @ ensures rules != Generate.ATOMIC && \result ==> Board.wellFormed(pos);
      @ assignable pos[*], out[*];
      @*/
    public static boolean enPassant(int rules, int[] pos, int[] out) {
        Start.chess960(pos, 4, 0, 7, 3, 2, 5, 1, 6);
        pos[12] = Piece.EMPTY;
        pos[36] = Piece.PAWN;
        pos[48] = Piece.EMPTY;
        pos[40] = -Piece.PAWN;
        pos[51] = Piece.EMPTY;
        pos[35] = -Piece.PAWN;
        pos[Board.EP_SQUARE] = 43;
        pos[Board.FULLMOVE_NUMBER] = 3;
        return entryPoints(rules, pos, out, 36, 43, 0);
    }

    /** Chess960 arrangement 0 (bishops a1 b1, queen c1, knights d1 e1, rook f1, king g1, rook h1); castling O-O. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && out != null && out.length >= Generate.WALK && out != pos;
      @ ensures rules != Generate.ATOMIC && \result ==> Board.wellFormed(pos);
      @ assignable pos[*], out[*];
      @*/
    public static boolean chess960(int rules, int[] pos, int[] out) {
        Start.chess960(pos, 6, 5, 7, 2, 0, 1, 3, 4);
        return entryPoints(rules, pos, out, 6, 7, 0);
    }
}
