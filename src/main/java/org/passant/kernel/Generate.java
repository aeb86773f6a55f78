package org.passant.kernel;

/**
 * The kernel's move generation, under a rule set's legality predicate ({@link #isLegal}:
 * {@link Legality#isLegal} for chess, {@link AtomicLegality#isLegal} for atomic chess, whose
 * pieces move as in chess). Two generators, both proved to return exactly the legal moves, each
 * once:
 *
 * <ul>
 * <li>{@link #allLegalMoves}, the reference enumeration: every (from, to, promotion) in increasing
 * encoding order, kept when the predicate accepts it. It knows nothing of how pieces move.
 * <li>{@link #legalMoves}, the piece walk used for speed: for each piece of the side to move, only
 * the squares its movement could reach ({@link Movement#mayReach}), in increasing order.
 * </ul>
 *
 * <p>Moves are encoded as {@code from + 64 * to + 4096 * promotion}: from in bits 0-5, to in bits
 * 6-11, promotion in bits 12-14. This is the one move encoding of the project: a generator may keep
 * its own data above bit 14 (the fast generator's piece type and flags), which the decoders ignore.
 */
public final class Generate {
    private Generate() {
    }

    /**
     * Room for the moves of any board, legal in a game or not: the walk tries at most 28 targets
     * from each of 64 squares (a queen: seven on its rank, three on each other rank), and a game
     * position has at most 218 moves.
     */
    public static final int MAX_MOVES = 64 * 28;

    /** How many (from, to, promotion) codes there are, promotion 0..5: the reference enumeration's room. */
    public static final int CODES = 6 * 4096;

    /** The rule sets, as the int that chooses a predicate (the KeY subset has no interfaces). */
    public static final int CHESS = 0;
    public static final int ATOMIC = 1;

    /**
     * The code of a move. It decodes back to its three parts, one spec case each: each part is its own
     * proof of division and remainder, which KeY did not finish for the three together.
     */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && 0 <= promotion && promotion <= Piece.QUEEN;
      @ ensures \result == from + 64 * to + 4096 * promotion;
      @ ensures 0 <= \result && \result < CODES;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && 0 <= promotion && promotion <= Piece.QUEEN;
      @ ensures Generate.from(\result) == from;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && 0 <= promotion && promotion <= Piece.QUEEN;
      @ ensures Generate.to(\result) == to;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && 0 <= promotion && promotion <= Piece.QUEEN;
      @ ensures Generate.promotion(\result) == promotion;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int encode(int from, int to, int promotion) {
        return from + 64 * to + 4096 * promotion;
    }

