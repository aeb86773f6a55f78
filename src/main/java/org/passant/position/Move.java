package org.passant.position;

import org.passant.kernel.Generate;
import org.passant.kernel.Piece;

/**
 * A move: from-square, to-square and promotion piece type (0 for none, otherwise
 * {@link Piece#KNIGHT} .. {@link Piece#QUEEN}), in the kernel's encoding. Castling is the king
 * taking its own rook (C960-CASTLE: from = the king's square, to = the rook's square, e1h1 for
 * White's O-O in standard chess), the one form no Chess960 arrangement makes ambiguous.
 *
 * <p>{@code castling} says how to write the move, not what it does (the position decides that):
 * {@link #uci()} writes a castling move as the king's two-square step (e1g1), {@code uci(true)} as
 * king-takes-rook (e1h1, UCI_Chess960). Producers that know the position set it
 * ({@link Position#legalMoves}, {@link Position#move}, {@code Uci.parse(position, text)}); equality
 * and order ignore it, so e1h1 read without a position equals the legal castling move.
 */
public record Move(int from, int to, int promotion, boolean castling) implements Comparable<Move> {

    public Move {
        if (from < 0 || from > 63 || to < 0 || to > 63) {
            throw new IllegalArgumentException("square out of range: " + from + ", " + to);
        }
        if (promotion != 0 && !Piece.isPromotionChoice(promotion)) {
            throw new IllegalArgumentException("not a promotion piece: " + promotion);
        }
        if (castling && (promotion != 0 || from / 8 != to / 8 || from == to || (from / 8 != 0 && from / 8 != 7))) {
            throw new IllegalArgumentException("castling goes from the king's square to its rook's on the back rank: "
                    + from + ", " + to);
        }
    }

    /** A move that is not castling (or whose castling the position will tell). */
    public Move(int from, int to, int promotion) {
        this(from, to, promotion, false);
    }

    public static Move of(int from, int to) {
        return new Move(from, to, 0);
    }

    /** Castling: the king on {@code king} takes its own rook on {@code rook} (C960-CASTLE). */
    public static Move castle(int king, int rook) {
        return new Move(king, rook, 0, true);
    }

    /**
     * The move of an int in the kernel's encoding ({@link Generate#encode}); bits above it are ignored.
     * The int does not say castling: {@link Position#decode} does, from the position.
     */
    public static Move decode(int move) {
        return new Move(Generate.from(move), Generate.to(move), Generate.promotion(move));
    }

    /** Castling on the side of the higher files (O-O): the rook's file is greater than the king's. */
    public boolean isKingside() {
        return castling && to > from;
    }

    /**
     * The square the king lands on: for castling g1/c1 (g8/c8) whatever the start files
     * (C960-CASTLE), otherwise {@link #to}.
     */
    public int kingDestination() {
        if (!castling) {
            return to;
        }
        return Square.of(to > from ? 6 : 2, Square.rank(from));
    }

    /**
     * The UCI form of standard chess: e2e4, e7e8q, castling as the king's move (e1g1). A Chess960
     * castling whose king stays put (king g1, rook h1) has no such form and is written king-takes-rook.
     */
    public String uci() {
        return uci(false);
    }

    /** The UCI form; with {@code chess960} (UCI_Chess960) castling is king-takes-rook (e1h1) (C960-NOTATION). */
    public String uci(boolean chess960) {
        int target = chess960 || kingDestination() == from ? to : kingDestination();
        String s = Square.name(from) + Square.name(target);
        if (promotion != 0) {
            s += Character.toLowerCase(PieceLetters.letter(promotion));
        }
        return s;
    }

    @Override
    public String toString() {
        return uci();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && from == m.from && to == m.to && promotion == m.promotion;
    }

    @Override
    public int hashCode() {
        return (from * 64 + to) * 8 + promotion;
    }

    /**
     * Orders by the king-takes-rook UCI text: the order of {@code passant moves}, in standard chess
     * the same as that of the written text (e1a1 and e1c1 both sort before e1d1, e1g1 and e1h1 after e1f2).
     */
    @Override
    public int compareTo(Move other) {
        // the text's order without writing the text: squares as file then rank, then the promotion letter ('\0' for none)
        int c = Integer.compare(orderKey(), other.orderKey());
        return c != 0 ? c : Character.compare(promotionLetter(), other.promotionLetter());
    }

    private int orderKey() {
        return ((Square.file(from) * 8 + Square.rank(from)) * 8 + Square.file(to)) * 8 + Square.rank(to);
    }

    private char promotionLetter() {
        return promotion == 0 ? '\0' : Character.toLowerCase(PieceLetters.letter(promotion));
    }
}
