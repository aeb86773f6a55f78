package org.passant.position;

/**
 * What can make a set-up position unacceptable. Each kind names the FEN field it concerns.
 * The kinds marked lenient describe positions that cannot arise in a game but can still be
 * played from; {@link Validation#LENIENT} accepts them.
 */
public enum PositionError {
    MISSING_KING(1, false),
    TOO_MANY_KINGS(1, false),
    PAWN_ON_BACK_RANK(1, false),
    TOO_MUCH_MATERIAL(1, true),
    OPPONENT_IN_CHECK(2, false),
    IMPOSSIBLE_CHECK(2, true),
    INVALID_CASTLING_RIGHTS(3, false),
    EP_WRONG_RANK(4, false),
    EP_NO_PAWN(4, false),
    EP_NOT_EMPTY(4, false),
    /** An en passant square with a halfmove clock above 0: the double step that gives one resets the clock. */
    EP_HALFMOVE_CLOCK(5, true),
    /** A rule of the variant (for example atomic kings that have both exploded). */
    VARIANT_RULE(1, false);

    private final int fenField;
    private final boolean lenient;

    PositionError(int fenField, boolean lenient) {
        this.fenField = fenField;
        this.lenient = lenient;
    }

    /** The FEN field (1..6) the problem is found in. */
    public int fenField() {
        return fenField;
    }

    /** Whether lenient validation accepts a position with this problem. */
    public boolean acceptedWhenLenient() {
        return lenient;
    }
}
