package org.passant.notation;

import org.passant.position.IllegalMoveException;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.PieceLetters;
import org.passant.position.Position;
import org.passant.position.Square;
import org.passant.kernel.Board;

/**
 * UCI long algebraic moves: from-square, to-square, promotion letter (e2e4, e7e8q). Castling
 * (C960-NOTATION) is the king's two-square move in standard mode (e1g1) and king-takes-own-rook
 * with UCI_Chess960 (e1h1); reading with the position takes either.
 */
public final class Uci {
    private Uci() {
    }

    /**
     * Reads the text as a move, checking only its form. Without the position castling can only be
     * king-takes-rook (e1h1); {@link #parse(Position, String)} also reads the standard form e1g1.
     */
    public static Move parse(String text) {
        String t = InvalidInputException.visibleInput("UCI move", text);
        String quoted = InvalidInputException.quote(t);
        if (t.length() != 4 && t.length() != 5) {
            throw new InvalidInputException("UCI move " + quoted + ": expected from-square, to-square and an optional"
                    + " promotion letter, such as e2e4 or e7e8q");
        }
        int from = Square.parse(t.substring(0, 2));
        int to = Square.parse(t.substring(2, 4));
        if (from == Board.NO_SQUARE || to == Board.NO_SQUARE) {
            throw new InvalidInputException("UCI move " + quoted + ": " + InvalidInputException.quote(from == Board.NO_SQUARE
                    ? t.substring(0, 2) : t.substring(2, 4)) + " is not a square");
        }
        if (from == to) {
            throw new InvalidInputException("UCI move " + quoted + ": from-square and to-square are the same");
        }
        int promotion = 0;
        if (t.length() == 5) {
            char c = t.charAt(4);
            promotion = PieceLetters.type(Character.toUpperCase(c));
            if ("nbrq".indexOf(Character.toLowerCase(c)) < 0) {
                throw new InvalidInputException("UCI move " + quoted + ": " + InvalidInputException.quote(String.valueOf(c))
                        + " is not a promotion piece (n, b, r, q)");
            }
        }
        return new Move(from, to, promotion);
    }

    /**
     * Reads the text as a move of the position, legal or not, castling marked (C960-NOTATION): the
     * king taking its own rook (e1h1), or the standard form, the side's king on its start square
     * moving to g1 or c1 (g8, c8) while that wing's rook stands on its start square, unless the move
     * is also a plain one-square king step and the side no longer has that right.
     */
    public static Move parse(Position position, String text) {
        return position.typed(parse(text));
    }

    /** Reads the text as a move ({@link #parse(Position, String)}) and checks it is legal in the position. */
    public static Move parseLegal(Position position, String text) {
        Move move = parse(position, text);
        if (!position.isLegal(move)) {
            throw new IllegalMoveException("move " + InvalidInputException.quote(text.trim()) + " is not legal in this position");
        }
        return move;
    }

    /** The standard form: castling as the king's move (e1g1). */
    public static String format(Move move) {
        return move.uci();
    }

    /** With {@code chess960} (UCI_Chess960) castling is king-takes-own-rook (e1h1), else the king's move (e1g1). */
    public static String format(Move move, boolean chess960) {
        return move.uci(chess960);
    }
}
