package org.passant.kernel;

/**
 * Square attack detection: whether some piece of a side attacks a square. Sliding pieces attack
 * along a ray up to and including the first occupied square; nothing beyond it.
 */
public final class Attack {
    private Attack() {
    }

    /** Whether {@code pos[square(file, rank)] == piece}; false off the board. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ ensures \result <==> (0 <= file && file < 8 && 0 <= rank && rank < 8 && pos[8 * rank + file] == piece);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean holds(int[] pos, int file, int rank, int piece) {
        if (0 <= file && file < 8 && 0 <= rank && rank < 8) {
            return pos[8 * rank + file] == piece;
        }
        return false;
    }

    /**
     * The first occupied square on the ray from {@code sq} in direction (df, dr), not counting
     * {@code sq} itself, or {@link Board#NO_SQUARE} when the ray leaves the board first.
     */
    public static /*@ pure @*/ int firstOccupied(int[] pos, int sq, int df, int dr) {
        int f = Board.file(sq) + df;
        int r = Board.rank(sq) + dr;
        while (0 <= f && f < 8 && 0 <= r && r < 8) {
            int t = 8 * r + f;
            if (pos[t] != Piece.EMPTY) {
                return t;
            }
            f = f + df;
            r = r + dr;
        }
        return Board.NO_SQUARE;
    }

    /** A pawn of side {@code by} attacks the squares diagonally in front of it. */
    public static /*@ pure @*/ boolean byPawn(int[] pos, int sq, int by) {
        int pawn = Piece.of(by, Piece.PAWN);
        int f = Board.file(sq);
        int r = Board.rank(sq) - by;
        return holds(pos, f - 1, r, pawn) || holds(pos, f + 1, r, pawn);
    }

    public static /*@ pure @*/ boolean byKnight(int[] pos, int sq, int by) {
        int knight = Piece.of(by, Piece.KNIGHT);
        int f = Board.file(sq);
        int r = Board.rank(sq);
        return holds(pos, f + 1, r + 2, knight) || holds(pos, f + 2, r + 1, knight)
                || holds(pos, f + 2, r - 1, knight) || holds(pos, f + 1, r - 2, knight)
                || holds(pos, f - 1, r - 2, knight) || holds(pos, f - 2, r - 1, knight)
                || holds(pos, f - 2, r + 1, knight) || holds(pos, f - 1, r + 2, knight);
    }

    public static /*@ pure @*/ boolean byKing(int[] pos, int sq, int by) {
        int king = Piece.of(by, Piece.KING);
        int f = Board.file(sq);
        int r = Board.rank(sq);
        return holds(pos, f - 1, r - 1, king) || holds(pos, f, r - 1, king) || holds(pos, f + 1, r - 1, king)
                || holds(pos, f - 1, r, king) || holds(pos, f + 1, r, king)
                || holds(pos, f - 1, r + 1, king) || holds(pos, f, r + 1, king) || holds(pos, f + 1, r + 1, king);
    }

    /** Whether the first piece on the ray (df, dr) from {@code sq} is {@code a} or {@code b}. */
    public static /*@ pure @*/ boolean firstOnRayIs(int[] pos, int sq, int df, int dr, int a, int b) {
        int t = firstOccupied(pos, sq, df, dr);
        return t != Board.NO_SQUARE && (pos[t] == a || pos[t] == b);
    }

    /** A rook or queen of side {@code by} attacks along the rank and the file. */
    public static /*@ pure @*/ boolean alongLines(int[] pos, int sq, int by) {
        int rook = Piece.of(by, Piece.ROOK);
        int queen = Piece.of(by, Piece.QUEEN);
        return firstOnRayIs(pos, sq, 1, 0, rook, queen) || firstOnRayIs(pos, sq, -1, 0, rook, queen)
                || firstOnRayIs(pos, sq, 0, 1, rook, queen) || firstOnRayIs(pos, sq, 0, -1, rook, queen);
    }

    /** A bishop or queen of side {@code by} attacks along the diagonals. */
    public static /*@ pure @*/ boolean alongDiagonals(int[] pos, int sq, int by) {
        int bishop = Piece.of(by, Piece.BISHOP);
        int queen = Piece.of(by, Piece.QUEEN);
        return firstOnRayIs(pos, sq, 1, 1, bishop, queen) || firstOnRayIs(pos, sq, -1, 1, bishop, queen)
                || firstOnRayIs(pos, sq, 1, -1, bishop, queen) || firstOnRayIs(pos, sq, -1, -1, bishop, queen);
    }

    /** Whether some piece of side {@code by} attacks {@code sq}. */
    public static /*@ pure @*/ boolean isAttacked(int[] pos, int sq, int by) {
        return byPawn(pos, sq, by) || byKnight(pos, sq, by) || byKing(pos, sq, by)
                || alongLines(pos, sq, by) || alongDiagonals(pos, sq, by);
    }
}
