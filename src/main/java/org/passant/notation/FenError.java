package org.passant.notation;

/** The kinds of malformed FEN text, each tied to the field it is found in (0: the whole text). */
public enum FenError {
    EMPTY(0),
    /** A control or other invisible character anywhere in the text (spaces and tabs separate the fields). */
    CONTROL_CHARACTER(0),
    FIELD_COUNT(0),
    RANK_COUNT(1),
    RANK_LENGTH(1),
    PIECE_LETTER(1),
    ADJACENT_DIGITS(1),
    SIDE_TO_MOVE(2),
    CASTLING_SYNTAX(3),
    EP_SYNTAX(4),
    HALFMOVE_CLOCK(5),
    FULLMOVE_NUMBER(6),
    /** Well-formed text describing a position that validation refuses; see the PositionError. */
    POSITION(0);

    private final int field;

    FenError(int field) {
        this.field = field;
    }

    public int field() {
        return field;
    }
}
