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
 * <li>{@link #legalMoves}, the filtered enumeration: every code in the same order, the predicate
 * asked only of those that pass {@link #mayBeLegal} (a piece of the side to move, the promotion its
 * target calls for, a square it could reach on an empty board), which every legal move does.
 * </ul>
 *
 * <p>Both visit all {@link #CODES} codes, which is what makes their proofs one loop invariant; the
 * piece walk outside the kernel ({@code position.PieceWalk}) asks the same verdicts piece by piece,
 * several times faster, and is tested against {@link #legalMoves}, not proved.
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

    /** The order of the piece walk ({@code position.PieceWalk}): by from-square, then to-square, then promotion. */
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
}