    /*@ public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == move % 64;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == Generate.from(move);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int from(int move) {
        return move % 64;
    }

    /*@ public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == (move / 64) % 64;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == Generate.to(move);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int to(int move) {
        return (move / 64) % 64;
    }

    /*@ public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == (move / 4096) % 8;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == Generate.promotion(move);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int promotion(int move) {
        return (move / 4096) % 8;
    }

    /**
     * One more than {@code i}, a code or a count of codes below {@link #CODES}: the reference
     * enumeration's step ({@code i + 1}, which cannot wrap around), so that its proof meets the sum
     * as this postcondition states it and needs no reasoning about Java's int overflow.
     */
    /*@ public normal_behavior
      @ requires 0 <= i && i < CODES;
      @ ensures \result == i + 1;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int next(int i) {
        return i + 1;
    }

    /** The order of the piece walk: by from-square, then to-square, then promotion. */
    /*@ public normal_behavior
      @ requires 0 <= move;
      @ ensures \result == 512 * Generate.from(move) + 8 * Generate.to(move) + Generate.promotion(move);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int order(int move) {
        return 512 * from(move) + 8 * to(move) + promotion(move);
    }

    /**
     * Whether (from, to, promotion) is a legal move of the side to move under the rule set. The
     * second postcondition is what the piece walk relies on: a legal move starts from a piece of the
     * side to move, names the promotion it calls for and goes where that piece could go.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result <==> (rules == ATOMIC && AtomicLegality.isLegal(pos, from, to, promotion)
      @     || rules != ATOMIC && Legality.isLegal(pos, from, to, promotion));
      @ ensures \result ==> 0 <= from && from < 64 && 0 <= to && to < 64
      @     && Legality.moverIsOwn(pos, from) && Legality.promotionAgrees(pos, from, to, promotion)
      @     && Movement.mayReach(pos[from], from, to);
      @ ensures \result == Generate.isLegal(rules, pos, from, to, promotion);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isLegal(int rules, int[] pos, int from, int to, int promotion) {
        if (rules == ATOMIC) {
            return AtomicLegality.isLegal(pos, from, to, promotion);
        }
        return Legality.isLegal(pos, from, to, promotion);
    }

    /**
     * The reference enumeration: writes every legal move of the side to move under the rule set
     * into {@code out}, in increasing encoding order, and returns how many. Every code it writes is
     * legal, every legal move is written, none twice (the codes strictly increase).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out.length >= CODES && out != pos;
      @ ensures 0 <= \result && \result <= CODES;
      @ ensures (\forall int k; 0 <= k && k < \result; 0 <= out[k] && out[k] < CODES);
      @ ensures (\forall int k, m; 0 <= k && k < \result && m == out[k];
      @     \old(Generate.isLegal(rules, pos, Generate.from(m), Generate.to(m), Generate.promotion(m))));
      @ ensures (\forall int k, l; 0 <= k && k < l && l < \result; out[k] < out[l]);
      @ ensures (\forall int c; 0 <= c && c < CODES; \old(Generate.isLegal(rules, pos, Generate.from(c), Generate.to(c), Generate.promotion(c)))
      @     ==> (\exists int k; 0 <= k && k < \result; out[k] == c));
      @ assignable out[*];
      @*/
    public static int allLegalMoves(int rules, int[] pos, int[] out) {
        int n = 0;
        /*@ loop_invariant 0 <= c && c <= CODES && 0 <= n && n <= c;
          @ loop_invariant (\forall int k; 0 <= k && k < n; 0 <= out[k] && out[k] < c);
          @ loop_invariant (\forall int k, m; 0 <= k && k < n && m == out[k];
          @     \old(Generate.isLegal(rules, pos, Generate.from(m), Generate.to(m), Generate.promotion(m))));
          @ loop_invariant (\forall int k, l; 0 <= k && k < l && l < n; out[k] < out[l]);
          @ loop_invariant -2147483647 - 1 <= Generate.from(c) && Generate.from(c) <= 2147483647
          @     && -2147483647 - 1 <= Generate.to(c) && Generate.to(c) <= 2147483647
          @     && -2147483647 - 1 <= Generate.promotion(c) && Generate.promotion(c) <= 2147483647
          @     ==> (Generate.isLegal(rules, pos, Generate.from(c), Generate.to(c), Generate.promotion(c))
          @         == \old(Generate.isLegal(rules, pos, Generate.from(c), Generate.to(c), Generate.promotion(c))));
          @ loop_invariant (\forall int d; 0 <= d && d < c; \old(Generate.isLegal(rules, pos, Generate.from(d), Generate.to(d), Generate.promotion(d)))
          @     ==> (\exists int k; 0 <= k && k < n; out[k] == d));
          @ assignable out[*];
          @ decreases CODES - c;
          @*/
        for (int c = 0; c < CODES; c = next(c)) {
            if (isLegal(rules, pos, from(c), to(c), promotion(c))) {
                out[n] = c;
                n = next(n);
            }
        }
        return n;
    }

