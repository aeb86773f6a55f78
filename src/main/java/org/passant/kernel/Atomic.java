package org.passant.kernel;

/**
 * Atomic chess (rules/RULES.md, AT-*): chess, except that every capture explodes. One predicate
 * or board effect per clause; movement, en passant and castling conditions are the chess ones
 * ({@link Movement}, {@link EnPassant}, {@link Castling}), combined in {@link AtomicLegality}.
 *
 * <p>A capture never leaves the capturer on the board, so the board after it needs no chess move
 * first: the capturer's square, the captured piece's square and the blast around the landing
 * square are emptied, and nothing else changes.
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
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean nearby(int a, int b) {
        int dr = Board.rank(a) - Board.rank(b);
        int df = Board.file(a) - Board.file(b);
        return -1 <= dr && dr <= 1 && -1 <= df && df <= 1;
    }

    /** A capture: onto an enemy piece, or en passant (a pawn stepping diagonally onto an empty square). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == 72;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (pos[to] != 0 || ((pos[from] == 1 || pos[from] == -1) && from % 8 != to % 8));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isCapture(int[] pos, int from, int to) {
        return pos[to] != Piece.EMPTY || Apply.isEnPassantCapture(pos, from, to);
    }

    /** Whether a blast on {@code centre} removes the piece on {@code sq}: it stands nearby and is no pawn. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ requires 0 <= sq && sq < 64 && 0 <= centre && centre < 64;
      @ ensures \result <==> (centre / 8 - 1 <= sq / 8 && sq / 8 <= centre / 8 + 1
      @         && centre % 8 - 1 <= sq % 8 && sq % 8 <= centre % 8 + 1
      @                      && pos[sq] != 1 && pos[sq] != -1);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean blasts(int[] pos, int sq, int centre) {
        return nearby(sq, centre) && Piece.type(pos[sq]) != Piece.PAWN;
    }

    /**
     * AT-EXPLOSION: the board after a capture from {@code from} on {@code to}, square by square:
     * the capturer, the captured piece and every piece but a pawn on the eight squares around
     * {@code to} are gone; a pawn there survives; every square farther away is as it was.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures (\forall int sq; 0 <= sq && sq < 64;
      @         (sq == from || sq == to || (to / 8 - 1 <= sq / 8 && sq / 8 <= to / 8 + 1
      @         && to % 8 - 1 <= sq % 8 && sq % 8 <= to % 8 + 1
      @             && \old(pos[sq]) != 1 && \old(pos[sq]) != -1)) ==> pos[sq] == 0);
      @ ensures (\forall int sq; 0 <= sq && sq < 64;
      @         (\old(pos[sq]) == 1 || \old(pos[sq]) == -1) && sq != from
      @         && sq != to ==> pos[sq] == \old(pos[sq]));
      @ ensures (\forall int sq; 0 <= sq && sq < 64;
      @         !(sq == from || sq == to || (to / 8 - 1 <= sq / 8 && sq / 8 <= to / 8 + 1
      @         && to % 8 - 1 <= sq % 8 && sq % 8 <= to % 8 + 1)) ==> pos[sq] == \old(pos[sq]));
      @ assignable pos[0 .. 63];
      @*/
    public static void explode(int[] pos, int from, int to) {
        explodeAround(pos, from, to, to);
    }

    /**
     * AT-EP-CENTRE: the board after an en passant capture from {@code from} to {@code to}: the
     * captured pawn beside {@code from} is gone, but the blast is centred on the landing square
     * {@code to}; so a piece next to the captured pawn and not next to {@code to} survives.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures (\forall int sq; 0 <= sq && sq < 64;
      @         (sq == from || sq == 8 * (from / 8) + to % 8 || (to / 8 - 1 <= sq / 8
      @         && sq / 8 <= to / 8 + 1 && to % 8 - 1 <= sq % 8 && sq % 8 <= to % 8 + 1
      @             && \old(pos[sq]) != 1 && \old(pos[sq]) != -1)) ==> pos[sq] == 0);
      @ ensures (\forall int sq; 0 <= sq && sq < 64;
      @         (\old(pos[sq]) == 1 || \old(pos[sq]) == -1) && sq != from
      @         && sq != 8 * (from / 8) + to % 8 ==> pos[sq] == \old(pos[sq]));
      @ ensures (\forall int sq; 0 <= sq && sq < 64;
      @         !(sq == from || sq == 8 * (from / 8) + to % 8 || (to / 8 - 1 <= sq / 8
      @         && sq / 8 <= to / 8 + 1 && to % 8 - 1 <= sq % 8
      @         && sq % 8 <= to % 8 + 1)) ==> pos[sq] == \old(pos[sq]));
      @ assignable pos[0 .. 63];
      @*/
    public static void explodeEnPassant(int[] pos, int from, int to) {
        explodeAround(pos, from, EnPassant.capturedSquare(from, to), to);
    }

    /** Empties the capturer's square, the captured piece's square, and every non-pawn near {@code centre}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
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
      @ requires pos != null && pos.length >= 64 && 0 <= sq && sq < 64;
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
     * AT-CASTLING: the castling rights a capture ends: the capturer leaves its square, the captured
     * piece and every exploded piece vanish; an exploded rook loses its right, an exploded king both.
     * Call it before the board changes.
     */
    public static void loseCastlingRights(int[] pos, int from, int to) {
        Apply.loseCastlingRights(pos, from);
        Apply.loseCastlingRights(pos, to);
        for (int sq = 0; sq < Board.SQUARES; sq++) {
            if (pos[sq] != Piece.EMPTY && blasts(pos, sq, to)) {
                Apply.loseCastlingRights(pos, sq);
            }
        }
    }

    /** Whether {@code king} (a signed king code) stands on {@code centre} or next to it. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ requires 0 <= centre && centre < 64;
      @ ensures \result <==> (\exists int t; 0 <= t && t < 64; pos[t] == king
      @     && centre / 8 - 1 <= t / 8 && t / 8 <= centre / 8 + 1 && centre % 8 - 1 <= t % 8
      @         && t % 8 <= centre % 8 + 1);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean kingNearby(int[] pos, int centre, int king) {
        /*@ loop_invariant 0 <= sq && sq <= 64;
          @ loop_invariant (\forall int t; 0 <= t && t < sq; !(pos[t] == king
          @     && centre / 8 - 1 <= t / 8 && t / 8 <= centre / 8 + 1 && centre % 8 - 1 <= t % 8
          @         && t % 8 <= centre % 8 + 1));
          @ assignable \nothing;
          @ decreases 64 - sq;
          @*/
        for (int sq = 0; sq < Board.SQUARES; sq++) {
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
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean kingNoCapture(int[] pos, int from, int to) {
        return Piece.type(pos[from]) != Piece.KING || pos[to] == Piece.EMPTY;
    }

    /**
     * AT-OWN-KING: the move explodes no king of the mover. A quiet move explodes nothing; a capture
     * explodes the capturer and the captured piece and every piece but a pawn near the landing
     * square, so the king can capture nothing and nothing can be captured next to it.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == 72 && (pos[64] == 1 || pos[64] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> !((pos[to] != 0 || ((pos[from] == 1 || pos[from] == -1) && from % 8 != to % 8))
      @     && (pos[from] == 6 * pos[64]
      @         || (\exists int t; 0 <= t && t < 64; pos[t] == 6 * pos[64]
      @             && to / 8 - 1 <= t / 8 && t / 8 <= to / 8 + 1 && to % 8 - 1 <= t % 8
      @         && t % 8 <= to % 8 + 1)));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean ownKingSurvives(int[] pos, int from, int to) {
        int king = Piece.of(pos[Board.SIDE], Piece.KING);
        return !isCapture(pos, from, to) || (pos[from] != king && !kingNearby(pos, to, king));
    }

    /**
     * AT-WIN-EXPLOSION: the move is a capture whose blast takes the enemy king: it stands near the
     * landing square (or on it, which no legal game allows).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == 72 && (pos[64] == 1 || pos[64] == -1);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((pos[to] != 0 || ((pos[from] == 1 || pos[from] == -1) && from % 8 != to % 8))
      @     && (\exists int t; 0 <= t && t < 64; pos[t] == -6 * pos[64]
      @         && to / 8 - 1 <= t / 8 && t / 8 <= to / 8 + 1 && to % 8 - 1 <= t % 8 && t % 8 <= to % 8 + 1));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean explodesEnemyKing(int[] pos, int from, int to) {
        int king = Piece.of(-pos[Board.SIDE], Piece.KING);
        return isCapture(pos, from, to) && kingNearby(pos, to, king);
    }

    /**
     * AT-CONNECTED-KINGS: the king of side {@code by} stands next to {@code sq}, so that a king on
     * {@code sq} touches it. No piece of {@code by} can then take a king on {@code sq}: the blast
     * would take its own king too.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures \result <==> (\exists int t; 0 <= t && t < 64; pos[t] == 6 * by
      @     && sq / 8 - 1 <= t / 8 && t / 8 <= sq / 8 + 1 && sq % 8 - 1 <= t % 8 && t % 8 <= sq % 8 + 1);
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean kingsConnected(int[] pos, int sq, int by) {
        return kingNearby(pos, sq, Piece.of(by, Piece.KING));
    }

    /**
     * AT-CHECK with AT-CONNECTED-KINGS: a king on {@code sq} is attacked by side {@code by} when a
     * piece of {@code by} attacks the square as in chess and the king of {@code by} does not touch it.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ requires 0 <= sq && sq < 64 && (by == 1 || by == -1);
      @ ensures (\exists int t; 0 <= t && t < 64; pos[t] == 6 * by
      @     && sq / 8 - 1 <= t / 8 && t / 8 <= sq / 8 + 1 && sq % 8 - 1 <= t % 8
      @         && t % 8 <= sq % 8 + 1) ==> !\result;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean isAttacked(int[] pos, int sq, int by) {
        return Attack.isAttacked(pos, sq, by) && !kingsConnected(pos, sq, by);
    }

    /** AT-CHECK: the side's king stands and is attacked in the atomic sense. A side without a king is not in check. */
    public static /*@ pure @*/ boolean inCheck(int[] pos, int side) {
        int king = Check.kingSquare(pos, side);
        return king != Board.NO_SQUARE && isAttacked(pos, king, -side);
    }

    /** AT-END: the game goes on only while both kings stand; once one has exploded no move is legal. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64;
      @ ensures \result <==> ((\exists int w; 0 <= w && w < 64; pos[w] == 6)
      @                      && (\exists int b; 0 <= b && b < 64; pos[b] == -6));
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean bothKingsStand(int[] pos) {
        return Check.kingSquare(pos, Piece.WHITE) != Board.NO_SQUARE
                && Check.kingSquare(pos, Piece.BLACK) != Board.NO_SQUARE;
    }

    /**
     * AT-CASTLING: castling is no way out of check, read in the atomic sense; in particular a king
     * whose home square touches the enemy king is not in check.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length >= 64 && (side == 1 || side == -1);
      @ ensures (\exists int t; 0 <= t && t < 64; pos[t] == -6 * side
      @     && (side == 1 ? (4 / 8 - 1 <= t / 8 && t / 8 <= 4 / 8 + 1 && 4 % 8 - 1 <= t % 8
      @         && t % 8 <= 4 % 8 + 1) : (60 / 8 - 1 <= t / 8 && t / 8 <= 60 / 8 + 1
      @         && 60 % 8 - 1 <= t % 8 && t % 8 <= 60 % 8 + 1))) ==> \result;
      @ assignable \nothing;
      @*/
    public static /*@ pure @*/ boolean castlingNotInCheck(int[] pos, int side) {
        return !isAttacked(pos, Castling.kingHome(side), -side);
    }

    /**
     * AT-CASTLING: the square the king crosses is not attacked in the atomic sense, judged with the
     * king lifted from its home square (a line through it would reach the crossed square; in chess
     * that line would already be a check, in atomic not when the kings touch).
     */
    public static /*@ pure @*/ boolean castlingNotThroughAttack(int[] pos, int side, boolean kingside) {
        int home = Castling.kingHome(side);
        int crossed = home + 1;
        if (!kingside) {
            crossed = home - 1;
        }
        int[] lifted = Board.copy(pos);
        lifted[home] = Piece.EMPTY;
        return !isAttacked(lifted, crossed, -side);
    }
}
