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
     * Room for the moves of any board, legal in a game or not, as a generator that tries only the
     * squares a piece could reach counts them: at most 28 targets from each of 64 squares (a queen:
     * seven on its rank, three on each other rank); a game position has at most 218 moves.
     */
    public static final int MAX_MOVES = 64 * 28;

    /**
     * Room the piece walk ({@link #legalMoves}) needs, the bound it proves: at most four moves (the
     * promotions) to each of 64 targets from each of 64 squares.
     */
    public static final int WALK_ROOM = 64 * 256;

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
      @ ensures \result % 64 == from;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && 0 <= promotion && promotion <= Piece.QUEEN;
      @ ensures \result / 64 % 64 == to;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && 0 <= promotion && promotion <= Piece.QUEEN;
      @ ensures \result / 4096 == promotion;
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
     * strictly increases), and there are at most {@link #WALK_ROOM}. A move's parts are named by
     * arithmetic on its code ({@link #from}, {@link #to}, {@link #promotion} compute the same) and
     * every legality query on the entry heap ({@code \old}): the walk writes only {@code out}.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out.length >= WALK_ROOM && out != pos;
      @ ensures 0 <= \result && \result <= WALK_ROOM;
      @ ensures (\forall int k; 0 <= k && k < \result; 0 <= out[k] && out[k] < CODES);
      @ ensures (\forall int k, f, t, p; 0 <= k && k < \result && out[k] % 64 == f && out[k] / 64 % 64 == t && out[k] / 4096 == p;
      @     \old(Generate.isLegal(rules, pos, f, t, p)));
      @ ensures (\forall int k, l; 0 <= k && k < l && l < \result;
      @     512 * (out[k] % 64) + 8 * (out[k] / 64 % 64) + out[k] / 4096 < 512 * (out[l] % 64) + 8 * (out[l] / 64 % 64) + out[l] / 4096);
      @ ensures (\forall int f, t, p; \old(Generate.isLegal(rules, pos, f, t, p))
      @     ==> (\exists int k; 0 <= k && k < \result; out[k] == f + 64 * t + 4096 * p));
      @ assignable out[*];
      @*/
    public static int legalMoves(int rules, int[] pos, int[] out) {
        int side = pos[Board.SIDE];
        int count = 0;
        legalFromOwn(rules, pos);
        /*@ loop_invariant 0 <= from && from <= 64 && 0 <= count && count <= 256 * from;
          @ loop_invariant (\forall int k; 0 <= k && k < count; 0 <= out[k] && out[k] < CODES && out[k] % 64 < from
          @     && 0 <= out[k] / 4096 && out[k] / 4096 <= Piece.QUEEN);
          @ loop_invariant (\forall int k, f, t, p; 0 <= k && k < count && out[k] % 64 == f && out[k] / 64 % 64 == t && out[k] / 4096 == p;
          @     \old(Generate.isLegal(rules, pos, f, t, p)));
          @ loop_invariant (\forall int k, l; 0 <= k && k < l && l < count;
          @     512 * (out[k] % 64) + 8 * (out[k] / 64 % 64) + out[k] / 4096 < 512 * (out[l] % 64) + 8 * (out[l] / 64 % 64) + out[l] / 4096);
          @ loop_invariant (\forall int f, t, p; f < from && \old(Generate.isLegal(rules, pos, f, t, p))
          @     ==> (\exists int k; 0 <= k && k < count; out[k] == f + 64 * t + 4096 * p));
          @ loop_invariant (\forall int t, p; Generate.isLegal(rules, pos, from, t, p) == \old(Generate.isLegal(rules, pos, from, t, p)));
          @ assignable out[*];
          @ decreases 64 - from;
          @*/
        for (int from = 0; from < Board.SQUARES; from = next(from)) {
            if (Board.belongsTo(pos, from, side)) {
                count = fromSquare(rules, pos, from, out, count);
            }
        }
        return count;
    }

    /**
     * Adds the legal moves of the piece on {@code from} at {@code out[count..]}, in the walk's order,
     * and returns the new count: every square its piece could reach on an empty board
     * ({@link Movement#mayReach}, which every legal move's target is), by increasing square.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= count && count + 256 <= out.length
      @     && count + 256 <= CODES;
      @ ensures count <= \result && \result <= count + 256;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES && out[k] % 64 == from
      @     && 0 <= out[k] / 4096 && out[k] / 4096 <= Piece.QUEEN);
      @ ensures (\forall int k, t, p; count <= k && k < \result && out[k] / 64 % 64 == t && out[k] / 4096 == p;
      @     \old(Generate.isLegal(rules, pos, from, t, p)));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result;
      @     8 * (out[k] / 64 % 64) + out[k] / 4096 < 8 * (out[l] / 64 % 64) + out[l] / 4096);
      @ ensures (\forall int t, p; \old(Generate.isLegal(rules, pos, from, t, p))
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * t + 4096 * p));
      @ assignable out[count .. count + 255];
      @*/
    public static int fromSquare(int rules, int[] pos, int from, int[] out, int count) {
        int piece = pos[from];
        legalTargets(rules, pos, from, piece);
        int n = count;
        /*@ loop_invariant 0 <= to && to <= 64 && count <= n && n <= count + 4 * to;
          @ loop_invariant (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
          @ loop_invariant (\forall int k; count <= k && k < n; 0 <= out[k] && out[k] < CODES && out[k] % 64 == from
          @     && out[k] / 64 % 64 < to && 0 <= out[k] / 4096 && out[k] / 4096 <= Piece.QUEEN);
          @ loop_invariant (\forall int k, t, p; count <= k && k < n && out[k] / 64 % 64 == t && out[k] / 4096 == p;
          @     \old(Generate.isLegal(rules, pos, from, t, p)));
          @ loop_invariant (\forall int k, l; count <= k && k < l && l < n;
          @     8 * (out[k] / 64 % 64) + out[k] / 4096 < 8 * (out[l] / 64 % 64) + out[l] / 4096);
          @ loop_invariant (\forall int t, p; t < to && \old(Generate.isLegal(rules, pos, from, t, p))
          @     ==> (\exists int k; count <= k && k < n; out[k] == from + 64 * t + 4096 * p));
          @ loop_invariant (\forall int p; Generate.isLegal(rules, pos, from, to, p) == \old(Generate.isLegal(rules, pos, from, to, p)));
          @ assignable out[count .. count + 255];
          @ decreases 64 - to;
          @*/
        for (int to = 0; to < Board.SQUARES; to = next(to)) {
            // a square no piece of this kind could reach holds no legal move (Generate.isLegal's second postcondition)
            if (Movement.mayReach(piece, from, to)) {
                n = target(rules, pos, from, to, out, n);
            }
        }
        return n;
    }

    /**
     * Lemma for {@link #legalMoves}: every legal move starts from a square of the board holding a
     * piece of the side to move (FIDE 1.2, 3.1), so the walk passes over the other squares.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures (\forall int f, t, p; Generate.isLegal(rules, pos, f, t, p)
      @     ==> 0 <= f && f < 64 && (pos[Board.SIDE] == 1 && pos[f] > 0 || pos[Board.SIDE] == -1 && pos[f] < 0));
      @ assignable \strictly_nothing;
      @*/
    public static void legalFromOwn(int rules, int[] pos) {
    }

    /**
     * Lemma for {@link #fromSquare}: every legal move from {@code from} goes to a square of the board
     * its piece could reach on an empty board ({@link Movement#mayReach}), so the walk passes over
     * the other squares.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && piece == pos[from];
      @ ensures (\forall int t, p; Generate.isLegal(rules, pos, from, t, p)
      @     ==> 0 <= t && t < 64 && Movement.mayReach(piece, from, t));
      @ assignable \strictly_nothing;
      @*/
    public static void legalTargets(int rules, int[] pos, int from, int piece) {
    }

    /**
     * Adds the legal moves from {@code from} to {@code to}, by increasing promotion: the four
     * promotions when a pawn reaches its last rank, no promotion otherwise. Its contract names a
     * move's parts by arithmetic on its code and each legality query on the entry heap ({@code \old}),
     * so that no query is carried across a write: the one write follows the query and the code.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires 0 <= count && count + 4 <= out.length && count + 4 <= CODES;
      @ ensures count <= \result && \result <= count + 4;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES
      @     && out[k] % 64 == from && out[k] / 64 % 64 == to && 0 <= out[k] / 4096 && out[k] / 4096 <= Piece.QUEEN);
      @ ensures (\forall int k, p; count <= k && k < \result && out[k] / 4096 == p;
      @     \old(Generate.isLegal(rules, pos, from, to, p)));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; out[k] / 4096 < out[l] / 4096);
      @ ensures (\forall int p; \old(Generate.isLegal(rules, pos, from, to, p))
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * to + 4096 * p));
      @ assignable out[count .. count + 3];
      @*/
    public static int target(int rules, int[] pos, int from, int to, int[] out, int count) {
        legalPromotions(rules, pos, from, to);
        if (Board.isType(pos, from, Piece.PAWN) && Board.rank(to) == Movement.promotionRank(pos[Board.SIDE])) {
            return promotions(rules, pos, from, to, out, count);
        }
        boolean legal = isLegal(rules, pos, from, to, 0);
        int move = encode(from, to, 0);
        if (legal) {
            out[count] = move;
            return next(count);
        }
        return count;
    }

    /**
     * Adds the legal promotions from {@code from} to {@code to}, knight, bishop, rook, queen in
     * this order (the pawn's moves to its last rank, FIDE 3.7.5), and returns the new count.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires 0 <= count && count + 4 <= out.length && count + 4 <= CODES;
      @ ensures count <= \result && \result <= count + 4;
      @ ensures (\forall int k; 0 <= k && k < count; out[k] == \old(out[k]));
      @ ensures (\forall int k; count <= k && k < \result; 0 <= out[k] && out[k] < CODES && out[k] % 64 == from
      @     && out[k] / 64 % 64 == to && Piece.KNIGHT <= out[k] / 4096 && out[k] / 4096 <= Piece.QUEEN);
      @ ensures (\forall int k, p; count <= k && k < \result && out[k] / 4096 == p;
      @     \old(Generate.isLegal(rules, pos, from, to, p)));
      @ ensures (\forall int k, l; count <= k && k < l && l < \result; out[k] / 4096 < out[l] / 4096);
      @ ensures (\forall int p; Piece.KNIGHT <= p && p <= Piece.QUEEN && \old(Generate.isLegal(rules, pos, from, to, p))
      @     ==> (\exists int k; count <= k && k < \result; out[k] == from + 64 * to + 4096 * p));
      @ assignable out[count .. count + 3];
      @*/
    public static int promotions(int rules, int[] pos, int from, int to, int[] out, int count) {
        promotionChoices(rules, pos, from, to);
        // the four verdicts are asked before anything is written: each is legality on the entry heap
        boolean knight = verdict(rules, pos, from, to, Piece.KNIGHT);
        boolean bishop = verdict(rules, pos, from, to, Piece.BISHOP);
        boolean rook = verdict(rules, pos, from, to, Piece.ROOK);
        boolean queen = verdict(rules, pos, from, to, Piece.QUEEN);
        int n = count;
        if (knight) {
            out[n] = encode(from, to, Piece.KNIGHT);
            n = next(n);
        }
        if (bishop) {
            out[n] = encode(from, to, Piece.BISHOP);
            n = next(n);
        }
        if (rook) {
            out[n] = encode(from, to, Piece.ROOK);
            n = next(n);
        }
        if (queen) {
            out[n] = encode(from, to, Piece.QUEEN);
            n = next(n);
        }
        return n;
    }

    /**
     * Lemma for {@link #promotions}: a legal promotion from knight to queen is one of the four
     * (FIDE 3.7.5), stated of legal moves so that it is a fact about this position to instantiate.
     */
    /*@ public normal_behavior
      @ ensures (\forall int p; Piece.KNIGHT <= p && p <= Piece.QUEEN && Generate.isLegal(rules, pos, from, to, p)
      @     ==> p == Piece.KNIGHT || p == Piece.BISHOP || p == Piece.ROOK || p == Piece.QUEEN);
      @ assignable \strictly_nothing;
      @*/
    public static void promotionChoices(int rules, int[] pos, int from, int to) {
    }

    /**
     * {@link #isLegal}'s verdict and nothing else: the promotions' four questions, so that their proof
     * does not carry isLegal's other postconditions (the rule set's case split) into every goal.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures \result == Generate.isLegal(rules, pos, from, to, promotion);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean verdict(int rules, int[] pos, int from, int to, int promotion) {
        return isLegal(rules, pos, from, to, promotion);
    }

    /**
     * Lemma for {@link #target}, FIDE 3.7.5: the promotions a legal move from {@code from} to
     * {@code to} can name: N, B, R or Q when a pawn reaches its last rank, none otherwise.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures (\forall int p; Generate.isLegal(rules, pos, from, to, p)
      @     ==> ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && to / 8 == (pos[Board.SIDE] == Piece.WHITE ? 7 : 0)
      @         ? p == Piece.KNIGHT || p == Piece.BISHOP || p == Piece.ROOK || p == Piece.QUEEN : p == 0));
      @ assignable \strictly_nothing;
      @*/
    public static void legalPromotions(int rules, int[] pos, int from, int to) {
    }
}