    /**
     * The piece walk: writes every legal move of the side to move under the rule set into
     * {@code out}, ordered by from-square, to-square and promotion ({@link #order}), and returns how
     * many. Every move it writes is legal, every legal move is written, none twice (the order
     * strictly increases), and there are at most {@link #MAX_MOVES}.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out.length >= MAX_MOVES && out != pos;
      @ ensures 0 <= \result && \result <= MAX_MOVES;
      @ ensures (\forall int k; 0 <= k && k < \result; 0 <= out[k] && out[k] < CODES
      @     && Generate.isLegal(rules, pos, Generate.from(out[k]), Generate.to(out[k]), Generate.promotion(out[k])));
      @ ensures (\forall int k, l; 0 <= k && k < l && l < \result; Generate.order(out[k]) < Generate.order(out[l]));
      @ ensures (\forall int f, t, p; Generate.isLegal(rules, pos, f, t, p)
      @     ==> (\exists int k; 0 <= k && k < \result; out[k] == f + 64 * t + 4096 * p));
      @ assignable out[*];
      @*/
    public static int legalMoves(int rules, int[] pos, int[] out) {
        int side = pos[Board.SIDE];
        int count = 0;
        /*@ loop_invariant 0 <= from && from <= 64 && 0 <= count && count <= 28 * from;
          @ loop_invariant (\forall int k; 0 <= k && k < count; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) < from
          @     && Generate.isLegal(rules, pos, Generate.from(out[k]), Generate.to(out[k]), Generate.promotion(out[k])));
          @ loop_invariant (\forall int k, l; 0 <= k && k < l && l < count; Generate.order(out[k]) < Generate.order(out[l]));
          @ loop_invariant (\forall int f, t, p; f < from && Generate.isLegal(rules, pos, f, t, p)
          @     ==> (\exists int k; 0 <= k && k < count; out[k] == f + 64 * t + 4096 * p));
          @ assignable out[*];
          @ decreases 64 - from;
          @*/
        for (int from = 0; from < Board.SQUARES; from++) {
            if (Board.belongsTo(pos, from, side)) {
                count = fromSquare(rules, pos, from, out, count);
            }
        }
        return count;
    }

    /**
     * Adds the legal moves of the piece on {@code from} at {@code out[count..]}, in the walk's order,
     * and returns the new count: at most 28 of them.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= count && count + 28 <= out.length;
      @ ensures count <= \result && \result <= count + 28;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
      @     && Generate.isLegal(rules, pos, from, Generate.to(out[k]), Generate.promotion(out[k])));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; Generate.order(out[k]) < Generate.order(out[l]));
      @ ensures (\forall int t, p; Generate.isLegal(rules, pos, from, t, p)
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * t + 4096 * p));
      @ assignable out[count .. count + 27];
      @*/
    public static int fromSquare(int rules, int[] pos, int from, int[] out, int count) {
        if (Board.isType(pos, from, Piece.PAWN)) {
            return pawnMoves(rules, pos, from, out, count);
        }
        if (Board.isType(pos, from, Piece.KNIGHT)) {
            return offsetMoves(rules, pos, from, -17, -15, -10, -6, 6, 10, 15, 17, out, count);
        }
        if (Board.isType(pos, from, Piece.KING)) {
            return kingMoves(rules, pos, from, out, count);
        }
        return lineMoves(rules, pos, from, out, count);
    }

    // The walk's helpers below each add the legal moves from one square to a run of targets in
    // increasing order; each contract says: at most so many added, earlier entries kept, every
    // entry added legal and from this square, in the walk's order, and every legal move to one
    // of its targets added.

