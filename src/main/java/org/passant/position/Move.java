package org.passant.position;

import org.passant.kernel.Generate;
import org.passant.kernel.Piece;

/**
 * A move as UCI sees it: from-square, to-square and promotion piece type (0 for none, otherwise
 * {@link Piece#KNIGHT} .. {@link Piece#QUEEN}). Castling is the king's two-square move (e1g1).
 */
public record Move(int from, int to, int promotion) implements Comparable<Move> {

    public Move {
        if (from < 0 || from > 63 || to < 0 || to > 63) {
            throw new IllegalArgumentException("square out of range: " + from + ", " + to);
        }
        if (promotion != 0 && !Piece.isPromotionChoice(promotion)) {
            throw new IllegalArgumentException("not a promotion piece: " + promotion);
        }
    }

    public static Move of(int from, int to) {
        return new Move(from, to, 0);
    }

    /** The move of an int in the kernel's encoding ({@link Generate#encode}); bits above it are ignored. */
    public static Move decode(int move) {
        return new Move(Generate.from(move), Generate.to(move), Generate.promotion(move));
    }

    /** The UCI form: e2e4, e7e8q. */
    public String uci() {
        String s = Square.name(from) + Square.name(to);
        if (promotion != 0) {
            s += Character.toLowerCase(PieceLetters.letter(promotion));
        }
        return s;
    }

    @Override
    public String toString() {
        return uci();
    }

    /** Orders by UCI text, the order of {@code passant moves}. */
    @Override
    public int compareTo(Move other) {
        return uci().compareTo(other.uci());
    }
}
