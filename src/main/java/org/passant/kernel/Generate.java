package org.passant.kernel;

/**
 * The kernel's move generation, under a rule set's legality predicate ({@link #isLegal}:
 * {@link Legality#isLegal} for chess, {@link AtomicLegality#isLegal} for atomic chess, whose
 * pieces move as in chess). Three generators, each proved to return exactly the legal moves, each
 * once:
 *
 * <ul>
 * <li>{@link #allLegalMoves}, the reference enumeration: every (from, to, promotion) in increasing
 * encoding order, kept when the predicate accepts it. It knows nothing of how pieces move.
 * <li>{@link #legalMoves}, the filtered enumeration: every code in the same order, the predicate
 * asked only of those that pass {@link #mayBeLegal} (a piece of the side to move, the promotion its
 * target calls for, a square it could reach on an empty board), which every legal move does.
 * <li>{@link #walk}, the piece walk: (from, to, promotion) in that order, the predicate asked only of
 * the {@link #candidate}s {@link #nextInWalk} finds (the same conditions as mayBeLegal's, read as ints
 * from the board), passing over a square without a piece of the side to move or a target its piece
 * could not reach whole: several times faster, and what kernel perft and the model checker count.
 * </ul>
 *
 * <p>The two enumerations visit all {@link #CODES} codes, which is what makes their proofs one loop
 * invariant over codes; the walk's invariant is over walk indices ({@code 512 * from + 8 * to +
 * promotion}), and its skips are facts about ints ({@link #candidate}), not about the verdict, so that
 * they need no reasoning about the heap the walk writes.
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

    /** The order of the piece walk ({@link #walk}): by from-square, then to-square, then promotion. */
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
     * second postcondition is what {@link #mayBeLegal} relies on: a legal move starts from a piece of the
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
     * The filtered enumeration: writes every legal move of the side to move under the rule set into
     * {@code out}, in increasing encoding order, and returns how many: the reference enumeration's
     * loop over every code, with legality asked only of the codes that pass {@link #mayBeLegal} (a
     * piece of the side to move, the promotion its target calls for, a square its movement could
     * reach), which every legal move does. Every move it writes is legal, every legal move is
     * written, none twice (the codes strictly increase). Every legality query is on the entry heap
     * ({@code \old}): the method writes only {@code out}.
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
        /*@ loop_invariant 0 <= code && code <= CODES && 0 <= n && n <= code;
          @ loop_invariant (\forall int k; 0 <= k && k < n; 0 <= out[k] && out[k] < code);
          @ loop_invariant (\forall int k, m; 0 <= k && k < n && m == out[k];
          @     \old(Generate.isLegal(rules, pos, Generate.from(m), Generate.to(m), Generate.promotion(m))));
          @ loop_invariant (\forall int k, l; 0 <= k && k < l && l < n; out[k] < out[l]);
          @ loop_invariant -2147483647 - 1 <= Generate.from(code) && Generate.from(code) <= 2147483647
          @     && -2147483647 - 1 <= Generate.to(code) && Generate.to(code) <= 2147483647
          @     && -2147483647 - 1 <= Generate.promotion(code) && Generate.promotion(code) <= 2147483647
          @     ==> (Generate.isLegal(rules, pos, Generate.from(code), Generate.to(code), Generate.promotion(code))
          @         == \old(Generate.isLegal(rules, pos, Generate.from(code), Generate.to(code), Generate.promotion(code))));
          @ loop_invariant (\forall int d; 0 <= d && d < code; \old(Generate.isLegal(rules, pos, Generate.from(d), Generate.to(d), Generate.promotion(d)))
          @     ==> (\exists int k; 0 <= k && k < n; out[k] == d));
          @ assignable out[*];
          @ decreases CODES - code;
          @*/
        for (int code = 0; code < CODES; code = next(code)) {
            // the cheap filter first: a code it refuses is no legal move (its postcondition)
            if (mayBeLegal(rules, pos, from(code), to(code), promotion(code))
                    && isLegal(rules, pos, from(code), to(code), promotion(code))) {
                out[n] = code;
                n = next(n);
            }
        }
        return n;
    }

    /**
     * The move list as a set of moves, not of codes (issue 47's one theorem): the codes {@link #legalMoves}
     * writes are exactly the moves (from, to, promotion), of any ints, that the verdict accepts on the position
     * passed in, each written once, as its {@link #encode} code. Its proof is legalMoves' contract and two
     * lemmas: a legal move's parts are in range and its code decodes to them ({@link #legalMoveCode}), and two
     * different codes differ in a part ({@link #partsDistinguish}).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out.length >= CODES && out != pos;
      @ ensures 0 <= \result && \result <= CODES;
      @ ensures (\forall int k, m; 0 <= k && k < \result && m == out[k];
      @     \old(Generate.isLegal(rules, pos, Generate.from(m), Generate.to(m), Generate.promotion(m))));
      @ ensures (\forall int f, t, p; \old(Generate.isLegal(rules, pos, f, t, p))
      @     ==> (\exists int k; 0 <= k && k < \result; out[k] == Generate.encode(f, t, p)
      @         && Generate.from(out[k]) == f && Generate.to(out[k]) == t && Generate.promotion(out[k]) == p));
      @ ensures (\forall int k, l; 0 <= k && k < l && l < \result;
      @     Generate.from(out[k]) != Generate.from(out[l]) || Generate.to(out[k]) != Generate.to(out[l])
      @         || Generate.promotion(out[k]) != Generate.promotion(out[l]));
      @ assignable out[*];
      @*/
    public static int moves(int rules, int[] pos, int[] out) {
        // the lemmas, for every move and code at once, on the entry heap (they compute nothing)
        legalMoveCode(rules, pos);
        partsDistinguish();
        return legalMoves(rules, pos, out);
    }

    /**
     * Lemma for {@link #moves}: a move the verdict accepts has a code, and the code decodes to the move
     * ({@link #legalMoveParts} and the four lemmas on {@link #encode}, for every move at once).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures (\forall int f, t, p; Generate.isLegal(rules, pos, f, t, p)
      @     ==> 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p <= Piece.QUEEN
      @         && 0 <= Generate.encode(f, t, p) && Generate.encode(f, t, p) < CODES
      @         && Generate.from(Generate.encode(f, t, p)) == f && Generate.to(Generate.encode(f, t, p)) == t
      @         && Generate.promotion(Generate.encode(f, t, p)) == p);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean legalMoveCode(int rules, int[] pos) {
        legalMoveParts(rules, pos);
        encodeInRange();
        fromOfEncode();
        toOfEncode();
        promotionOfEncode();
        return true;
    }

    /** Lemma for {@link #moves}: two different codes below {@link #CODES} differ in a part ({@link #codeOfParts}). */
    /*@ public normal_behavior
      @ ensures (\forall int c, d; 0 <= c && c < CODES && 0 <= d && d < CODES && c != d
      @     ==> Generate.from(c) != Generate.from(d) || Generate.to(c) != Generate.to(d)
      @         || Generate.promotion(c) != Generate.promotion(d));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean partsDistinguish() {
        codeOfParts();
        return true;
    }

    /**
     * Lemma for {@link #legalMoveCode}: a move the verdict accepts has both squares on the board and a promotion from
     * 0 to {@link Piece#QUEEN} ({@link #isLegal}'s second postcondition, for every move at once). It computes
     * nothing (true); its contract is the point.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures (\forall int f, t, p; Generate.isLegal(rules, pos, f, t, p)
      @     ==> 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p <= Piece.QUEEN);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean legalMoveParts(int rules, int[] pos) {
        return true;
    }

    /** Lemma for {@link #legalMoveCode}: the code of parts in range is below {@link #CODES} ({@link #encode}'s first contract, for every move). */
    /*@ public normal_behavior
      @ ensures (\forall int f, t, p; 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p <= Piece.QUEEN
      @     ==> 0 <= Generate.encode(f, t, p) && Generate.encode(f, t, p) < CODES);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean encodeInRange() {
        return true;
    }

    /** Lemma for {@link #legalMoveCode}: {@link #from} of the code of parts in range is its from part. */
    /*@ public normal_behavior
      @ ensures (\forall int f, t, p; 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p <= Piece.QUEEN
      @     ==> Generate.from(Generate.encode(f, t, p)) == f);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean fromOfEncode() {
        return true;
    }

    /** Lemma for {@link #legalMoveCode}: {@link #to} of the code of parts in range is its to part. */
    /*@ public normal_behavior
      @ ensures (\forall int f, t, p; 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p <= Piece.QUEEN
      @     ==> Generate.to(Generate.encode(f, t, p)) == t);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean toOfEncode() {
        return true;
    }

    /** Lemma for {@link #legalMoveCode}: {@link #promotion} of the code of parts in range is its promotion part. */
    /*@ public normal_behavior
      @ ensures (\forall int f, t, p; 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p <= Piece.QUEEN
      @     ==> Generate.promotion(Generate.encode(f, t, p)) == p);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean promotionOfEncode() {
        return true;
    }

    /** Lemma for {@link #partsDistinguish}: a code below {@link #CODES} is the code of its own parts. */
    /*@ public normal_behavior
      @ ensures (\forall int c; 0 <= c && c < CODES
      @     ==> c == Generate.from(c) + 64 * Generate.to(c) + 4096 * Generate.promotion(c));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean codeOfParts() {
        return true;
    }

    /**
     * The filtered enumeration's filter, necessary for legality and cheap: the move starts from a square of
     * the board holding a piece of the side to move (FIDE 1.2, 3.1), names the promotion its target
     * calls for (FIDE 3.7.5) and goes to a square of the board that piece could reach on an empty
     * board ({@link Movement#mayReach}): {@link #isLegal}'s second postcondition, asked of one move.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures Generate.isLegal(rules, pos, from, to, promotion) ==> \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean mayBeLegal(int rules, int[] pos, int from, int to, int promotion) {
        return 0 <= from && from < Board.SQUARES && 0 <= to && to < Board.SQUARES
                && Legality.moverIsOwn(pos, from) && Legality.promotionAgrees(pos, from, to, promotion)
                && Movement.mayReach(pos[from], from, to);
    }

    /** One past the last walk index ({@link #walk}): {@code 512 * from + 8 * to + promotion} is below it for parts in range. */
    public static final int WALK = 64 * 512;

    /**
     * The piece walk: writes the walk index ({@code 512 * from + 8 * to + promotion}) of every legal move of
     * the side to move under the rule set into {@code out}, in increasing order, and returns how many. It asks
     * the verdict only of the {@link #candidate}s {@link #nextInWalk} finds (a piece of the side to move, a
     * square it could reach on an empty board, the promotion that square calls for), a few times faster than
     * {@link #legalMoves}, which passes over every code. Its contract is legalMoves' over walk indices instead of
     * codes: every index it writes decodes ({@link #walkFrom}, {@link #walkTo}, {@link #walkPromotion}) to a legal
     * move, none twice (the indices strictly increase), and every walk index below {@link #WALK} that decodes to a
     * legal move is written (a legal move's parts are in range, {@link #legalMoveParts}, so its index is one). This
     * is the generator kernel perft, the model checker and the conformance counts use.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out.length >= WALK && out != pos;
      @ ensures 0 <= \result && \result <= WALK;
      @ ensures (\forall int k, m; 0 <= k && k < \result && m == out[k];
      @     0 <= m && m < WALK
      @     && \old(Generate.isLegal(rules, pos, Generate.walkFrom(m), Generate.walkTo(m), Generate.walkPromotion(m))));
      @ ensures (\forall int k, l; 0 <= k && k < l && l < \result; out[k] < out[l]);
      @ ensures (\forall int d; 0 <= d && d < WALK
      @     && \old(Generate.isLegal(rules, pos, Generate.walkFrom(d), Generate.walkTo(d), Generate.walkPromotion(d)))
      @     ==> (\exists int k; 0 <= k && k < \result; out[k] == d));
      @ assignable out[*];
      @*/
    public static int walk(int rules, int[] pos, int[] out) {
        return walkIndices(rules, pos, out);
    }

    /**
     * {@link #walk}'s loop: its contract, the walk's, is the loop invariant where the walk ends ({@code w == WALK}),
     * so that the loop's proof ends in a match of terms.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out.length >= WALK && out != pos;
      @ ensures 0 <= \result && \result <= WALK;
      @ ensures (\forall int k, m; 0 <= k && k < \result && m == out[k];
      @     0 <= m && m < WALK
      @     && \old(Generate.isLegal(rules, pos, Generate.walkFrom(m), Generate.walkTo(m), Generate.walkPromotion(m))));
      @ ensures (\forall int k, l; 0 <= k && k < l && l < \result; out[k] < out[l]);
      @ ensures (\forall int d; 0 <= d && d < WALK && \old(Generate.isLegal(rules, pos, Generate.walkFrom(d), Generate.walkTo(d), Generate.walkPromotion(d)))
      @     ==> (\exists int k; 0 <= k && k < \result; out[k] == d));
      @ assignable out[*];
      @*/
    public static int walkIndices(int rules, int[] pos, int[] out) {
        // no legal move is below the first candidate; every walk index decodes to parts in range (the verdict's arguments are ints)
        walkIndicesDecode();
        int n = 0;
        int w = firstCandidate(pos);
        noLegalBelow(rules, pos, w);
        /*@ loop_invariant 0 <= n && n <= w && w <= WALK;
          @ loop_invariant (\forall int d; 0 <= d && d < WALK
          @     ==> Generate.isLegal(rules, pos, Generate.walkFrom(d), Generate.walkTo(d), Generate.walkPromotion(d))
          @         == \old(Generate.isLegal(rules, pos, Generate.walkFrom(d), Generate.walkTo(d), Generate.walkPromotion(d))));
          @ loop_invariant w < WALK ==> (Generate.isLegal(rules, pos, Generate.walkFrom(w), Generate.walkTo(w), Generate.walkPromotion(w))
          @     == \old(Generate.isLegal(rules, pos, Generate.walkFrom(w), Generate.walkTo(w), Generate.walkPromotion(w))));
          @ loop_invariant (\forall int k; 0 <= k && k < n; 0 <= out[k] && out[k] < w);
          @ loop_invariant (\forall int k, m; 0 <= k && k < n && m == out[k];
          @     0 <= m && m < w
          @     && \old(Generate.isLegal(rules, pos, Generate.walkFrom(m), Generate.walkTo(m), Generate.walkPromotion(m))));
          @ loop_invariant (\forall int k, l; 0 <= k && k < l && l < n; out[k] < out[l]);
          @ loop_invariant (\forall int d; 0 <= d && d < w && \old(Generate.isLegal(rules, pos, Generate.walkFrom(d), Generate.walkTo(d), Generate.walkPromotion(d)))
          @     ==> (\exists int k; 0 <= k && k < n; out[k] == d));
          @ assignable out[*];
          @ decreases WALK - w;
          @*/
        while (w < WALK) {
            // the next candidate first, and no legal move before it, on the heap the verdict reads
            int next = nextCandidate(pos, w);
            noLegalBetween(rules, pos, w, next);
            // w is the walk index of a candidate: its parts, then the verdict on it
            walkDecodes(w);
            int f = walkFrom(w);
            int t = walkTo(w);
            int p = walkPromotion(w);
            if (isLegal(rules, pos, f, t, p)) {
                record(rules, pos, out, n, w);
                n = nextIndex(n);
            }
            w = next;
        }
        return n;
    }

    /**
     * {@link #walk}'s one store: walk index {@code w} into {@code out[n]}. The verdict reads only the board
     * ({@code accessible pos[*]}), so after the store it is the same on every walk index; proved apart, where
     * that is one ground dependency step, so that the loop's proof carries it as a formula.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires out != null && out != pos && 0 <= n && n < out.length;
      @ ensures out[n] == w;
      @ ensures (\forall int d; 0 <= d && d < WALK
      @     ==> Generate.isLegal(rules, pos, Generate.walkFrom(d), Generate.walkTo(d), Generate.walkPromotion(d))
      @         == \old(Generate.isLegal(rules, pos, Generate.walkFrom(d), Generate.walkTo(d), Generate.walkPromotion(d))));
      @ assignable out[n];
      @*/
    public static void record(int rules, int[] pos, int[] out, int n, int w) {
        walkIndicesDecode();
        out[n] = w;
    }

    /**
     * Lemma for {@link #walk}: when no {@link #candidate} has a walk index below {@code first}, no legal move
     * has (a legal move is a candidate, {@link #candidates}, with parts in range). It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && 512 * f2 + 8 * t2 + p2 < first
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures (\forall int d; 0 <= d && d < first && d < WALK ==> !Generate.isLegal(rules, pos, Generate.walkFrom(d), Generate.walkTo(d), Generate.walkPromotion(d)));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean noLegalBelow(int rules, int[] pos, int first) {
        candidates(rules, pos);
        walkIndicesDecode();
        return true;
    }

    /**
     * Lemma for {@link #walk}: when no {@link #candidate} has a walk index strictly between {@code w} and
     * {@code next}, no legal move has (as {@link #noLegalBelow}). It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && w < 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < next
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures (\forall int d; 0 <= d && w < d && d < next && d < WALK ==> !Generate.isLegal(rules, pos, Generate.walkFrom(d), Generate.walkTo(d), Generate.walkPromotion(d)));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean noLegalBetween(int rules, int[] pos, int w, int next) {
        candidates(rules, pos);
        walkIndicesDecode();
        return true;
    }

    /** The walk index of the first {@link #candidate}, or {@link #WALK} when there is none: the walk's start. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures 0 <= \result && \result <= WALK;
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && 512 * f2 + 8 * t2 + p2 < \result
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int firstCandidate(int[] pos) {
        int a = walkOf(0, 0, 0);
        int first = nextInWalk(pos, 0, 0, 0);
        noneOf(pos, a, first);
        return first;
    }

    /**
     * The walk index of the first {@link #candidate} after walk index {@code w}, or {@link #WALK} when there is
     * none: {@link #nextInWalk} from the next promotion, or from the next target's first, with what it skipped
     * as a formula ({@link #noneOf}). The walk's step, proved apart so that the loop's proof matches its terms.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= w && w < WALK;
      @ ensures w < \result && \result <= WALK;
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && w < 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < \result
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int nextCandidate(int[] pos, int w) {
        walkDecodes(w);
        int f = walkFrom(w);
        int t = walkTo(w);
        int p = walkPromotion(w);
        // the next walk index's parts: the next promotion, or the next target's first
        int u = t;
        int q = 0;
        if (p < 7) {
            q = nextIndex(p);
        } else {
            u = nextIndex(t);
        }
        int a = walkOf(f, u, q);
        int next = nextInWalk(pos, f, u, q);
        noneOf(pos, a, next);
        return next;
    }

    /**
     * The walk index ({@code 512 * from + 8 * to + promotion}) of the first {@link #candidate} at or after
     * (from, to, promotion), or {@link #WALK} when there is none: the walk's skips, read from the board. It
     * passes over a square without a piece of the side to move, over a target that piece could not reach on an
     * empty board and over a promotion the target does not call for, whole. Each step is a lemma on
     * {@link #noCandidate}, so that the loop's proof matches terms and does no arithmetic over walk indices.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to <= 64 && 0 <= promotion && promotion <= 7 && (to == 64 ==> promotion == 0);
      @ ensures 512 * from + 8 * to + promotion <= \result && \result <= WALK;
      @ ensures Generate.noCandidate(pos, Generate.walkOf(from, to, promotion), \result);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ int nextInWalk(int[] pos, int from, int to, int promotion) {
        int side = pos[Board.SIDE];
        int lo = walkOf(from, to, promotion);
        noneYet(pos, lo);
        squaresInRange(pos);
        int f = from;
        int t = to;
        int p = promotion;
        if (t == Board.SQUARES) {
            // past the last target: the next square's first
            int g = nextIndex(f);
            sameIndex(f, g);
            f = g;
            t = 0;
        }
        boolean found = false;
        /*@ loop_invariant 0 <= f && f <= 64 && 0 <= t && t < 64 && 0 <= p && p <= 7 && (f == 64 ==> t == 0 && p == 0);
          @ loop_invariant lo == 512 * from + 8 * to + promotion && lo <= 512 * f + 8 * t + p;
          @ loop_invariant found ==> f < 64;
          @ loop_invariant Generate.noCandidate(pos, lo, Generate.walkOf(f, t, p));
          @ assignable \strictly_nothing;
          @ decreases 2 * (WALK - (512 * f + 8 * t + p)) + (found ? 0 : 1);
          @*/
        while (!found && f < Board.SQUARES) {
            if (!Piece.belongsTo(pos[f], side)) {
                // no move starts from a square without a piece of the side to move (FIDE 1.2, 3.1)
                int g = nextIndex(f);
                squareSkipped(pos, lo, f, t, p, g);
                f = g;
                t = 0;
                p = 0;
            } else if (p > Piece.QUEEN
                    || p > 0 && !(Piece.isType(pos[f], Piece.PAWN) && Board.rank(t) == Movement.promotionRank(side))
                    || p == 0 && !Movement.mayReach(pos[f], f, t)) {
                // nor names a promotion its target does not call for (FIDE 3.7.5), nor goes where the piece could not
                int g = f;
                int u = nextIndex(t);
                if (u == Board.SQUARES) {
                    g = nextIndex(f);
                    u = 0;
                }
                targetSkipped(pos, lo, f, t, p, g, u);
                f = g;
                t = u;
                p = 0;
            } else if (candidate(pos[f], side, f, t, p)) {
                found = true;
            } else {
                int q = nextIndex(p);
                oneSkipped(pos, lo, f, t, p, q);
                p = q;
            }
        }
        return walkOf(f, t, p);
    }

    /**
     * Whether a move of {@code piece} from {@code f} to {@code t} naming {@code p} could be a move of
     * {@code side}: its own piece, the promotion its target calls for (FIDE 3.7.5), a square the piece could
     * reach on an empty board. What {@link #isLegal}'s second postcondition says of every legal move, over
     * ints, so that the walk's skips are facts about ints read from the board, not about the verdict.
     */
    /*@ public normal_behavior
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && (side == 1 || side == -1);
      @ ensures \result <==> ((side == 1 && piece > 0 || side == -1 && piece < 0)
      @     && ((piece == Piece.PAWN || piece == -Piece.PAWN) && t / 8 == (side == Piece.WHITE ? 7 : 0)
      @         ? Piece.KNIGHT <= p && p <= Piece.QUEEN : p == 0)
      @     && Movement.mayReach(piece, f, t));
      @ ensures \result == Generate.candidate(piece, side, f, t, p);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean candidate(int piece, int side, int f, int t, int p) {
        if (!Piece.belongsTo(piece, side)) {
            return false;
        }
        boolean agrees = p == 0;
        if (Piece.isType(piece, Piece.PAWN) && Board.rank(t) == Movement.promotionRank(side)) {
            agrees = Piece.isPromotionChoice(p);
        }
        return agrees && Movement.mayReach(piece, f, t);
    }

    /** {@link #candidate} as the term alone: its contract does not spell the conditions out, so a proof that matches the term does not split on them. */
    /*@ public normal_behavior
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && (side == 1 || side == -1);
      @ ensures \result == Generate.candidate(piece, side, f, t, p);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean isCandidate(int piece, int side, int f, int t, int p) {
        return candidate(piece, side, f, t, p);
    }

    /**
     * Lemma for {@link #walk}: every legal move of the side to move is a {@link #candidate} of the piece on its
     * from-square ({@link #isLegal}'s second postcondition, for every move at once). It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ ensures (\forall int f, t, p; Generate.isLegal(rules, pos, f, t, p)
      @     ==> Generate.candidate(pos[f], pos[Board.SIDE], f, t, p));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean candidates(int rules, int[] pos) {
        return true;
    }

    /**
     * Lemma for {@link #walk}: parts in range are those of their walk index, so equal walk indices have equal
     * parts. It computes nothing (true).
     */
    /*@ public normal_behavior
      @ ensures (\forall int f, t, p; 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p < 8
      @     ==> (512 * f + 8 * t + p) / 8 / 64 == f && (512 * f + 8 * t + p) / 8 % 64 == t && (512 * f + 8 * t + p) % 8 == p);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean walkIndex() {
        return true;
    }

    /** One more than {@code i}, a walk index, a count of moves or a part of one below {@link #WALK}: no wrap-around. */
    /*@ public normal_behavior
      @ requires 0 <= i && i < WALK;
      @ ensures \result == i + 1;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int nextIndex(int i) {
        return i + 1;
    }

    /** The walk index of a from-square, to-square and promotion ({@code to} 64: the next square's first). */
    /*@ public normal_behavior
      @ requires 0 <= f && f <= 64 && 0 <= t && t <= 64 && 0 <= p && p <= 7;
      @ ensures \result == 512 * f + 8 * t + p;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= f && f <= 64 && 0 <= t && t <= 64 && 0 <= p && p <= 7;
      @ ensures \result == Generate.walkOf(f, t, p);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int walkOf(int f, int t, int p) {
        return 512 * f + 8 * t + p;
    }

    /*@ public normal_behavior
      @ requires 0 <= w;
      @ ensures \result == w / 8 / 64;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= w;
      @ ensures \result == Generate.walkFrom(w);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int walkFrom(int w) {
        return w / 8 / 64;
    }

    /*@ public normal_behavior
      @ requires 0 <= w;
      @ ensures \result == w / 8 % 64;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= w;
      @ ensures \result == Generate.walkTo(w);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int walkTo(int w) {
        return w / 8 % 64;
    }

    /*@ public normal_behavior
      @ requires 0 <= w;
      @ ensures \result == w % 8;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires 0 <= w;
      @ ensures \result == Generate.walkPromotion(w);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ int walkPromotion(int w) {
        return w % 8;
    }

    /**
     * Whether no walk index from {@code lo} up to {@code hi} (not included) is a {@link #candidate} of the side to
     * move: the invariant of {@link #nextInWalk}'s loop, as one term.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= lo && lo <= hi && hi <= WALK;
      @ ensures \result <==> (\forall int f, t, p; 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p < 8
      @     && lo <= 512 * f + 8 * t + p && 512 * f + 8 * t + p < hi
      @     ==> !Generate.candidate(pos[f], pos[Board.SIDE], f, t, p));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean noCandidate(int[] pos, int lo, int hi) {
        // a body without a loop, so that a proof expanding the query meets noCandidateScan's contract
        return noCandidateScan(pos, lo, hi);
    }

    /** {@link #noCandidate}, computed: the walk indices from {@code lo} to {@code hi}, each asked. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= lo && lo <= hi && hi <= WALK;
      @ ensures \result <==> (\forall int f, t, p; 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p < 8
      @     && lo <= 512 * f + 8 * t + p && 512 * f + 8 * t + p < hi
      @     ==> !Generate.candidate(pos[f], pos[Board.SIDE], f, t, p));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean noCandidateScan(int[] pos, int lo, int hi) {
        /*@ loop_invariant lo <= w && w <= hi;
          @ loop_invariant (\forall int f, t, p; 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p < 8
          @     && lo <= 512 * f + 8 * t + p && 512 * f + 8 * t + p < w
          @     ==> !Generate.candidate(pos[f], pos[Board.SIDE], f, t, p));
          @ assignable \strictly_nothing;
          @ decreases hi - w;
          @*/
        for (int w = lo; w < hi; w = nextIndex(w)) {
            if (candidateAtIndex(pos, w)) {
                foundAt(pos, lo, hi, w);
                return false;
            }
            noneAtIndex(pos, lo, w);
        }
        return true;
    }

    /** Whether walk index {@code w} is a {@link #candidate}: its parts decoded, the term over them. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= w && w < WALK;
      @ ensures \result == Generate.candidate(pos[Generate.walkFrom(w)], pos[Board.SIDE], Generate.walkFrom(w), Generate.walkTo(w), Generate.walkPromotion(w));
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean candidateAtIndex(int[] pos, int w) {
        // the square's piece code is an int in range (isCandidate's argument)
        squaresInRange(pos);
        walkDecodes(w);
        int f = walkFrom(w);
        int t = walkTo(w);
        int p = walkPromotion(w);
        return isCandidate(pos[f], pos[Board.SIDE], f, t, p);
    }

    /** Lemma for {@link #noCandidateScan}: walk index {@code w}, no candidate, extends a range of none by one ({@link #noneAt} on its parts). It computes nothing (true). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= w && w < WALK;
      @ requires !Generate.candidate(pos[Generate.walkFrom(w)], pos[Board.SIDE], Generate.walkFrom(w), Generate.walkTo(w), Generate.walkPromotion(w));
      @ requires (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && lo <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < w
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && lo <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < w + 1
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean noneAtIndex(int[] pos, int lo, int w) {
        walkDecodes(w);
        int f = walkFrom(w);
        int t = walkTo(w);
        int p = walkPromotion(w);
        return noneAt(pos, lo, w, f, t, p);
    }

    /** Lemma for {@link #noCandidateScan}: walk index {@code w} from {@code lo} up to {@code hi}, a candidate, is a witness that not none is ({@link #candidateAt} on its parts). It computes nothing (true). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires lo <= w && w < hi && hi <= WALK && 0 <= w;
      @ requires Generate.candidate(pos[Generate.walkFrom(w)], pos[Board.SIDE], Generate.walkFrom(w), Generate.walkTo(w), Generate.walkPromotion(w));
      @ ensures !(\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && lo <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < hi
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean foundAt(int[] pos, int lo, int hi, int w) {
        walkDecodes(w);
        int f = walkFrom(w);
        int t = walkTo(w);
        int p = walkPromotion(w);
        return candidateAt(pos, lo, hi, f, t, p);
    }

    /**
     * Lemma for {@link #noCandidate}: when (f, t, p), of walk index {@code w}, is no candidate, none is from
     * {@code lo} up to the next index. It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p < 8 && w == 512 * f + 8 * t + p;
      @ requires !Generate.candidate(pos[f], pos[Board.SIDE], f, t, p);
      @ requires (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && lo <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < w
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && lo <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < w + 1
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean noneAt(int[] pos, int lo, int w, int f, int t, int p) {
        walkParts(f, t, p);
        return true;
    }

    /** Lemma for {@link #noCandidate}: a candidate at (f, t, p), between lo and hi, is a witness that not none is. It computes nothing (true). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p < 8;
      @ requires lo <= 512 * f + 8 * t + p && 512 * f + 8 * t + p < hi;
      @ requires Generate.candidate(pos[f], pos[Board.SIDE], f, t, p);
      @ ensures !(\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && lo <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < hi
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean candidateAt(int[] pos, int lo, int hi, int f, int t, int p) {
        return true;
    }

    /** Lemma: every square of a board holds a piece code from -6 to 6 ({@link Board#isBoard}), so reading one gives an int in range. It computes nothing (true). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ requires Board.isBoard(pos);
      @ ensures (\forall int i; 0 <= i && i < 64; -6 <= pos[i] && pos[i] <= 6);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean squaresInRange(int[] pos) {
        return true;
    }

    /** Lemma for {@link #nextInWalk}: no walk index lies from {@code lo} up to itself. It computes nothing (true). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= lo && lo <= WALK;
      @ ensures Generate.noCandidate(pos, lo, lo);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean noneYet(int[] pos, int lo) {
        return true;
    }

    /** Lemma for {@link #nextInWalk}: past the last target of square {@code f} is the first of square {@code g}. It computes nothing (true). */
    /*@ public normal_behavior
      @ requires 0 <= f && f < 64 && g == f + 1;
      @ ensures Generate.walkOf(f, 64, 0) == Generate.walkOf(g, 0, 0);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean sameIndex(int f, int g) {
        return true;
    }

    /**
     * Lemma for {@link #nextInWalk}: no candidate from {@code lo} up to {@code mid} and none from {@code mid} up to
     * {@code hi} is none from {@code lo} up to {@code hi}. It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= lo && lo <= mid && mid <= hi && hi <= WALK;
      @ requires Generate.noCandidate(pos, lo, mid) && Generate.noCandidate(pos, mid, hi);
      @ ensures Generate.noCandidate(pos, lo, hi);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean extend(int[] pos, int lo, int mid, int hi) {
        return true;
    }

    /**
     * Lemma for {@link #nextInWalk}: when square {@code f} holds no piece of the side to move, none of its walk
     * indices is a {@link #candidate}, so none up to the next square's first. It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p <= 7 && g == f + 1;
      @ requires 0 <= lo && lo <= 512 * f + 8 * t + p;
      @ requires !Piece.belongsTo(pos[f], pos[Board.SIDE]);
      @ requires Generate.noCandidate(pos, lo, Generate.walkOf(f, t, p));
      @ ensures Generate.noCandidate(pos, lo, Generate.walkOf(g, 0, 0));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean squareSkipped(int[] pos, int lo, int f, int t, int p, int g) {
        // the square's indices, the part of them from (f, t, p), the term, joined to what was passed before
        int a = walkOf(f, t, p);
        int b = walkOf(g, 0, 0);
        squarePassed(pos, f);
        squareRange(pos, f, a, b);
        noneIn(pos, a, b);
        extend(pos, lo, a, b);
        return true;
    }

    /**
     * Lemma for {@link #nextInWalk}: when {@code p} names a promotion target {@code t} does not call for, or is 0
     * and the piece on {@code f} could not reach {@code t} on an empty board, no walk index from (f, t, p) to the
     * end of the target's is a {@link #candidate}, so none up to the next target's first, (g, u). It computes
     * nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p <= 7;
      @ requires t < 63 ? g == f && u == t + 1 : g == f + 1 && u == 0;
      @ requires 0 <= lo && lo <= 512 * f + 8 * t + p;
      @ requires p > Piece.QUEEN
      @     || p > 0 && !(Piece.isType(pos[f], Piece.PAWN) && Board.rank(t) == (pos[Board.SIDE] == Piece.WHITE ? 7 : 0))
      @     || p == 0 && !Movement.mayReach(pos[f], f, t);
      @ requires Generate.noCandidate(pos, lo, Generate.walkOf(f, t, p));
      @ ensures Generate.noCandidate(pos, lo, Generate.walkOf(g, u, 0));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean targetSkipped(int[] pos, int lo, int f, int t, int p, int g, int u) {
        // the target's indices from (f, t, p), the term, joined to what was passed before
        int a = walkOf(f, t, p);
        int b = walkOf(g, u, 0);
        targetPassed(pos, f, t, p);
        targetRange(pos, f, t, p, a, b);
        noneIn(pos, a, b);
        extend(pos, lo, a, b);
        return true;
    }

    /**
     * Lemma for {@link #nextInWalk}: when (f, t, p) is no {@link #candidate}, no walk index up to the next
     * promotion's, (f, t, q), is. It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p < 7 && q == p + 1;
      @ requires 0 <= lo && lo <= 512 * f + 8 * t + p;
      @ requires !Generate.candidate(pos[f], pos[Board.SIDE], f, t, p);
      @ requires Generate.noCandidate(pos, lo, Generate.walkOf(f, t, p));
      @ ensures Generate.noCandidate(pos, lo, Generate.walkOf(f, t, q));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean oneSkipped(int[] pos, int lo, int f, int t, int p, int q) {
        // the one index, the term, joined to what was passed before
        int a = walkOf(f, t, p);
        int b = walkOf(f, t, q);
        onePassed(pos, f, t, p);
        oneIndex(pos, f, t, p, a, b);
        noneIn(pos, a, b);
        extend(pos, lo, a, b);
        return true;
    }

    /** Lemma for {@link #walk}: the term {@link #noCandidate} as the formula it stands for, from {@code a} up to {@code b}. It computes nothing (true). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= a && a <= b && b <= WALK;
      @ requires Generate.noCandidate(pos, a, b);
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && a <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < b
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean noneOf(int[] pos, int a, int b) {
        return true;
    }

    /** Lemma for {@link #nextInWalk}: no candidate from {@code a} up to {@code b}, as the term {@link #noCandidate}. It computes nothing (true). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= a && a <= b && b <= WALK;
      @ requires (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && a <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < b
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures Generate.noCandidate(pos, a, b);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean noneIn(int[] pos, int a, int b) {
        return true;
    }

    /**
     * Lemma for {@link #nextInWalk}: when square {@code f} holds no piece of the side to move, none of its walk
     * indices ({@code 512 * f} up to {@code 512 * f + 512}) is a {@link #candidate}. It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= f && f < 64;
      @ requires !Piece.belongsTo(pos[f], pos[Board.SIDE]);
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && 512 * f <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < 512 * f + 512
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean squarePassed(int[] pos, int f) {
        return true;
    }

    /**
     * Lemma for {@link #nextInWalk}: when {@code p} names a promotion target {@code t} does not call for, or is 0
     * and the piece on {@code f} could not reach {@code t} on an empty board, no walk index from (f, t, p) to the
     * end of the target's is a {@link #candidate}. It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires Board.isBoard(pos);
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p <= 7;
      @ requires p > Piece.QUEEN
      @     || p > 0 && !(Piece.isType(pos[f], Piece.PAWN) && Board.rank(t) == (pos[Board.SIDE] == Piece.WHITE ? 7 : 0))
      @     || p == 0 && !Movement.mayReach(pos[f], f, t);
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && 512 * f + 8 * t + p <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < 512 * f + 8 * t + 8
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean targetPassed(int[] pos, int f, int t, int p) {
        return true;
    }

    /**
     * Lemma for {@link #nextInWalk}: when (f, t, p) is no {@link #candidate}, no parts in range with its walk
     * index are ({@link #walkParts}). It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p < 8;
      @ requires !Generate.candidate(pos[f], pos[Board.SIDE], f, t, p);
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && 512 * f2 + 8 * t2 + p2 == 512 * f + 8 * t + p
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean onePassed(int[] pos, int f, int t, int p) {
        walkParts(f, t, p);
        return true;
    }

    /** Lemma for {@link #nextInWalk}: no candidate among square {@code f}'s walk indices is none from {@code a} up to {@code b}, within them. It computes nothing (true). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires 512 * f <= a && a <= b && b == 512 * f + 512;
      @ requires (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && 512 * f <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < 512 * f + 512
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && a <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < b
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean squareRange(int[] pos, int f, int a, int b) {
        return true;
    }

    /** Lemma for {@link #nextInWalk}: no candidate from (f, t, p) to the end of target {@code t}'s walk indices is none from {@code a} up to {@code b}. It computes nothing (true). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires a == 512 * f + 8 * t + p && b == 512 * f + 8 * t + 8;
      @ requires (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && 512 * f + 8 * t + p <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < 512 * f + 8 * t + 8
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && a <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < b
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean targetRange(int[] pos, int f, int t, int p, int a, int b) {
        return true;
    }

    /**
     * Lemma for {@link #nextInWalk}: no candidate at the walk index of (f, t, p) is none from it, {@code a}, up to the
     * next, {@code b}. It computes nothing (true).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);
      @ requires a == 512 * f + 8 * t + p && b == a + 1;
      @ requires (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && 512 * f2 + 8 * t2 + p2 == 512 * f + 8 * t + p
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && a <= 512 * f2 + 8 * t2 + p2 && 512 * f2 + 8 * t2 + p2 < b
      @     ==> !Generate.candidate(pos[f2], pos[Board.SIDE], f2, t2, p2));
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    public static /*@ pure @*/ boolean oneIndex(int[] pos, int f, int t, int p, int a, int b) {
        return true;
    }

    /** Lemma for {@link #walk}: parts in range with the walk index of (f, t, p) are (f, t, p). It computes nothing (true). */
    /*@ public normal_behavior
      @ requires 0 <= f && f < 64 && 0 <= t && t < 64 && 0 <= p && p < 8;
      @ ensures (\forall int f2, t2, p2; 0 <= f2 && f2 < 64 && 0 <= t2 && t2 < 64 && 0 <= p2 && p2 < 8
      @     && 512 * f2 + 8 * t2 + p2 == 512 * f + 8 * t + p ==> f2 == f && t2 == t && p2 == p);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean walkParts(int f, int t, int p) {
        walkIndex();
        return true;
    }

    /** Lemma for {@link #walk}: walk index {@code w} below {@link #WALK} is {@code 512 * from + 8 * to + promotion} of its quotients and remainders. */
    /*@ public normal_behavior
      @ requires 0 <= w && w < WALK;
      @ ensures w == 512 * (w / 8 / 64) + 8 * (w / 8 % 64) + w % 8
      @     && 0 <= w / 8 / 64 && w / 8 / 64 < 64 && 0 <= w / 8 % 64 && w / 8 % 64 < 64 && 0 <= w % 8 && w % 8 < 8;
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean walkDecodes(int w) {
        return true;
    }

    /** Lemma for {@link #noLegalBelow}: every walk index below {@link #WALK} is {@code 512 * from + 8 * to + promotion} of its decoded parts, each in range ({@link #walkDecodes} for all). It computes nothing (true). */
    /*@ public normal_behavior
      @ ensures (\forall int d; 0 <= d && d < WALK
      @     ==> d == 512 * Generate.walkFrom(d) + 8 * Generate.walkTo(d) + Generate.walkPromotion(d)
      @     && 0 <= Generate.walkFrom(d) && Generate.walkFrom(d) < 64 && 0 <= Generate.walkTo(d) && Generate.walkTo(d) < 64
      @     && 0 <= Generate.walkPromotion(d) && Generate.walkPromotion(d) < 8);
      @ ensures \result;
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible \nothing;
    public static /*@ pure @*/ boolean walkIndicesDecode() {
        return true;
    }

}
