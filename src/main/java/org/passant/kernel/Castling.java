package org.passant.kernel;

/**
 * Castling (FIDE 3.8.2; C960-CASTLE): the king and a rook of its own colour that have not moved
 * go to the king's and rook's castled squares in one move. The move is written king takes own
 * rook ({@code from} the king's start square, {@code to} the rook's start square): the only move
 * onto a square one's own piece holds, so it is unambiguous in every Chess960 arrangement
 * (C960-NOTATION). One predicate per condition of FIDE 3.8.2, so that {@code explain} can name
 * each; the start squares are read from the position (C960-SETUP: {@link Board#KING_FILE_WHITE},
 * {@link Board#ROOK_FILE_WHITE_KINGSIDE}, ...), so standard chess (king e, rooks a and h) is one
 * arrangement of the 960 and not a case of its own. Attacks are judged under a rule set
 * ({@link Check#attacked}: chess, or atomic chess's AT-CASTLING reading).
 */
public final class Castling {
    private Castling() {
    }

    /** A start file as the position records it; a value off the board reads as {@code standard} (the validator admits none). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.ROOK_FILE_WHITE_KINGSIDE <= index && index <= Board.KING_FILE_BLACK;
      @ ensures \result == (0 <= pos[index] && pos[index] < 8 ? pos[index] : standard);
      @ ensures \result == startFile(pos, index, standard);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int startFile(int[] pos, int index, int standard) {
        int file = pos[index];
        if (0 <= file && file < 8) {
            return file;
        }
        return standard;
    }

    /** The side's back rank's first square: a1 for White, a8 for Black. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? 0 : 56);
      @ ensures \result == backRank(side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int backRank(int side) {
        if (side == Piece.WHITE) {
            return 0;
        }
        return 56;
    }

    /** C960-SETUP: the king's start square, on its start file of the side's back rank. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures \result == (side == Piece.WHITE ? 0 : 56)
      @     + (0 <= pos[side == Piece.WHITE ? 76 : 77] && pos[side == Piece.WHITE ? 76 : 77] < 8 ? pos[side == Piece.WHITE ? 76 : 77] : 4);
      @ ensures 0 <= \result && \result < 64;
      @ ensures \result == kingHome(pos, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int kingHome(int[] pos, int side) {
        if (side == Piece.WHITE) {
            return backRank(side) + startFile(pos, Board.KING_FILE_WHITE, Board.STANDARD_KING_FILE);
        }
        return backRank(side) + startFile(pos, Board.KING_FILE_BLACK, Board.STANDARD_KING_FILE);
    }

    /** The board index of the start file of the rook of this side's castling right on that wing. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? (kingside ? 72 : 73) : (kingside ? 74 : 75));
      @ ensures \result == rookFileIndex(side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int rookFileIndex(int side, boolean kingside) {
        return rightIndex(side, kingside) + 7;
    }

    /** C960-SETUP: the start square of the rook of the castling right on that wing. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures \result == (side == Piece.WHITE ? 0 : 56)
      @     + (0 <= pos[rookFileIndex(side, kingside)] && pos[rookFileIndex(side, kingside)] < 8 ? pos[rookFileIndex(side, kingside)] : (kingside ? 7 : 0));
      @ ensures 0 <= \result && \result < 64;
      @ ensures \result == rookHome(pos, side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int rookHome(int[] pos, int side, boolean kingside) {
        int standard = Board.STANDARD_QUEENSIDE_ROOK_FILE;
        if (kingside) {
            standard = Board.STANDARD_KINGSIDE_ROOK_FILE;
        }
        return backRank(side) + startFile(pos, rookFileIndex(side, kingside), standard);
    }

    /** C960-CASTLE: the king's castled square, g1 or c1 (g8 or c8) whatever its start file. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? (kingside ? 6 : 2) : (kingside ? 62 : 58));
      @ ensures \result == kingTarget(side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int kingTarget(int side, boolean kingside) {
        if (kingside) {
            return backRank(side) + 6;
        }
        return backRank(side) + 2;
    }

    /** C960-CASTLE: the rook's castled square, f1 or d1 (f8 or d8) whatever its start file. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? (kingside ? 5 : 3) : (kingside ? 61 : 59));
      @ ensures \result == rookTarget(side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int rookTarget(int side, boolean kingside) {
        if (kingside) {
            return backRank(side) + 5;
        }
        return backRank(side) + 3;
    }

    /**
     * A castling attempt (FIDE 3.8.2, C960-NOTATION): the side's king on its start square takes a
     * rook of its own that stands on the start square of one of the side's castling rooks, a move
     * of the king along its first rank ({@link Movement#mayReach}). No other move lands on one's own
     * piece, so the attempt is told from every other move by the board alone.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1) && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (from == kingHome(pos, pos[Board.SIDE]) && pos[from] == Piece.KING * pos[Board.SIDE]
      @     && pos[to] == Piece.ROOK * pos[Board.SIDE]
      @     && (to == rookHome(pos, pos[Board.SIDE], true) || to == rookHome(pos, pos[Board.SIDE], false))
      @     && Movement.mayReach(pos[from], from, to));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1) && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == isAttempt(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isAttempt(int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        return from == kingHome(pos, side) && pos[from] == Piece.of(side, Piece.KING)
                && pos[to] == Piece.of(side, Piece.ROOK)
                && (to == rookHome(pos, side, true) || to == rookHome(pos, side, false))
                // FIDE 3.8.2 "along the player's first rank": true of every rook start square, said so that the piece walk finds it
                && Movement.mayReach(pos[from], from, to);
    }

    /** The board index of the castling right for this side and wing. */
    /*@ public normal_behavior
      @ ensures \result == (side == Piece.WHITE ? (kingside ? 65 : 66) : (kingside ? 67 : 68));
      @ ensures \result == rightIndex(side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int rightIndex(int side, boolean kingside) {
        if (side == Piece.WHITE) {
            if (kingside) {
                return Board.CASTLE_WHITE_KINGSIDE;
            }
            return Board.CASTLE_WHITE_QUEENSIDE;
        }
        if (kingside) {
            return Board.CASTLE_BLACK_KINGSIDE;
        }
        return Board.CASTLE_BLACK_QUEENSIDE;
    }

    /**
     * Whether a move from or to {@code sq} ends the castling right at board index {@code r}: the
     * start square of its king or of its rook (the piece leaves, or is captured there).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ requires Board.CASTLE_WHITE_KINGSIDE <= r && r <= Board.CASTLE_BLACK_QUEENSIDE;
      @ ensures \result <==> (sq == kingHome(pos, r <= 66 ? 1 : -1)
      @     || sq == rookHome(pos, r <= 66 ? 1 : -1, r == 65 || r == 67));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ requires Board.CASTLE_WHITE_KINGSIDE <= r && r <= Board.CASTLE_BLACK_QUEENSIDE;
      @ ensures \result == rightLost(pos, r, sq);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rightLost(int[] pos, int r, int sq) {
        int side = Piece.BLACK;
        if (r <= Board.CASTLE_WHITE_QUEENSIDE) {
            side = Piece.WHITE;
        }
        boolean kingside = r == Board.CASTLE_WHITE_KINGSIDE || r == Board.CASTLE_BLACK_KINGSIDE;
        return sq == kingHome(pos, side) || sq == rookHome(pos, side, kingside);
    }

    /** FIDE 3.8.2.1: the right has not been lost: neither this king nor this rook has moved or been captured. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures \result <==> pos[side == Piece.WHITE ? (kingside ? 65 : 66) : (kingside ? 67 : 68)] == 1;
      @ ensures \result == hasRight(pos, side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean hasRight(int[] pos, int side, boolean kingside) {
        return pos[rightIndex(side, kingside)] == 1;
    }

    /** FIDE 3.8.2.1 (C960-CASTLE): the rook the king takes is the rook of this right, on its start square. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1) && 0 <= to && to < 64;
      @ ensures \result <==> (to == rookHome(pos, side, kingside) && pos[to] == Piece.ROOK * side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1) && 0 <= to && to < 64;
      @ ensures \result == rookInPlace(pos, side, kingside, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rookInPlace(int[] pos, int side, boolean kingside, int to) {
        return to == rookHome(pos, side, kingside) && pos[to] == Piece.of(side, Piece.ROOK);
    }

    /** The lowest of four squares. */
    /*@ public normal_behavior
      @ ensures \result == (a <= b && a <= c && a <= d ? a : b <= c && b <= d ? b : c <= d ? c : d);
      @ ensures \result == lowest(a, b, c, d);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int lowest(int a, int b, int c, int d) {
        int m = a;
        if (b < m) {
            m = b;
        }
        if (c < m) {
            m = c;
        }
        if (d < m) {
            m = d;
        }
        return m;
    }

    /** The highest of four squares. */
    /*@ public normal_behavior
      @ ensures \result == (a >= b && a >= c && a >= d ? a : b >= c && b >= d ? b : c >= d ? c : d);
      @ ensures \result == highest(a, b, c, d);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int highest(int a, int b, int c, int d) {
        int m = a;
        if (b > m) {
            m = b;
        }
        if (c > m) {
            m = c;
        }
        if (d > m) {
            m = d;
        }
        return m;
    }

    /**
     * C960-CASTLE: every square from {@code a} to {@code b} (both included, in either order) is
     * empty, the castling king's and rook's squares excepted.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= a && a < 64 && 0 <= b && b < 64;
      @ ensures \result <==> (\forall int s; 0 <= s && s < 64;
      @     (a <= s && s <= b || b <= s && s <= a) && s != king && s != rook ==> pos[s] == Piece.EMPTY);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= a && a < 64 && 0 <= b && b < 64;
      @ ensures \result == emptyBetween(pos, a, b, king, rook);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean emptyBetween(int[] pos, int a, int b, int king, int rook) {
        int lo = a;
        int hi = b;
        if (b < a) {
            lo = b;
            hi = a;
        }
        /*@ loop_invariant lo <= s && s <= hi + 1;
          @ loop_invariant (\forall int t; lo <= t && t < s && t != king && t != rook; pos[t] == Piece.EMPTY);
          @ decreases hi + 1 - s;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int s = lo; s <= hi; s++) {
            if (s != king && s != rook && pos[s] != Piece.EMPTY) {
                return false;
            }
        }
        return true;
    }

    /**
     * Lemma for {@link Apply#play}, C960-CASTLE: on an empty path the squares where the king and the
     * rook land are empty or are their own start squares, so castling takes no other piece.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ requires pathEmpty(pos, side, kingside);
      @ ensures pos[kingTarget(side, kingside)] == Piece.EMPTY
      @     || kingTarget(side, kingside) == kingHome(pos, side) || kingTarget(side, kingside) == rookHome(pos, side, kingside);
      @ ensures pos[rookTarget(side, kingside)] == Piece.EMPTY
      @     || rookTarget(side, kingside) == kingHome(pos, side) || rookTarget(side, kingside) == rookHome(pos, side, kingside);
      @ assignable \strictly_nothing;
      @*/
    public static void landingSquaresFree(int[] pos, int side, boolean kingside) {
        // The calls bring their contracts into the proof: each landing square lies on its own path.
        int king = kingHome(pos, side);
        int rook = rookHome(pos, side, kingside);
        int kingTarget = kingTarget(side, kingside);
        int rookTarget = rookTarget(side, kingside);
        pathEmpty(pos, side, kingside);
        emptyBetween(pos, king, kingTarget, king, rook);
        emptyBetween(pos, rook, rookTarget, king, rook);
    }

