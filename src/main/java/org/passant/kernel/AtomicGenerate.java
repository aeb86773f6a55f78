package org.passant.kernel;

/**
 * The kernel's own generation for atomic chess: for each piece of the side to move, the squares
 * its movement could reach, each kept only if {@link AtomicLegality#isLegal} accepts it. The walk
 * is {@link Generate}'s; only the predicate differs. Moves are encoded as in {@link Generate}.
 */
public final class AtomicGenerate {
    private AtomicGenerate() {
    }

    /** Writes the legal moves of the side to move into {@code out}; returns how many. */
    public static int legalMoves(int[] pos, int[] out) {
        // AT-END: once a king has exploded, nothing moves.
        if (!Atomic.bothKingsStand(pos)) {
            return 0;
        }
        int side = pos[Board.SIDE];
        int count = 0;
        for (int from = 0; from < Board.SQUARES; from++) {
            if (Piece.belongsTo(pos[from], side)) {
                count = fromSquare(pos, from, out, count);
            }
        }
        return count;
    }

    /** Adds the legal moves of the piece on {@code from}. */
    public static int fromSquare(int[] pos, int from, int[] out, int count) {
        int type = Piece.type(pos[from]);
        int f = Board.file(from);
        int r = Board.rank(from);
        int n = count;
        if (type == Piece.PAWN) {
            int side = pos[Board.SIDE];
            n = tryPawn(pos, from, f, r + side, out, n);
            n = tryPawn(pos, from, f, r + 2 * side, out, n);
            n = tryPawn(pos, from, f - 1, r + side, out, n);
            n = tryPawn(pos, from, f + 1, r + side, out, n);
        } else if (type == Piece.KNIGHT) {
            n = trySquare(pos, from, f + 1, r + 2, out, n);
            n = trySquare(pos, from, f + 2, r + 1, out, n);
            n = trySquare(pos, from, f + 2, r - 1, out, n);
            n = trySquare(pos, from, f + 1, r - 2, out, n);
            n = trySquare(pos, from, f - 1, r - 2, out, n);
            n = trySquare(pos, from, f - 2, r - 1, out, n);
            n = trySquare(pos, from, f - 2, r + 1, out, n);
            n = trySquare(pos, from, f - 1, r + 2, out, n);
        } else if (type == Piece.KING) {
            for (int dr = -1; dr <= 1; dr++) {
                for (int df = -1; df <= 1; df++) {
                    n = trySquare(pos, from, f + df, r + dr, out, n);
                }
            }
            n = trySquare(pos, from, f + 2, r, out, n);
            n = trySquare(pos, from, f - 2, r, out, n);
        } else {
            if (type == Piece.ROOK || type == Piece.QUEEN) {
                n = tryRay(pos, from, 1, 0, out, n);
                n = tryRay(pos, from, -1, 0, out, n);
                n = tryRay(pos, from, 0, 1, out, n);
                n = tryRay(pos, from, 0, -1, out, n);
            }
            if (type == Piece.BISHOP || type == Piece.QUEEN) {
                n = tryRay(pos, from, 1, 1, out, n);
                n = tryRay(pos, from, -1, 1, out, n);
                n = tryRay(pos, from, 1, -1, out, n);
                n = tryRay(pos, from, -1, -1, out, n);
            }
        }
        return n;
    }

    static int trySquare(int[] pos, int from, int f, int r, int[] out, int count) {
        int to = Board.square(f, r);
        if (to != Board.NO_SQUARE && AtomicLegality.isLegal(pos, from, to, 0)) {
            out[count] = Generate.encode(from, to, 0);
            return count + 1;
        }
        return count;
    }

    /** A pawn move, or the four promotions when it reaches the last rank. */
    static int tryPawn(int[] pos, int from, int f, int r, int[] out, int count) {
        int to = Board.square(f, r);
        if (to == Board.NO_SQUARE) {
            return count;
        }
        int n = count;
        if (r == Movement.promotionRank(pos[Board.SIDE])) {
            for (int promotion = Piece.QUEEN; promotion >= Piece.KNIGHT; promotion--) {
                if (AtomicLegality.isLegal(pos, from, to, promotion)) {
                    out[n] = Generate.encode(from, to, promotion);
                    n++;
                }
            }
            return n;
        }
        if (AtomicLegality.isLegal(pos, from, to, 0)) {
            out[n] = Generate.encode(from, to, 0);
            n++;
        }
        return n;
    }

    /** Every square along a ray up to and including the first occupied one. */
    static int tryRay(int[] pos, int from, int df, int dr, int[] out, int count) {
        int n = count;
        int f = Board.file(from) + df;
        int r = Board.rank(from) + dr;
        while (0 <= f && f < 8 && 0 <= r && r < 8) {
            int to = 8 * r + f;
            if (AtomicLegality.isLegal(pos, from, to, 0)) {
                out[n] = Generate.encode(from, to, 0);
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