    /**
     * Adds the legal moves from {@code from} to {@code to}, by increasing promotion: the four
     * promotions when a pawn reaches its last rank, no promotion otherwise. Nothing when
     * {@code to} is off the board.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= count && count + 4 <= out.length;
      @ ensures count <= \result && \result <= count + 4;
      @ ensures !(pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) ==> \result <= count + 1;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES
      @     && Generate.from(out[k]) == from && Generate.to(out[k]) == to && Generate.isLegal(rules, pos, from, to, Generate.promotion(out[k])));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; Generate.promotion(out[k]) < Generate.promotion(out[l]));
      @ ensures (\forall int p; Generate.isLegal(rules, pos, from, to, p)
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * to + 4096 * p));
      @ assignable out[count .. count + 3];
      @*/
    public static int target(int rules, int[] pos, int from, int to, int[] out, int count) {
        if (!Board.isSquare(to)) {
            return count;
        }
        int n = count;
        if (Board.isType(pos, from, Piece.PAWN) && Board.rank(to) == Movement.promotionRank(pos[Board.SIDE])) {
            /*@ loop_invariant Piece.KNIGHT <= p && p <= Piece.QUEEN + 1 && count <= n && n <= count + p - Piece.KNIGHT;
              @ loop_invariant (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
              @ loop_invariant (\forall int k; count <= k && k < n; 0 <= out[k] && out[k] < CODES
              @     && Generate.from(out[k]) == from && Generate.to(out[k]) == to && Generate.promotion(out[k]) < p
              @     && Generate.isLegal(rules, pos, from, to, Generate.promotion(out[k])));
              @ loop_invariant (\forall int k, l; count <= k && k < l && l < n; Generate.promotion(out[k]) < Generate.promotion(out[l]));
              @ loop_invariant (\forall int q; q < p && Generate.isLegal(rules, pos, from, to, q)
              @     ==> (\exists int k; count <= k && k < n; out[k] == from + 64 * to + 4096 * q));
              @ assignable out[count .. count + 3];
              @ decreases Piece.QUEEN + 1 - p;
              @*/
            for (int p = Piece.KNIGHT; p <= Piece.QUEEN; p++) {
                if (isLegal(rules, pos, from, to, p)) {
                    out[n] = encode(from, to, p);
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

    /** A pawn's targets: the captures and the push one rank ahead, the double step two ranks ahead, in increasing order. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= count && count + 28 <= out.length;
      @ requires pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN;
      @ ensures count <= \result && \result <= count + 16;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
      @     && Generate.isLegal(rules, pos, from, Generate.to(out[k]), Generate.promotion(out[k])));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; Generate.order(out[k]) < Generate.order(out[l]));
      @ ensures (\forall int t, p; Generate.isLegal(rules, pos, from, t, p)
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * t + 4096 * p));
      @ assignable out[count .. count + 15];
      @*/
    public static int pawnMoves(int rules, int[] pos, int from, int[] out, int count) {
        int n = count;
        if (pos[Board.SIDE] == Piece.WHITE) {
            n = target(rules, pos, from, from + 7, out, n);
            n = target(rules, pos, from, from + 8, out, n);
            n = target(rules, pos, from, from + 9, out, n);
            return target(rules, pos, from, from + 16, out, n);
        }
        n = target(rules, pos, from, from - 16, out, n);
        n = target(rules, pos, from, from - 9, out, n);
        n = target(rules, pos, from, from - 8, out, n);
        return target(rules, pos, from, from - 7, out, n);
    }

    /**
     * A king's targets: every square of the board in increasing order, of which the legal ones are
     * its eight neighbours and the start squares of its castling rooks (C960-NOTATION: the king
     * takes its rook, anywhere along its rank).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= count && count + 28 <= out.length;
      @ requires pos[from] == Piece.KING || pos[from] == -Piece.KING;
      @ ensures count <= \result && \result <= count + 10;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
      @     && Generate.isLegal(rules, pos, from, Generate.to(out[k]), Generate.promotion(out[k])));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; Generate.order(out[k]) < Generate.order(out[l]));
      @ ensures (\forall int t, p; Generate.isLegal(rules, pos, from, t, p)
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * t + 4096 * p));
      @ assignable out[count .. count + 9];
      @*/
    public static int kingMoves(int rules, int[] pos, int from, int[] out, int count) {
        int n = count;
        /*@ loop_invariant 0 <= to && to <= 64 && count <= n && n <= count + 10;
          @ loop_invariant (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
          @ loop_invariant (\forall int k; count <= k && k < n; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
          @     && Generate.to(out[k]) < to && Generate.isLegal(rules, pos, from, Generate.to(out[k]), Generate.promotion(out[k])));
          @ loop_invariant (\forall int k, l; count <= k && k < l && l < n; Generate.order(out[k]) < Generate.order(out[l]));
          @ loop_invariant (\forall int t, p; t < to && Generate.isLegal(rules, pos, from, t, p)
          @     ==> (\exists int k; count <= k && k < n; out[k] == from + 64 * t + 4096 * p));
          @ assignable out[count .. count + 9];
          @ decreases 64 - to;
          @*/
        for (int to = 0; to < Board.SQUARES; to++) {
            // A king has at most ten legal moves (eight steps, two castlings); the walk tries every square.
            if (Board.file(to) - Board.file(from) <= 1 && Board.file(from) - Board.file(to) <= 1
                    && Board.rank(to) - Board.rank(from) <= 1 && Board.rank(from) - Board.rank(to) <= 1
                    || Board.rank(to) == Board.rank(from)) {
                n = target(rules, pos, from, to, out, n);
            }
        }
        return n;
    }

    /**
     * Eight targets at increasing offsets from {@code from} (a knight's eight jumps; the first eight
     * of a king's targets), each tried when it is on the board.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= count && count + 28 <= out.length;
      @ requires !(pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN);
      @ requires -17 <= a && a < b && b < c && c < d && d < e && e < f && f < g && g < h && h <= 17;
      @ ensures count <= \result && \result <= count + 8;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
      @     && (Generate.to(out[k]) == from + a || Generate.to(out[k]) == from + b || Generate.to(out[k]) == from + c || Generate.to(out[k]) == from + d
      @         || Generate.to(out[k]) == from + e || Generate.to(out[k]) == from + f || Generate.to(out[k]) == from + g || Generate.to(out[k]) == from + h)
      @     && Generate.promotion(out[k]) == 0 && Generate.isLegal(rules, pos, from, Generate.to(out[k]), 0));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; Generate.order(out[k]) < Generate.order(out[l]));
      @ ensures (\forall int t, p; (t == from + a || t == from + b || t == from + c || t == from + d
      @         || t == from + e || t == from + f || t == from + g || t == from + h) && Generate.isLegal(rules, pos, from, t, p)
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * t + 4096 * p));
      @ assignable out[count .. count + 7];
      @*/
    public static int offsetMoves(int rules, int[] pos, int from, int a, int b, int c, int d, int e, int f, int g,
            int h, int[] out, int count) {
        int n = target(rules, pos, from, from + a, out, count);
        n = target(rules, pos, from, from + b, out, n);
        n = target(rules, pos, from, from + c, out, n);
        n = target(rules, pos, from, from + d, out, n);
        n = target(rules, pos, from, from + e, out, n);
        n = target(rules, pos, from, from + f, out, n);
        n = target(rules, pos, from, from + g, out, n);
        return target(rules, pos, from, from + h, out, n);
    }

    /**
     * A bishop's, rook's or queen's targets, rank by rank upwards: on the piece's own rank every
     * other square; on a rank {@code d} away the squares {@code d} files to each side and the one
     * on its file (the squares of its diagonals and its file).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= count && count + 28 <= out.length;
      @ requires !(pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN || pos[from] == Piece.KNIGHT
      @     || pos[from] == -Piece.KNIGHT || pos[from] == Piece.KING || pos[from] == -Piece.KING);
      @ ensures count <= \result && \result <= count + 28;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
      @     && Generate.isLegal(rules, pos, from, Generate.to(out[k]), Generate.promotion(out[k])));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; Generate.order(out[k]) < Generate.order(out[l]));
      @ ensures (\forall int t, p; Generate.isLegal(rules, pos, from, t, p)
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * t + 4096 * p));
      @ assignable out[count .. count + 27];
      @*/
    public static int lineMoves(int rules, int[] pos, int from, int[] out, int count) {
        int rank = Board.rank(from);
        int n = count;
        /*@ loop_invariant 0 <= r && r <= 8 && count <= n && n <= count + 3 * r + (r > rank ? 4 : 0);
          @ loop_invariant (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
          @ loop_invariant (\forall int k; count <= k && k < n; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
          @     && Generate.to(out[k]) < 8 * r && Generate.isLegal(rules, pos, from, Generate.to(out[k]), Generate.promotion(out[k])));
          @ loop_invariant (\forall int k, l; count <= k && k < l && l < n; Generate.order(out[k]) < Generate.order(out[l]));
          @ loop_invariant (\forall int t, p; t < 8 * r && Generate.isLegal(rules, pos, from, t, p)
          @     ==> (\exists int k; count <= k && k < n; out[k] == from + 64 * t + 4096 * p));
          @ assignable out[count .. count + 27];
          @ decreases 8 - r;
          @*/
        for (int r = 0; r < 8; r++) {
            if (r == rank) {
                if (!Board.isType(pos, from, Piece.BISHOP)) {
                    n = rankMoves(rules, pos, from, out, n);
                }
            } else {
                n = crossingMoves(rules, pos, from, r, out, n);
            }
        }
        return n;
    }

    /** A line piece's targets on its own rank: every other square of the rank, from the a-file up. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= count && count + 7 <= out.length;
      @ requires !(pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN);
      @ ensures count <= \result && \result <= count + 7;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
      @     && Generate.to(out[k]) / 8 == from / 8 && Generate.isLegal(rules, pos, from, Generate.to(out[k]), Generate.promotion(out[k])));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; Generate.order(out[k]) < Generate.order(out[l]));
      @ ensures (\forall int t, p; t / 8 == from / 8 && 0 <= t && Generate.isLegal(rules, pos, from, t, p)
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * t + 4096 * p));
      @ assignable out[count .. count + 6];
      @*/
    public static int rankMoves(int rules, int[] pos, int from, int[] out, int count) {
        int first = 8 * Board.rank(from);
        int n = count;
        /*@ loop_invariant first <= t && t <= first + 8 && count <= n && n <= count + (t - first) - (t > from ? 1 : 0);
          @ loop_invariant (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
          @ loop_invariant (\forall int k; count <= k && k < n; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
          @     && first <= Generate.to(out[k]) && Generate.to(out[k]) < t && Generate.isLegal(rules, pos, from, Generate.to(out[k]), Generate.promotion(out[k])));
          @ loop_invariant (\forall int k, l; count <= k && k < l && l < n; Generate.order(out[k]) < Generate.order(out[l]));
          @ loop_invariant (\forall int u, p; first <= u && u < t && Generate.isLegal(rules, pos, from, u, p)
          @     ==> (\exists int k; count <= k && k < n; out[k] == from + 64 * u + 4096 * p));
          @ assignable out[count .. count + 6];
          @ decreases first + 8 - t;
          @*/
        for (int t = first; t < first + 8; t++) {
            if (t != from) {
                n = target(rules, pos, from, t, out, n);
            }
        }
        return n;
    }

    /**
     * A line piece's targets on rank {@code r}, another rank than its own, {@code d} ranks away:
     * {@code d} files to its left, its own file, {@code d} files to its right, those on the board.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= count && count + 3 <= out.length;
      @ requires 0 <= r && r < 8 && r != from / 8 && !(pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN);
      @ ensures count <= \result && \result <= count + 3;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES && Generate.from(out[k]) == from
      @     && Generate.to(out[k]) / 8 == r && Generate.isLegal(rules, pos, from, Generate.to(out[k]), Generate.promotion(out[k])));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; Generate.order(out[k]) < Generate.order(out[l]));
      @ ensures (\forall int t, p; 0 <= t && t / 8 == r && Generate.isLegal(rules, pos, from, t, p)
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * t + 4096 * p));
      @ assignable out[count .. count + 2];
      @*/
    public static int crossingMoves(int rules, int[] pos, int from, int r, int[] out, int count) {
        int file = Board.file(from);
        int d = Movement.abs(r - Board.rank(from));
        // A rook has no diagonal and a bishop no file square to try.
        boolean diagonals = !Board.isType(pos, from, Piece.ROOK);
        int n = count;
        if (diagonals && file - d >= 0) {
            n = target(rules, pos, from, 8 * r + file - d, out, n);
        }
        if (!Board.isType(pos, from, Piece.BISHOP)) {
            n = target(rules, pos, from, 8 * r + file, out, n);
        }
        if (diagonals && file + d < 8) {
            n = target(rules, pos, from, 8 * r + file + d, out, n);
        }
        return n;
    }
}