    /**
     * FIDE 3.8.2.2(a), C960-CASTLE: every square between the king's start and castled squares, and
     * between the rook's start and castled squares (castled squares included), is empty, the castling
     * king and rook themselves excepted (standard chess: f1 g1, or b1 c1 d1): the king's path and the
     * rook's path, each an {@link #emptyBetween} (arithmetic over squares).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ ensures \result <==> (emptyBetween(pos, kingHome(pos, side), kingTarget(side, kingside), kingHome(pos, side), rookHome(pos, side, kingside))
      @     && emptyBetween(pos, rookHome(pos, side, kingside), rookTarget(side, kingside), kingHome(pos, side), rookHome(pos, side, kingside)));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ ensures \result == pathEmpty(pos, side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean pathEmpty(int[] pos, int side, boolean kingside) {
        int king = kingHome(pos, side);
        int rook = rookHome(pos, side, kingside);
        return emptyBetween(pos, king, kingTarget(side, kingside), king, rook)
                && emptyBetween(pos, rook, rookTarget(side, kingside), king, rook);
    }

    /** FIDE 3.8.2.2(b): castling is not a way out of check: the king's square is not attacked now. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> !Check.attacked(rules, pos, kingHome(pos, side), kingHome(pos, side), 0,
      @     kingHome(pos, side), (int) -side);
      @ ensures \result == notInCheck(rules, pos, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean notInCheck(int rules, int[] pos, int side) {
        int king = kingHome(pos, side);
        return !Check.attacked(rules, pos, king, king, 0, king, -side);
    }

    /**
     * FIDE 3.8.2.2(b): the king does not pass over an attacked square: every square strictly between
     * its start and its castled square, judged with the king standing on it and the castling rook
     * still in place (a line through the king's start square must not hide the attack). The step is
     * the move (king, s) with {@link Piece#KING} as its "promotion": the king's walk, which
     * {@link Apply#pieceAfter} never reads as castling even where {@code s} holds the castling rook
     * (C960-CASTLE, a Chess960 rook between the king and its castled square).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> (\forall int s; 0 <= s && s < 64;
      @     (kingHome(pos, side) < s && s < kingTarget(side, kingside) || kingTarget(side, kingside) < s && s < kingHome(pos, side))
      @     ==> !Check.attacked(rules, pos, kingHome(pos, side), s, Piece.KING, s, (int) -side));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result == notThroughAttack(rules, pos, side, kingside);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean notThroughAttack(int rules, int[] pos, int side, boolean kingside) {
        int king = kingHome(pos, side);
        int target = kingTarget(side, kingside);
        int lo = king;
        int hi = target;
        if (target < king) {
            lo = target;
            hi = king;
        }
        // A king already on its castled square (C960-CASTLE) walks nowhere: lo == hi, and the loop does not run.
        /*@ loop_invariant lo < s && s <= hi + 1 && (s <= hi || s == lo + 1);
          @ loop_invariant (\forall int t; lo < t && t < s; !Check.attacked(rules, pos, king, t, Piece.KING, t, (int) -side));
          @ decreases hi + 1 - s;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int s = lo + 1; s < hi; s++) {
            if (Check.attacked(rules, pos, king, s, Piece.KING, s, -side)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Castling is legal: an attempt (FIDE 3.8.2: the king takes its own rook), the right
     * (3.8.2.1), the right's rook taken on its start square (3.8.2.1), the squares crossed empty
     * (3.8.2.2a, C960-CASTLE), not in check (3.8.2.2b), not through an attacked square (3.8.2.2b),
     * not into check (3.8.2.2b, on the board after the move: king and rook on their castled squares).
     * The wing is the rook's side of the king.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (isAttempt(pos, from, to)
      @     && hasRight(pos, pos[Board.SIDE], to > from) && rookInPlace(pos, pos[Board.SIDE], to > from, to)
      @     && pathEmpty(pos, pos[Board.SIDE], to > from) && notInCheck(rules, pos, pos[Board.SIDE])
      @     && notThroughAttack(rules, pos, pos[Board.SIDE], to > from)
      @     && !Check.inCheckAfter(rules, pos, from, to, 0, pos[Board.SIDE]));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == isLegal(rules, pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isLegal(int rules, int[] pos, int from, int to) {
        int side = pos[Board.SIDE];
        boolean kingside = to > from;
        return isAttempt(pos, from, to) && hasRight(pos, side, kingside) && rookInPlace(pos, side, kingside, to)
                && pathEmpty(pos, side, kingside) && notInCheck(rules, pos, side)
                && notThroughAttack(rules, pos, side, kingside) && !Check.inCheckAfter(rules, pos, from, to, 0, side);
    }
}
