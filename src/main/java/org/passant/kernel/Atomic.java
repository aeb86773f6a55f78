package org.passant.kernel;

/**
 * Atomic chess (rules/RULES.md, AT-*): chess, except that every capture explodes. One predicate
 * or board effect per clause; movement, en passant and castling conditions are the chess ones
 * ({@link Movement}, {@link EnPassant}, {@link Castling}), combined in {@link AtomicLegality}; the
 * board after a capture is {@link AtomicApply#pieceAfter}.
 */
public final class Atomic {
    private Atomic() {
    }

    /**
     * Whether {@code a} lies in the three-by-three square around {@code b}: the same square, or one
     * a king step away. The blast of a capture on {@code b} covers exactly these squares.
     */
    /*@ public normal_behavior
      @ requires 0 <= a && a < 64 && 0 <= b && b < 64;
      @ ensures \result <==> (b / 8 - 1 <= a / 8 && a / 8 <= b / 8 + 1 && b % 8 - 1 <= a % 8
      @         && a % 8 <= b % 8 + 1);
      @ ensures \result == nearby(a, b);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean nearby(int a, int b) {
        int dr = Board.rank(a) - Board.rank(b);
        int df = Board.file(a) - Board.file(b);
        return -1 <= dr && dr <= 1 && -1 <= df && df <= 1;
    }

    /**
     * A capture: onto a piece of the other colour, or en passant (a pawn stepping diagonally onto an
     * empty square). The king onto its own rook is castling (C960-NOTATION), which explodes nothing.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (pos[to] != 0 && (pos[from] > 0) != (pos[to] > 0)
      @     || ((pos[from] == 1 || pos[from] == -1) && from % 8 != to % 8 && pos[to] == 0));
      @ ensures \result == isCapture(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isCapture(int[] pos, int from, int to) {
        return pos[to] != Piece.EMPTY && (pos[from] > 0) != (pos[to] > 0) || Apply.isEnPassantCapture(pos, from, to);
    }

    /** Whether a blast on {@code centre} removes the piece on {@code sq}: it stands nearby and is no pawn. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ requires 0 <= sq && sq < 64 && 0 <= centre && centre < 64;
      @ ensures \result <==> (centre / 8 - 1 <= sq / 8 && sq / 8 <= centre / 8 + 1
      @         && centre % 8 - 1 <= sq % 8 && sq % 8 <= centre % 8 + 1
      @                      && pos[sq] != 1 && pos[sq] != -1);
      @ ensures \result == blasts(pos, sq, centre);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean blasts(int[] pos, int sq, int centre) {
        return nearby(sq, centre) && !Board.isType(pos, sq, Piece.PAWN);
    }

    /** AT-EXPLOSION on the board: empties the capturer's square, the captured piece's square, and every non-pawn near {@code centre}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ requires 0 <= from && from < 64 && 0 <= captured && captured < 64 && 0 <= centre && centre < 64;
      @ ensures (\forall int sq; 0 <= sq && sq < 64;
      @     pos[sq] == ((sq == from || sq == captured || (centre / 8 - 1 <= sq / 8
      @         && sq / 8 <= centre / 8 + 1 && centre % 8 - 1 <= sq % 8 && sq % 8 <= centre % 8 + 1
      @         && \old(pos[sq]) != 1 && \old(pos[sq]) != -1))
      @                 ? 0 : \old(pos[sq])));
      @ assignable pos[0 .. 63];
      @*/
    public static void explodeAround(int[] pos, int from, int captured, int centre) {
        /*@ loop_invariant 0 <= sq && sq <= 64;
          @ loop_invariant (\forall int j; 0 <= j && j < 64;
          @     pos[j] == ((j < sq && (j == from || j == captured || (centre / 8 - 1 <= j / 8
          @         && j / 8 <= centre / 8 + 1 && centre % 8 - 1 <= j % 8 && j % 8 <= centre % 8 + 1
          @         && \old(pos[j]) != 1 && \old(pos[j]) != -1)))
          @                ? 0 : \old(pos[j])));
          @ assignable pos[0 .. 63];
          @ decreases 64 - sq;
          @*/
        for (int sq = 0; sq < Board.SQUARES; sq++) {
            explodeSquare(pos, sq, from, captured, centre);
        }
    }

    /** {@link #explodeAround} on one square. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= sq && sq < 64;
      @ requires 0 <= from && from < 64 && 0 <= captured && captured < 64 && 0 <= centre && centre < 64;
      @ ensures pos[sq] == ((sq == from || sq == captured || (centre / 8 - 1 <= sq / 8
      @         && sq / 8 <= centre / 8 + 1 && centre % 8 - 1 <= sq % 8 && sq % 8 <= centre % 8 + 1
      @         && \old(pos[sq]) != 1 && \old(pos[sq]) != -1)) ? 0 : \old(pos[sq]));
      @ assignable pos[sq];
      @*/
    public static void explodeSquare(int[] pos, int sq, int from, int captured, int centre) {
        if (sq == from || sq == captured || blasts(pos, sq, centre)) {
            pos[sq] = Piece.EMPTY;
        }
    }

