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
 * <li>{@link #legalMoves}, the generator the rest of the project uses: the same loop, each code
 * judged by {@link #isLegalCode}, which rejects most codes by arithmetic (a promotion to a square
 * off the last rank) or one array read (no piece of the side to move on the from-square) before
 * it asks the predicate.
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
     * Room for the moves of any board, legal in a game or not, as the fast generator, which tries
     * only the squares a piece could reach, counts them: at most 28 targets from each of 64 squares (a queen:
     * seven on its rank, three on each other rank); a game position has at most 218 moves.
     */
    public static final int MAX_MOVES = 64 * 28;

    /** How many (from, to, promotion) codes there are, promotion 0..5: the room both enumerations need. */
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

    /**
     * Whether (from, to, promotion) is a legal move of the side to move under the rule set. The
     * second postcondition is what the kernel's generator relies on: a legal move starts from a
     * piece of the side to move, names the promotion it calls for and goes where that piece could go.
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
     * The kernel's generator: the reference enumeration's loop, each code judged through
     * {@link #isLegalCode}, which asks the cheapest of legality's necessary conditions first, so
     * that most codes cost arithmetic or one array read. It writes every legal move of the side to
     * move under the rule set into {@code out}, in increasing encoding order, and returns how many:
     * every code it writes is legal, every legal move is written, none twice (the codes strictly
     * increase).
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
    public static int legalMoves(int rules, int[] pos, int[] out) {
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
            if (isLegalCode(rules, pos, c)) {
                out[n] = c;
                n = next(n);
            }
        }
        return n;
    }

    /**
     * {@link #isLegal}'s verdict on the move of a code, the cheapest of its necessary conditions
     * asked first: no promotion to a square off the mover's last rank (FIDE 3.7.5, lemma
     * {@link #promotionsOffLastRank}), a piece of the side to move on the from-square (FIDE 1.2,
     * 3.1), the promotion the move calls for, a to-square the piece could reach on an empty board
     * ({@link Movement#mayReach}): the last three are conjuncts of isLegal's second postcondition.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= code && code < CODES;
      @ ensures \result == Generate.isLegal(rules, pos, Generate.from(code), Generate.to(code), Generate.promotion(code));
      @ ensures 0 <= Generate.from(code) && Generate.from(code) < 64 && 0 <= Generate.to(code) && Generate.to(code) < 64
      @     && 0 <= Generate.promotion(code) && Generate.promotion(code) < 8;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean isLegalCode(int rules, int[] pos, int code) {
        legalNeeds(rules, pos);
        codeRanges();
        int to = to(code);
        if (code >= 4096 && to / 8 != Movement.promotionRank(pos[Board.SIDE])) {
            promotionsOffLastRank(rules, pos);
            return false;
        }
        int from = from(code);
        if (!Legality.moverIsOwn(pos, from)) {
            return false;
        }
        int promotion = promotion(code);
        if (!Legality.promotionAgrees(pos, from, to, promotion) || !Movement.mayReach(pos[from], from, to)) {
            return false;
        }
        return isLegal(rules, pos, from, to, promotion);
    }

    /**
     * Lemma for {@link #isLegalCode}: {@link #isLegal}'s second postcondition for every move at once,
     * what a legal move needs that costs least to ask, and the piece codes of a board (-6 to 6).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures (\forall int f, t, p; Generate.isLegal(rules, pos, f, t, p)
      @     ==> 0 <= f && f < 64 && 0 <= t && t < 64 && Legality.moverIsOwn(pos, f)
      @         && Legality.promotionAgrees(pos, f, t, p) && Movement.mayReach(pos[f], f, t));
      @ ensures (\forall int s; 0 <= s && s < 64; -6 <= pos[s] && pos[s] <= 6);
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ void legalNeeds(int rules, int[] pos) {
    }

    /**
     * Lemma for {@link #isLegalCode}, FIDE 3.7.5: no code from 4096 on (a promotion) to a square
     * off the mover's last rank is legal, so those codes are judged by arithmetic alone.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures (\forall int e; 4096 <= e && e < CODES && Generate.to(e) / 8 != (pos[Board.SIDE] == Piece.WHITE ? 7 : 0);
      @     !Generate.isLegal(rules, pos, Generate.from(e), Generate.to(e), Generate.promotion(e)));
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ void promotionsOffLastRank(int rules, int[] pos) {
        promotionsOnLastRank(rules, pos);
        promotionRegion();
        codeRanges();
    }

    /**
     * Lemma, FIDE 3.7.5: a legal move that names a promotion goes to the mover's last rank (a pawn
     * reaching it must promote; no other move may).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures (\forall int f, t, p; Generate.isLegal(rules, pos, f, t, p) && p != 0
      @     ==> t / 8 == (pos[Board.SIDE] == Piece.WHITE ? 7 : 0));
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ void promotionsOnLastRank(int rules, int[] pos) {
    }

    /** Lemma: a code's from- and to-square are squares of the board, its promotion 0 to 5. */
    /*@ public normal_behavior
      @ ensures (\forall int e; 0 <= e && e < CODES; 0 <= Generate.from(e) && Generate.from(e) < 64 && 0 <= Generate.to(e) && Generate.to(e) < 64
      @     && 0 <= Generate.promotion(e) && Generate.promotion(e) <= 5);
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ void codeRanges() {
    }

    /** Lemma: a code from 4096 on names a promotion, PAWN to QUEEN (1 to 5). */
    /*@ public normal_behavior
      @ ensures (\forall int e; 4096 <= e && e < CODES; 1 <= Generate.promotion(e) && Generate.promotion(e) <= 5);
      @ assignable \strictly_nothing;
      @*/
    public static /*@ pure @*/ void promotionRegion() {
    }
}
