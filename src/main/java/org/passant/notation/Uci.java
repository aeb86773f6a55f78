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
     * The standard reading, {@link #parse(Position, String, boolean) parse(position, text, false)}:
     * e1g1 is castling while the right stands.
     */
    public static Move parse(Position position, String text) {
        return parse(position, text, false);
    }

    /**
     * Reads UCI text as a move of the position, legal or not, castling marked: the one reading of
     * C960-NOTATION. The king taking its own rook (e1h1, b1a1) is castling in either notation. The
     * standard form is the side's king on its start square moving to g1 or c1 (g8, c8) while that
     * wing's rook stands on its start square; it is castling unless it is also a one-square king
     * step and the side no longer has that right.
     * <ul>
     * <li>{@code chess960} false (standard notation): the standard form is read first, so f1g1 with
     * the king on f1, a rook on h1 and the right is castling even where the king's step is legal:
     * without UCI_Chess960 that text is the only way to write the castling, so it must mean it.</li>
     * <li>{@code chess960} true (UCI_Chess960, and always for a move from an engine or a game,
     * {@link Position#meant}): the text as written first; when that move is legal it is the move (b1c1
     * with the king on b1 beside a castling rook on a1 is the king's step, f1g1 too); only text that is
     * no legal move as written is read in the standard form.</li>
     * </ul>
     * The two differ only where a king's one-square step to g1 or c1 is legal while the right stands,
     * which needs a Chess960 start (king on b-, d- or f-file).
     */
    public static Move parse(Position position, String text, boolean chess960) {
        return parse(position, text, chess960, false);
    }

    /**
     * As {@link #parse(Position, String, boolean)}; with {@code castlingSuffix} a castling written
     * with a promotion letter (e1g1q, C960-NOTATION) is read as that castling carrying the letter, an
     * illegal move (FIDE-3.7.3.3) that an explanation names as such, rather than a king's move e1g1q.
     * Only the CLI reads so (explain, perftree, --moves); the server and the referee name the
     * king's move, as they did before the readings were joined.
     */
    public static Move parse(Position position, String text, boolean chess960, boolean castlingSuffix) {
        Move plain = parse(text);
        if (chess960) {
            Move literal = position.move(plain);
            if (position.isLegal(literal)) {
                return literal;
            }
        }
        if (castlingSuffix && plain.promotion() != 0) {
            // typed leaves a promotion alone, so the castling is found without the letter
            Move castling = position.typed(new Move(plain.from(), plain.to(), 0));
            if (castling.castling()) {
                return new Move(castling.from(), castling.to(), plain.promotion());
            }
        }
        return position.typed(plain);
    }

    /** Reads the text as a move in standard notation ({@link #parse(Position, String)}) and checks it is legal. */
    public static Move parseLegal(Position position, String text) {
        return parseLegal(position, text, false);
    }

    /** Reads the text as a move ({@link #parse(Position, String, boolean)}) and checks it is legal in the position. */
    public static Move parseLegal(Position position, String text, boolean chess960) {
        Move move = parse(position, text, chess960);
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