    /**
     * AT-CASTLING: whether a capture from {@code from} on {@code to} ends the castling right at board
     * index {@code r}: its king or its rook leaves, is captured, or is blasted (an exploded rook loses
     * its right, an exploded king both).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.CASTLE_WHITE_KINGSIDE <= r && r <= Board.CASTLE_BLACK_QUEENSIDE;
      @ ensures \result <==> (Castling.rightLost(pos, r, from) || Castling.rightLost(pos, r, to)
      @     || pos[Castling.kingHome(pos, r <= 66 ? 1 : -1)] != Piece.EMPTY && blasts(pos, Castling.kingHome(pos, r <= 66 ? 1 : -1), to)
      @     || pos[Castling.rookHome(pos, r <= 66 ? 1 : -1, r == 65 || r == 67)] != Piece.EMPTY
      @         && blasts(pos, Castling.rookHome(pos, r <= 66 ? 1 : -1, r == 65 || r == 67), to));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.CASTLE_WHITE_KINGSIDE <= r && r <= Board.CASTLE_BLACK_QUEENSIDE;
      @ ensures \result == rightExploded(pos, r, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rightExploded(int[] pos, int r, int from, int to) {
        int side = Piece.BLACK;
        if (r <= Board.CASTLE_WHITE_QUEENSIDE) {
            side = Piece.WHITE;
        }
        boolean kingside = r == Board.CASTLE_WHITE_KINGSIDE || r == Board.CASTLE_BLACK_KINGSIDE;
        int king = Castling.kingHome(pos, side);
        int rook = Castling.rookHome(pos, side, kingside);
        return Castling.rightLost(pos, r, from) || Castling.rightLost(pos, r, to)
                || pos[king] != Piece.EMPTY && blasts(pos, king, to) || pos[rook] != Piece.EMPTY && blasts(pos, rook, to);
    }

    /** AT-CASTLING: the castling rights a capture ends ({@link #rightExploded}), right by right. Call it before the board changes. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures pos[Board.CASTLE_WHITE_KINGSIDE] == (\old(rightExploded(pos, Board.CASTLE_WHITE_KINGSIDE, from, to))
      @     ? 0 : \old(pos[Board.CASTLE_WHITE_KINGSIDE]));
      @ ensures pos[Board.CASTLE_WHITE_QUEENSIDE] == (\old(rightExploded(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to))
      @     ? 0 : \old(pos[Board.CASTLE_WHITE_QUEENSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_KINGSIDE] == (\old(rightExploded(pos, Board.CASTLE_BLACK_KINGSIDE, from, to))
      @     ? 0 : \old(pos[Board.CASTLE_BLACK_KINGSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_QUEENSIDE] == (\old(rightExploded(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to))
      @     ? 0 : \old(pos[Board.CASTLE_BLACK_QUEENSIDE]));
      @ assignable pos[Board.CASTLE_WHITE_KINGSIDE .. Board.CASTLE_BLACK_QUEENSIDE];
      @*/
    public static void loseCastlingRights(int[] pos, int from, int to) {
        // all four verdicts on the board before any right is cleared, as the contract's \old reads them
        Apply.endRights(pos, rightExploded(pos, Board.CASTLE_WHITE_KINGSIDE, from, to),
                rightExploded(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to),
                rightExploded(pos, Board.CASTLE_BLACK_KINGSIDE, from, to),
                rightExploded(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to));
    }

