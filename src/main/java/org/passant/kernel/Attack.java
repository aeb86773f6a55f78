package org.passant.kernel;

/**
 * Square attack detection on the board after a move (chess): whether some piece of a side attacks
 * a square. Sliding pieces attack along a ray up to and including the first occupied square;
 * nothing beyond it. The board is {@link After#piece}{@code (rules, pos, from, to, promotion, s)}
 * (the position itself when {@code from == to}); below it is written V(s).
 *
 * <p>The contracts speak in board coordinates: the square {@code sq} is at file {@code sq % 8}
 * and rank {@code sq / 8}, a square at file {@code f} and rank {@code r} is {@code 8 * r + f},
 * and a piece of side {@code by} (+1 or -1) and type {@code k} is {@code k * by}.
 *
 * <p>Every frame here is written twice: {@code //-KeY@ assignable \nothing;} for JML tools other
 * than KeY, {@code //+KeY@ assignable \strictly_nothing;} for KeY, which then knows that no call
 * changes the heap at all (nor allocates), so the board a callee's postcondition reads is the very
 * board of the caller's, term for term; that is what lets attackedAfter be proved by matching.
 */
public final class Attack {
    private Attack() {
    }

    /**
     * V(s), as the walks below read it: its contract names the board after the move and nothing else, so
     * that a walk's proof treats V(s) as one term instead of re-deriving the move's effect at every square.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= s && s < 64;
      @ ensures \result == After.piece(rules, pos, from, to, promotion, s);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int at(int rules, int[] pos, int from, int to, int promotion, int s) {
        return After.piece(rules, pos, from, to, promotion, s);
    }

    /** Whether V(square(file, rank)) is {@code piece}; false off the board. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ ensures \result <==> (0 <= file && file < 8 && 0 <= rank && rank < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * rank + file)) == piece);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ ensures \result == holds(rules, pos, from, to, promotion, file, rank, piece);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean holds(int rules, int[] pos, int from, int to, int promotion, int file, int rank, int piece) {
        if (0 <= file && file < 8 && 0 <= rank && rank < 8) {
            return at(rules, pos, from, to, promotion, 8 * rank + file) == piece;
        }
        return false;
    }

    /** Whether V at the square {@code df} files and {@code dr} ranks from {@code sq} is {@code piece}; false off the board. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && -2 <= df && df <= 2 && -2 <= dr && dr <= 2;
      @ ensures \result <==> (0 <= sq % 8 + df && sq % 8 + df < 8 && 0 <= sq / 8 + dr && sq / 8 + dr < 8
      @     && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 + dr) + sq % 8 + df)) == piece);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && -2 <= df && df <= 2 && -2 <= dr && dr <= 2;
      @ ensures \result == holdsStep(rules, pos, from, to, promotion, sq, df, dr, piece);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean holdsStep(int rules, int[] pos, int from, int to, int promotion, int sq, int df, int dr, int piece) {
        // the one sum of the king's and the knight's steps, so that their bodies have no int operation
        return holds(rules, pos, from, to, promotion, Board.file(sq) + df, Board.rank(sq) + dr, piece);
    }

    /*
     * The eight rays. Each says: the first occupied square on the ray from sq (sq itself not
     * counted) holds a or b, that is, some square of the ray holds a or b and every square of the
     * ray between it and sq is empty. Each ray is walked by a count from sq, and its squares are sq
     * plus a multiple of the count: sq - d west, sq + 8d north, sq - 8d south, sq + 9d, sq + 7d,
     * sq - 7d, sq - 9d on the diagonals, and sq - k east with k counting down from -1. Each contract
     * quantifies over that count as its loop walks it. Why: with no division in the square KeY
     * composes the rays far faster, and the product (k * -1, d * 8, ...) is the term on which it
     * matches one heap's quantifier with the other's, so the dependency contracts close; east as
     * sq + d has no such term and its own contract did not close (3 Dec).
     */

