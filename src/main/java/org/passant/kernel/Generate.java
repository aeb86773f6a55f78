package org.passant.kernel;

/**
 * The kernel's own move generation: for each piece of the side to move, the squares its movement
 * could reach, each kept only if the rule set's legality predicate accepts it ({@link #isLegal}:
 * {@link Legality#isLegal} for chess, {@link AtomicLegality#isLegal} for atomic chess, whose
 * pieces move as in chess). It can only be incomplete, never unsound; the reference generator
 * (every square pair) is what shows it complete.
 *
 * <p>Moves are encoded as {@code from + 64 * to + 4096 * promotion}: from in bits 0-5, to in bits
 * 6-11, promotion in bits 12-14. This is the one move encoding of the project: a generator may keep
 * its own data above bit 14 (the fast generator's piece type and flags), which the decoders ignore.
 */
public final class Generate {
    private Generate() {
    }

    /**
     * Room for the moves of any board, legal in a game or not: at most 27 targets from each of 64
     * squares (a game position has at most 218 moves; lenient set-ups can have more).
     */
    public static final int MAX_MOVES = 64 * 27;

    /** The rule sets, as the int that chooses a predicate (the KeY subset has no interfaces). */
    public static final int CHESS = 0;
    public static final int ATOMIC = 1;

    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && 0 <= promotion && promotion <= Piece.QUEEN;
      @ ensures \result == from + 64 * to + 4096 * promotion;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int encode(int from, int to, int promotion) {
        return from + 64 * to + 4096 * promotion;
    }

    /*@ public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == move % 64;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int from(int move) {
        return move % 64;
    }

    /*@ public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == (move / 64) % 64;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int to(int move) {
        return (move / 64) % 64;
    }

    /*@ public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == (move / 4096) % 8;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ int promotion(int move) {
        return (move / 4096) % 8;
    }

    /**
     * Whether (from, to, promotion) is a legal move of the side to move under the rule set. Atomic
     * chess's AT-END (once a king has exploded nothing moves) is its predicate's first test.
     */
    public static /*@ pure @*/ boolean isLegal(int rules, int[] pos, int from, int to, int promotion) {
        if (rules == ATOMIC) {
            return AtomicLegality.isLegal(pos, from, to, promotion);
        }
        return Legality.isLegal(pos, from, to, promotion);
    }

    /** Writes the legal moves of the side to move under the rule set into {@code out}; returns how many. */
    public static int legalMoves(int rules, int[] pos, int[] out) {
        int side = pos[Board.SIDE];
        int count = 0;
        for (int from = 0; from < Board.SQUARES; from++) {
            if (Piece.belongsTo(pos[from], side)) {
                count = fromSquare(rules, pos, from, out, count);
            }
        }
        return count;
    }

    /** Adds the legal moves of the piece on {@code from}. */
    static int fromSquare(int rules, int[] pos, int from, int[] out, int count) {
        int type = Piece.type(pos[from]);
        int f = Board.file(from);
        int r = Board.rank(from);
        int n = count;
        if (type == Piece.PAWN) {
            int side = pos[Board.SIDE];
            n = tryPawn(rules, pos, from, f, r + side, out, n);
            n = tryPawn(rules, pos, from, f, r + 2 * side, out, n);
            n = tryPawn(rules, pos, from, f - 1, r + side, out, n);
            n = tryPawn(rules, pos, from, f + 1, r + side, out, n);
        } else if (type == Piece.KNIGHT) {
            n = trySquare(rules, pos, from, f + 1, r + 2, out, n);
            n = trySquare(rules, pos, from, f + 2, r + 1, out, n);
            n = trySquare(rules, pos, from, f + 2, r - 1, out, n);
            n = trySquare(rules, pos, from, f + 1, r - 2, out, n);
            n = trySquare(rules, pos, from, f - 1, r - 2, out, n);
            n = trySquare(rules, pos, from, f - 2, r - 1, out, n);
            n = trySquare(rules, pos, from, f - 2, r + 1, out, n);
            n = trySquare(rules, pos, from, f - 1, r + 2, out, n);
        } else if (type == Piece.KING) {
            for (int dr = -1; dr <= 1; dr++) {
                for (int df = -1; df <= 1; df++) {
                    n = trySquare(rules, pos, from, f + df, r + dr, out, n);
                }
            }
            n = trySquare(rules, pos, from, f + 2, r, out, n);
            n = trySquare(rules, pos, from, f - 2, r, out, n);
        } else {
            if (type == Piece.ROOK || type == Piece.QUEEN) {
                n = tryRay(rules, pos, from, 1, 0, out, n);
                n = tryRay(rules, pos, from, -1, 0, out, n);
                n = tryRay(rules, pos, from, 0, 1, out, n);
                n = tryRay(rules, pos, from, 0, -1, out, n);
            }
            if (type == Piece.BISHOP || type == Piece.QUEEN) {
                n = tryRay(rules, pos, from, 1, 1, out, n);
                n = tryRay(rules, pos, from, -1, 1, out, n);
                n = tryRay(rules, pos, from, 1, -1, out, n);
                n = tryRay(rules, pos, from, -1, -1, out, n);
            }
        }
        return n;
    }

    static int trySquare(int rules, int[] pos, int from, int f, int r, int[] out, int count) {
        int to = Board.square(f, r);
        if (to != Board.NO_SQUARE && isLegal(rules, pos, from, to, 0)) {
            out[count] = encode(from, to, 0);
            return count + 1;
        }
        return count;
    }

    /** A pawn move, or the four promotions when it reaches the last rank. */
    static int tryPawn(int rules, int[] pos, int from, int f, int r, int[] out, int count) {
        int to = Board.square(f, r);
        if (to == Board.NO_SQUARE) {
            return count;
        }
        int n = count;
        if (r == Movement.promotionRank(pos[Board.SIDE])) {
            for (int promotion = Piece.QUEEN; promotion >= Piece.KNIGHT; promotion--) {
                if (isLegal(rules, pos, from, to, promotion)) {
                    out[n] = encode(from, to, promotion);
                    n++;
                }
            }
            return n;
        }
        if (isLegal(rules, pos, from, to, 0)) {
            out[n] = encode(from, to, 0);
            n++;
        }
        return n;
    }

    /** Every square along a ray up to and including the first occupied one. */
    static int tryRay(int rules, int[] pos, int from, int df, int dr, int[] out, int count) {
        int n = count;
        int f = Board.file(from) + df;
        int r = Board.rank(from) + dr;
        while (0 <= f && f < 8 && 0 <= r && r < 8) {
            int to = 8 * r + f;
            if (isLegal(rules, pos, from, to, 0)) {
                out[n] = encode(from, to, 0);
                n++;
            }
            if (pos[to] != Piece.EMPTY) {
                return n;
            }
            f = f + df;
            r = r + dr;
        }
        return n;
    }
}
