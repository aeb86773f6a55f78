package org.passant.position;

/** How strictly a set-up position is checked before play. */
public enum Validation {
    /** Only positions that can arise in a game (as far as cheap checks can tell). */
    STRICT,
    /** Also impossible-but-playable positions: impossible checks, too much material. */
    LENIENT;

    /** Whether a problem of this kind is refused under this validation. */
    public boolean refuses(PositionError kind) {
        return this == STRICT || !kind.acceptedWhenLenient();
    }
}