    /** The first piece east (same rank, higher files) of {@code sq} is {@code a} or {@code b}; the ray's squares are {@code sq - k} for k = -1, -2, ...
     * (counted down so that the square is, as on every other ray, sq plus a multiple of the count other than 1). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result <==> (\exists int k; k < 0 && sq % 8 - k < 8;
      @     (After.piece(rules, pos, from, to, promotion, (int) (sq - k)) == a || After.piece(rules, pos, from, to, promotion, (int) (sq - k)) == b)
      @     && (\forall int j; k < j && j < 0; After.piece(rules, pos, from, to, promotion, (int) (sq - j)) == Piece.EMPTY));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result == rayEast(rules, pos, from, to, promotion, sq, a, b);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rayEast(int rules, int[] pos, int from, int to, int promotion, int sq, int a, int b) {
        int file = sq % 8;
        int k = -1;
        /*@ loop_invariant k < 0 && sq % 8 - k <= 8;
          @ loop_invariant (\forall int j; k < j && j < 0; After.piece(rules, pos, from, to, promotion, (int) (sq - j)) == Piece.EMPTY);
          @ decreases 8 + k;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        while (file - k < 8) {
            int piece = at(rules, pos, from, to, promotion, sq - k);
            if (piece != Piece.EMPTY) {
                return piece == a || piece == b;
            }
            k = k - 1;
        }
        return false;
    }

    /** The first piece west (same rank, lower files) of {@code sq} is {@code a} or {@code b}; the ray's d-th square is {@code sq - d}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result <==> (\exists int d; 0 < d && 0 <= sq % 8 - d;
      @     (After.piece(rules, pos, from, to, promotion, (int) (sq - d)) == a || After.piece(rules, pos, from, to, promotion, (int) (sq - d)) == b)
      @     && (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq - e)) == Piece.EMPTY));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result == rayWest(rules, pos, from, to, promotion, sq, a, b);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rayWest(int rules, int[] pos, int from, int to, int promotion, int sq, int a, int b) {
        int file = sq % 8;
        int d = 1;
        /*@ loop_invariant 0 < d && -1 <= sq % 8 - d;
          @ loop_invariant (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq - e)) == Piece.EMPTY);
          @ decreases 8 - d;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        while (0 <= file - d) {
            int piece = at(rules, pos, from, to, promotion, sq - d);
            if (piece != Piece.EMPTY) {
                return piece == a || piece == b;
            }
            d = d + 1;
        }
        return false;
    }

    /** The first piece north (same file, higher ranks) of {@code sq} is {@code a} or {@code b}; the ray's d-th square is {@code sq + 8 * d}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result <==> (\exists int d; 0 < d && sq / 8 + d < 8;
      @     (After.piece(rules, pos, from, to, promotion, (int) (sq + 8 * d)) == a || After.piece(rules, pos, from, to, promotion, (int) (sq + 8 * d)) == b)
      @     && (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq + 8 * e)) == Piece.EMPTY));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result == rayNorth(rules, pos, from, to, promotion, sq, a, b);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rayNorth(int rules, int[] pos, int from, int to, int promotion, int sq, int a, int b) {
        int rank = sq / 8;
        int d = 1;
        /*@ loop_invariant 0 < d && sq / 8 + d <= 8;
          @ loop_invariant (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq + 8 * e)) == Piece.EMPTY);
          @ decreases 8 - d;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        while (rank + d < 8) {
            int piece = at(rules, pos, from, to, promotion, sq + 8 * d);
            if (piece != Piece.EMPTY) {
                return piece == a || piece == b;
            }
            d = d + 1;
        }
        return false;
    }

    /** The first piece south (same file, lower ranks) of {@code sq} is {@code a} or {@code b}; the ray's d-th square is {@code sq - 8 * d}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result <==> (\exists int d; 0 < d && 0 <= sq / 8 - d;
      @     (After.piece(rules, pos, from, to, promotion, (int) (sq - 8 * d)) == a || After.piece(rules, pos, from, to, promotion, (int) (sq - 8 * d)) == b)
      @     && (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq - 8 * e)) == Piece.EMPTY));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result == raySouth(rules, pos, from, to, promotion, sq, a, b);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean raySouth(int rules, int[] pos, int from, int to, int promotion, int sq, int a, int b) {
        int rank = sq / 8;
        int d = 1;
        /*@ loop_invariant 0 < d && -1 <= sq / 8 - d;
          @ loop_invariant (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq - 8 * e)) == Piece.EMPTY);
          @ decreases 8 - d;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        while (0 <= rank - d) {
            int piece = at(rules, pos, from, to, promotion, sq - 8 * d);
            if (piece != Piece.EMPTY) {
                return piece == a || piece == b;
            }
            d = d + 1;
        }
        return false;
    }

    /** The first piece north-east (files and ranks up together) of {@code sq} is {@code a} or {@code b}; the ray's d-th square is {@code sq + 9 * d}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result <==> (\exists int d; 0 < d && sq % 8 + d < 8 && sq / 8 + d < 8;
      @     (After.piece(rules, pos, from, to, promotion, (int) (sq + 9 * d)) == a || After.piece(rules, pos, from, to, promotion, (int) (sq + 9 * d)) == b)
      @     && (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq + 9 * e)) == Piece.EMPTY));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result == rayNorthEast(rules, pos, from, to, promotion, sq, a, b);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rayNorthEast(int rules, int[] pos, int from, int to, int promotion, int sq, int a, int b) {
        int file = sq % 8;
        int rank = sq / 8;
        int d = 1;
        /*@ loop_invariant 0 < d && sq % 8 + d <= 8 && sq / 8 + d <= 8;
          @ loop_invariant (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq + 9 * e)) == Piece.EMPTY);
          @ decreases 8 - d;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        while (file + d < 8 && rank + d < 8) {
            int piece = at(rules, pos, from, to, promotion, sq + 9 * d);
            if (piece != Piece.EMPTY) {
                return piece == a || piece == b;
            }
            d = d + 1;
        }
        return false;
    }

    /** The first piece north-west (files down as ranks go up) of {@code sq} is {@code a} or {@code b}; the ray's d-th square is {@code sq + 7 * d}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result <==> (\exists int d; 0 < d && 0 <= sq % 8 - d && sq / 8 + d < 8;
      @     (After.piece(rules, pos, from, to, promotion, (int) (sq + 7 * d)) == a || After.piece(rules, pos, from, to, promotion, (int) (sq + 7 * d)) == b)
      @     && (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq + 7 * e)) == Piece.EMPTY));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result == rayNorthWest(rules, pos, from, to, promotion, sq, a, b);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rayNorthWest(int rules, int[] pos, int from, int to, int promotion, int sq, int a, int b) {
        int file = sq % 8;
        int rank = sq / 8;
        int d = 1;
        /*@ loop_invariant 0 < d && -1 <= sq % 8 - d && sq / 8 + d <= 8;
          @ loop_invariant (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq + 7 * e)) == Piece.EMPTY);
          @ decreases 8 - d;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        while (0 <= file - d && rank + d < 8) {
            int piece = at(rules, pos, from, to, promotion, sq + 7 * d);
            if (piece != Piece.EMPTY) {
                return piece == a || piece == b;
            }
            d = d + 1;
        }
        return false;
    }

    /** The first piece south-east (files up as ranks go down) of {@code sq} is {@code a} or {@code b}; the ray's d-th square is {@code sq - 7 * d}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result <==> (\exists int d; 0 < d && sq % 8 + d < 8 && 0 <= sq / 8 - d;
      @     (After.piece(rules, pos, from, to, promotion, (int) (sq - 7 * d)) == a || After.piece(rules, pos, from, to, promotion, (int) (sq - 7 * d)) == b)
      @     && (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq - 7 * e)) == Piece.EMPTY));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result == raySouthEast(rules, pos, from, to, promotion, sq, a, b);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean raySouthEast(int rules, int[] pos, int from, int to, int promotion, int sq, int a, int b) {
        int file = sq % 8;
        int rank = sq / 8;
        int d = 1;
        /*@ loop_invariant 0 < d && sq % 8 + d <= 8 && -1 <= sq / 8 - d;
          @ loop_invariant (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq - 7 * e)) == Piece.EMPTY);
          @ decreases 8 - d;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        while (file + d < 8 && 0 <= rank - d) {
            int piece = at(rules, pos, from, to, promotion, sq - 7 * d);
            if (piece != Piece.EMPTY) {
                return piece == a || piece == b;
            }
            d = d + 1;
        }
        return false;
    }

    /** The first piece south-west (files and ranks down together) of {@code sq} is {@code a} or {@code b}; the ray's d-th square is {@code sq - 9 * d}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result <==> (\exists int d; 0 < d && 0 <= sq % 8 - d && 0 <= sq / 8 - d;
      @     (After.piece(rules, pos, from, to, promotion, (int) (sq - 9 * d)) == a || After.piece(rules, pos, from, to, promotion, (int) (sq - 9 * d)) == b)
      @     && (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq - 9 * e)) == Piece.EMPTY));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && a != Piece.EMPTY && b != Piece.EMPTY;
      @ ensures \result == raySouthWest(rules, pos, from, to, promotion, sq, a, b);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean raySouthWest(int rules, int[] pos, int from, int to, int promotion, int sq, int a, int b) {
        int file = sq % 8;
        int rank = sq / 8;
        int d = 1;
        /*@ loop_invariant 0 < d && -1 <= sq % 8 - d && -1 <= sq / 8 - d;
          @ loop_invariant (\forall int e; 0 < e && e < d; After.piece(rules, pos, from, to, promotion, (int) (sq - 9 * e)) == Piece.EMPTY);
          @ decreases 8 - d;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        while (0 <= file - d && 0 <= rank - d) {
            int piece = at(rules, pos, from, to, promotion, sq - 9 * d);
            if (piece != Piece.EMPTY) {
                return piece == a || piece == b;
            }
            d = d + 1;
        }
        return false;
    }

    /** A pawn of side {@code by} attacks the two squares diagonally in front of it. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (
      @        0 <= sq % 8 - 1 && 0 <= sq / 8 - by && sq / 8 - by < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 - by) + sq % 8 - 1)) == Piece.PAWN * by
      @     || sq % 8 + 1 < 8 && 0 <= sq / 8 - by && sq / 8 - by < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 - by) + sq % 8 + 1)) == Piece.PAWN * by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result == byPawn(rules, pos, from, to, promotion, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean byPawn(int rules, int[] pos, int from, int to, int promotion, int sq, int by) {
        int pawn = Piece.PAWN * by;
        int f = sq % 8;
        int r = sq / 8 - by;
        return holds(rules, pos, from, to, promotion, f - 1, r, pawn) || holds(rules, pos, from, to, promotion, f + 1, r, pawn);
    }

    /** A knight of side {@code by} on one of the eight squares a knight's jump away. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (
      @        (0 <= sq % 8 + 1 && sq % 8 + 1 < 8 && 0 <= sq / 8 + 2 && sq / 8 + 2 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 + 2) + sq % 8 + 1)) == Piece.KNIGHT * by)
      @     || (0 <= sq % 8 + 2 && sq % 8 + 2 < 8 && 0 <= sq / 8 + 1 && sq / 8 + 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 + 1) + sq % 8 + 2)) == Piece.KNIGHT * by)
      @     || (0 <= sq % 8 + 2 && sq % 8 + 2 < 8 && 0 <= sq / 8 - 1 && sq / 8 - 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 - 1) + sq % 8 + 2)) == Piece.KNIGHT * by)
      @     || (0 <= sq % 8 + 1 && sq % 8 + 1 < 8 && 0 <= sq / 8 - 2 && sq / 8 - 2 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 - 2) + sq % 8 + 1)) == Piece.KNIGHT * by)
      @     || (0 <= sq % 8 - 1 && sq % 8 - 1 < 8 && 0 <= sq / 8 - 2 && sq / 8 - 2 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 - 2) + sq % 8 - 1)) == Piece.KNIGHT * by)
      @     || (0 <= sq % 8 - 2 && sq % 8 - 2 < 8 && 0 <= sq / 8 - 1 && sq / 8 - 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 - 1) + sq % 8 - 2)) == Piece.KNIGHT * by)
      @     || (0 <= sq % 8 - 2 && sq % 8 - 2 < 8 && 0 <= sq / 8 + 1 && sq / 8 + 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 + 1) + sq % 8 - 2)) == Piece.KNIGHT * by)
      @     || (0 <= sq % 8 - 1 && sq % 8 - 1 < 8 && 0 <= sq / 8 + 2 && sq / 8 + 2 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 + 2) + sq % 8 - 1)) == Piece.KNIGHT * by));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result == byKnight(rules, pos, from, to, promotion, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean byKnight(int rules, int[] pos, int from, int to, int promotion, int sq, int by) {
        int knight = Piece.of(by, Piece.KNIGHT);
        return holdsStep(rules, pos, from, to, promotion, sq, 1, 2, knight) || holdsStep(rules, pos, from, to, promotion, sq, 2, 1, knight)
                || holdsStep(rules, pos, from, to, promotion, sq, 2, -1, knight) || holdsStep(rules, pos, from, to, promotion, sq, 1, -2, knight)
                || holdsStep(rules, pos, from, to, promotion, sq, -1, -2, knight) || holdsStep(rules, pos, from, to, promotion, sq, -2, -1, knight)
                || holdsStep(rules, pos, from, to, promotion, sq, -2, 1, knight) || holdsStep(rules, pos, from, to, promotion, sq, -1, 2, knight);
    }

    /** The king of side {@code by} on one of the eight neighbouring squares. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (
      @        (0 <= sq % 8 - 1 && sq % 8 - 1 < 8 && 0 <= sq / 8 - 1 && sq / 8 - 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 - 1) + sq % 8 - 1)) == Piece.KING * by)
      @     || (0 <= sq % 8 && sq % 8 < 8 && 0 <= sq / 8 - 1 && sq / 8 - 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 - 1) + sq % 8)) == Piece.KING * by)
      @     || (0 <= sq % 8 + 1 && sq % 8 + 1 < 8 && 0 <= sq / 8 - 1 && sq / 8 - 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 - 1) + sq % 8 + 1)) == Piece.KING * by)
      @     || (0 <= sq % 8 - 1 && sq % 8 - 1 < 8 && 0 <= sq / 8 && sq / 8 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8) + sq % 8 - 1)) == Piece.KING * by)
      @     || (0 <= sq % 8 + 1 && sq % 8 + 1 < 8 && 0 <= sq / 8 && sq / 8 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8) + sq % 8 + 1)) == Piece.KING * by)
      @     || (0 <= sq % 8 - 1 && sq % 8 - 1 < 8 && 0 <= sq / 8 + 1 && sq / 8 + 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 + 1) + sq % 8 - 1)) == Piece.KING * by)
      @     || (0 <= sq % 8 && sq % 8 < 8 && 0 <= sq / 8 + 1 && sq / 8 + 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 + 1) + sq % 8)) == Piece.KING * by)
      @     || (0 <= sq % 8 + 1 && sq % 8 + 1 < 8 && 0 <= sq / 8 + 1 && sq / 8 + 1 < 8 && After.piece(rules, pos, from, to, promotion, (int) (8 * (sq / 8 + 1) + sq % 8 + 1)) == Piece.KING * by));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result == byKing(rules, pos, from, to, promotion, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean byKing(int rules, int[] pos, int from, int to, int promotion, int sq, int by) {
        int king = Piece.of(by, Piece.KING);
        return holdsStep(rules, pos, from, to, promotion, sq, -1, -1, king) || holdsStep(rules, pos, from, to, promotion, sq, 0, -1, king)
                || holdsStep(rules, pos, from, to, promotion, sq, 1, -1, king) || holdsStep(rules, pos, from, to, promotion, sq, -1, 0, king)
                || holdsStep(rules, pos, from, to, promotion, sq, 1, 0, king) || holdsStep(rules, pos, from, to, promotion, sq, -1, 1, king)
                || holdsStep(rules, pos, from, to, promotion, sq, 0, 1, king) || holdsStep(rules, pos, from, to, promotion, sq, 1, 1, king);
    }

    /** A rook or queen of side {@code by} attacks along the rank and the file, up to the first piece: the four straight rays. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (rayEast(rules, pos, from, to, promotion, sq, (int) (Piece.ROOK * by), (int) (Piece.QUEEN * by))
      @     || rayWest(rules, pos, from, to, promotion, sq, (int) (Piece.ROOK * by), (int) (Piece.QUEEN * by))
      @     || rayNorth(rules, pos, from, to, promotion, sq, (int) (Piece.ROOK * by), (int) (Piece.QUEEN * by))
      @     || raySouth(rules, pos, from, to, promotion, sq, (int) (Piece.ROOK * by), (int) (Piece.QUEEN * by)));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result == alongLines(rules, pos, from, to, promotion, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean alongLines(int rules, int[] pos, int from, int to, int promotion, int sq, int by) {
        int rook = Piece.ROOK * by;
        int queen = Piece.QUEEN * by;
        return rayEast(rules, pos, from, to, promotion, sq, rook, queen) || rayWest(rules, pos, from, to, promotion, sq, rook, queen)
                || rayNorth(rules, pos, from, to, promotion, sq, rook, queen) || raySouth(rules, pos, from, to, promotion, sq, rook, queen);
    }

    /** A bishop or queen of side {@code by} attacks along the diagonals, up to the first piece: the four diagonal rays. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (rayNorthEast(rules, pos, from, to, promotion, sq, (int) (Piece.BISHOP * by), (int) (Piece.QUEEN * by))
      @     || rayNorthWest(rules, pos, from, to, promotion, sq, (int) (Piece.BISHOP * by), (int) (Piece.QUEEN * by))
      @     || raySouthEast(rules, pos, from, to, promotion, sq, (int) (Piece.BISHOP * by), (int) (Piece.QUEEN * by))
      @     || raySouthWest(rules, pos, from, to, promotion, sq, (int) (Piece.BISHOP * by), (int) (Piece.QUEEN * by)));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result == alongDiagonals(rules, pos, from, to, promotion, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean alongDiagonals(int rules, int[] pos, int from, int to, int promotion, int sq, int by) {
        int bishop = Piece.BISHOP * by;
        int queen = Piece.QUEEN * by;
        return rayNorthEast(rules, pos, from, to, promotion, sq, bishop, queen) || rayNorthWest(rules, pos, from, to, promotion, sq, bishop, queen)
                || raySouthEast(rules, pos, from, to, promotion, sq, bishop, queen) || raySouthWest(rules, pos, from, to, promotion, sq, bishop, queen);
    }

    /**
     * Whether some piece of side {@code by} attacks {@code sq} on the board after the move: a pawn, a
     * knight, the king, or a slider along a line or a diagonal, each the predicate of that name (each
     * stated square by square on the board after the move). The second spec case says the call
     * computes the query of the same name, the term the contracts of Check name.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (byPawn(rules, pos, from, to, promotion, sq, by) || byKnight(rules, pos, from, to, promotion, sq, by)
      @     || byKing(rules, pos, from, to, promotion, sq, by)
      @     || alongLines(rules, pos, from, to, promotion, sq, by) || alongDiagonals(rules, pos, from, to, promotion, sq, by));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result == attackedAfter(rules, pos, from, to, promotion, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean attackedAfter(int rules, int[] pos, int from, int to, int promotion, int sq, int by) {
        // All five asked, then combined: one path through the body, each call's result the query its contract names.
        boolean pawn = byPawn(rules, pos, from, to, promotion, sq, by);
        boolean knight = byKnight(rules, pos, from, to, promotion, sq, by);
        boolean king = byKing(rules, pos, from, to, promotion, sq, by);
        boolean lines = alongLines(rules, pos, from, to, promotion, sq, by);
        boolean diagonals = alongDiagonals(rules, pos, from, to, promotion, sq, by);
        return pawn | knight | king | lines | diagonals;
    }

    /** Whether some piece of side {@code by} attacks {@code sq} in the position as it stands (chess). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> attackedAfter(Generate.CHESS, pos, 0, 0, 0, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isAttacked(int[] pos, int sq, int by) {
        return attackedAfter(Generate.CHESS, pos, 0, 0, 0, sq, by);
    }
}
