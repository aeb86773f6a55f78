package org.passant.kernel;

/**
 * Positions at which the entry points' preconditions hold (proofs/entry-points.txt): a contract whose
 * precondition no position meets would promise nothing, and these proofs show, by proved calls, that the
 * verdicts, the generators, move application and the invariant's step are each called from the start, after
 * 1.e4 (Black to move), an en passant position and a Chess960 start, under both rule sets (AT-SETUP: atomic
 * chess starts from the same arrays).
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
      @ requires out != null && out.length >= Generate.CODES && out != pos;
      @ ensures 0 <= \result && \result <= Generate.CODES;
      @ assignable out[*];
      @*/
    public static int generators(int rules, int[] pos, int[] out) {
        Generate.allLegalMoves(rules, pos, out);
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
      @ requires out != null && out.length >= Generate.CODES && out != pos;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures rules != Generate.ATOMIC && \result ==> Board.wellFormed(pos);
      @ assignable pos[*], out[*];
      @*/
    public static boolean entryPoints(int rules, int[] pos, int[] out, int from, int to, int promotion) {
        // The generators first: they write only out, and the verdict and the move then share one heap.
        generators(rules, pos, out);
        moveSet(rules, pos, out);
        boolean legal = verdicts(rules, pos, from, to, promotion);
        moves(rules, pos, from, to, promotion);
        return legal;
    }

    /** The start position (arrangement 518), White to move; the move 1.e4. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && out != null && out.length >= Generate.CODES && out != pos;
      @ ensures rules != Generate.ATOMIC && \result ==> Board.wellFormed(pos);
      @ assignable pos[*], out[*];
      @*/
    public static boolean start(int rules, int[] pos, int[] out) {
        Start.chess960(pos, 4, 0, 7, 3, 2, 5, 1, 6);
        return entryPoints(rules, pos, out, 12, 28, 0);
    }

    /** After 1.e4, Black to move, the en passant square e3; the move 1...e5. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && out != null && out.length >= Generate.CODES && out != pos;
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
      @ requires pos != null && pos.length == Board.SIZE && out != null && out.length >= Generate.CODES && out != pos;
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
      @ requires pos != null && pos.length == Board.SIZE && out != null && out.length >= Generate.CODES && out != pos;
      @ ensures rules != Generate.ATOMIC && \result ==> Board.wellFormed(pos);
      @ assignable pos[*], out[*];
      @*/
    public static boolean chess960(int rules, int[] pos, int[] out) {
        Start.chess960(pos, 6, 5, 7, 2, 0, 1, 3, 4);
        return entryPoints(rules, pos, out, 6, 7, 0);
    }
}