    /** Whether {@code king} (a signed king code) stands on {@code centre} or next to it. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ requires 0 <= centre && centre < 64;
      @ ensures \result <==> (\exists int t; 0 <= t && t < 64; pos[t] == king
      @     && centre / 8 - 1 <= t / 8 && t / 8 <= centre / 8 + 1 && centre % 8 - 1 <= t % 8
      @         && t % 8 <= centre % 8 + 1);
      @ ensures \result == kingNearby(pos, centre, king);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean kingNearby(int[] pos, int centre, int king) {
        /*@ loop_invariant 0 <= sq && sq <= 64;
          @ loop_invariant (\forall int t; 0 <= t && t < sq; !(pos[t] == king
          @     && centre / 8 - 1 <= t / 8 && t / 8 <= centre / 8 + 1 && centre % 8 - 1 <= t % 8
          @         && t % 8 <= centre % 8 + 1));
          @ decreases 64 - sq;
          @*/
        //-KeY@ assignable \nothing;
        //+KeY@ assignable \strictly_nothing;
        for (int sq = 0; sq < Board.SQUARES; sq = Generate.next(sq)) {
            if (pos[sq] == king && nearby(sq, centre)) {
                return true;
            }
        }
        return false;
    }

    /** AT-KING-NO-CAPTURE: a king never captures: a square holding a piece is no king destination. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> !((pos[from] == 6 || pos[from] == -6) && pos[to] != 0);
      @ ensures \result == kingNoCapture(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean kingNoCapture(int[] pos, int from, int to) {
        return !Board.isType(pos, from, Piece.KING) || pos[to] == Piece.EMPTY;
    }

    /**
     * AT-OWN-KING: the move explodes no king of the mover. A quiet move explodes nothing; a capture
     * explodes the capturer and the captured piece and every piece but a pawn near the landing
     * square, so the king can capture nothing and nothing can be captured next to it.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[64] == 1 || pos[64] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> !((pos[to] != 0 && (pos[from] > 0) != (pos[to] > 0) || ((pos[from] == 1 || pos[from] == -1) && from % 8 != to % 8 && pos[to] == 0))
      @     && (pos[from] == 6 * pos[64]
      @         || (\exists int t; 0 <= t && t < 64; pos[t] == 6 * pos[64]
      @             && to / 8 - 1 <= t / 8 && t / 8 <= to / 8 + 1 && to % 8 - 1 <= t % 8
      @         && t % 8 <= to % 8 + 1)));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[64] == 1 || pos[64] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == ownKingSurvives(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean ownKingSurvives(int[] pos, int from, int to) {
        int king = Piece.of(pos[Board.SIDE], Piece.KING);
        return !isCapture(pos, from, to) || (pos[from] != king && !kingNearby(pos, to, king));
    }

    /**
     * AT-WIN-EXPLOSION: the move is a capture whose blast takes the enemy king: it stands near the
     * landing square (or on it, which no legal game allows).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[64] == 1 || pos[64] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((pos[to] != 0 && (pos[from] > 0) != (pos[to] > 0) || ((pos[from] == 1 || pos[from] == -1) && from % 8 != to % 8 && pos[to] == 0))
      @     && (\exists int t; 0 <= t && t < 64; pos[t] == -6 * pos[64]
      @         && to / 8 - 1 <= t / 8 && t / 8 <= to / 8 + 1 && to % 8 - 1 <= t % 8 && t % 8 <= to % 8 + 1));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[64] == 1 || pos[64] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == explodesEnemyKing(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean explodesEnemyKing(int[] pos, int from, int to) {
        // the enemy side by comparison, not by negation, so that the body has no int operation
        int king = pos[Board.SIDE] == Piece.WHITE ? Piece.of(Piece.BLACK, Piece.KING) : Piece.of(Piece.WHITE, Piece.KING);
        return isCapture(pos, from, to) && kingNearby(pos, to, king);
    }

    /**
     * AT-CONNECTED-KINGS: after the move, the king of side {@code by} stands on {@code sq} or next to
     * it, so that a king on {@code sq} touches it. No piece of {@code by} can then take a king on
     * {@code sq}: the blast would take its own king too.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (Attack.byKing(Generate.ATOMIC, pos, from, to, promotion, sq, by)
      @     || After.piece(Generate.ATOMIC, pos, from, to, promotion, sq) == Piece.KING * by);
      @ ensures \result == kingsConnected(pos, from, to, promotion, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean kingsConnected(int[] pos, int from, int to, int promotion, int sq, int by) {
        return Attack.byKing(Generate.ATOMIC, pos, from, to, promotion, sq, by)
                || After.piece(Generate.ATOMIC, pos, from, to, promotion, sq) == Piece.of(by, Piece.KING);
    }

    /**
     * AT-CHECK with AT-CONNECTED-KINGS: after the move, a king on {@code sq} is attacked by side
     * {@code by} exactly when a piece of {@code by} attacks the square as in chess and the king of
     * {@code by} does not touch it.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (Attack.attackedAfter(Generate.ATOMIC, pos, from, to, promotion, sq, by)   // AT-CHECK
      @     && !kingsConnected(pos, from, to, promotion, sq, by));                                    // AT-CONNECTED-KINGS
      @ ensures \result == attackedAfter(pos, from, to, promotion, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean attackedAfter(int[] pos, int from, int to, int promotion, int sq, int by) {
        return Attack.attackedAfter(Generate.ATOMIC, pos, from, to, promotion, sq, by)
                && !kingsConnected(pos, from, to, promotion, sq, by);
    }

    /** AT-CHECK in the position as it stands: a king on {@code sq} is attacked by side {@code by}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> attackedAfter(pos, 0, 0, 0, sq, by);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isAttacked(int[] pos, int sq, int by) {
        return attackedAfter(pos, 0, 0, 0, sq, by);
    }

    /** AT-CHECK: the side's king stands and is attacked in the atomic sense. A side without a king is not in check. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (side == 1 || side == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> Check.inCheckAfter(Generate.ATOMIC, pos, 0, 0, 0, side);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean inCheck(int[] pos, int side) {
        return Check.inCheckAfter(Generate.ATOMIC, pos, 0, 0, 0, side);
    }

    /** AT-END: the game goes on only while both kings stand; once one has exploded no move is legal. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ requires Board.isBoard(pos);
      @ ensures \result <==> ((\exists int w; 0 <= w && w < 64; pos[w] == 6)
      @                      && (\exists int b; 0 <= b && b < 64; pos[b] == -6));
      @ ensures \result == bothKingsStand(pos);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean bothKingsStand(int[] pos) {
        return Check.kingSquare(pos, Piece.WHITE) != Board.NO_SQUARE
                && Check.kingSquare(pos, Piece.BLACK) != Board.NO_SQUARE;
    }
}
