package org.passant.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.passant.position.IllegalMoveException;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.PieceLetters;
import org.passant.position.Position;
import org.passant.position.Square;
import org.passant.position.Validation;
import org.passant.kernel.Castling;
import org.passant.kernel.Check;
import org.passant.kernel.EnPassant;
import org.passant.kernel.Movement;
import org.passant.kernel.Piece;

/**
 * Standard Algebraic Notation (FIDE Appendix C): Nf3, exd6, e8=Q+, O-O-O#. En passant is written
 * as an ordinary pawn capture; on input a trailing "e.p." (with or without a space) is accepted
 * and checked (EP-NOTATION). The capture mark may be left out (FIDE Appendix C.9, C.10); strict
 * reading refuses one on a move that captures nothing ({@code e2xe4}), lenient reading ignores it.
 */
public final class San {
    private San() {
    }

    private static final Pattern MOVE = Pattern.compile(
            "([NBRQK])?([a-h])?([1-8])?(x|:)?([a-h][1-8])(?:=?([NBRQnbrq]))?");
    /** Longer than any move can be written (Qa1xb2=Q+ e.p. and annotations); checked before any pattern runs. */
    private static final int MAX_LENGTH = 24;
    private static final Pattern EP_SUFFIX = Pattern.compile("\\s*e\\.p\\.?$");

    /** The SAN of a legal move, with + or # when it gives check or mate. */
    public static String format(Position position, Move move) {
        if (!position.isLegal(move)) {
            throw new IllegalMoveException("illegal move " + move.uci() + " in this position");
        }
        String san = formatWithoutSuffix(position, move);
        Position next = position.play(move);
        if (next.isVariantEnd() || next.isCheckmate()) {
            return san + "#";
        }
        if (next.isCheck()) {
            return san + "+";
        }
        return san;
    }

    /** The SAN without the check or mate sign. */
    public static String formatWithoutSuffix(Position position, Move move) {
        if (position.isCastling(move)) {
            return move.to() > move.from() ? "O-O" : "O-O-O";
        }
        int piece = position.pieceAt(move.from());
        int type = Piece.type(piece);
        boolean capture = position.isCapture(move);
        StringBuilder sb = new StringBuilder();
        if (type == Piece.PAWN) {
            if (capture) {
                sb.append(fileLetter(move.from())).append('x');
            }
            sb.append(Square.name(move.to()));
            if (move.promotion() != 0) {
                sb.append('=').append(PieceLetters.letter(move.promotion()));
            }
            return sb.toString();
        }
        sb.append(PieceLetters.letter(type));
        sb.append(disambiguation(position, move, piece));
        if (capture) {
            sb.append('x');
        }
        sb.append(Square.name(move.to()));
        return sb.toString();
    }

    /** The file, the rank, or both of the from-square, when another such piece could go there too. */
    private static String disambiguation(Position position, Move move, int piece) {
        boolean clash = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (Move other : position.legalMoves()) {
            if (other.to() == move.to() && other.from() != move.from() && position.pieceAt(other.from()) == piece) {
                clash = true;
                sameFile |= Square.file(other.from()) == Square.file(move.from());
                sameRank |= Square.rank(other.from()) == Square.rank(move.from());
            }
        }
        if (!clash) {
            return "";
        }
        if (!sameFile) {
            return String.valueOf(fileLetter(move.from()));
        }
        if (!sameRank) {
            return String.valueOf((char) ('1' + Square.rank(move.from())));
        }
        return Square.name(move.from());
    }

    private static char fileLetter(int sq) {
        return (char) ('a' + Square.file(sq));
    }

    /** The legal move a SAN text names (strict reading); an error saying why when it names none or several. */
    public static Move parse(Position position, String text) {
        return parse(position, text, Validation.STRICT);
    }

    /** The legal move a SAN text names; an error saying why when it names none or several. */
    public static Move parse(Position position, String text, Validation validation) {
        String original = InvalidInputException.visibleInput("SAN move", text);
        String quoted = InvalidInputException.quote(original);
        boolean captureMark = false;
        if (original.length() > MAX_LENGTH) {
            throw new InvalidInputException("SAN move " + quoted + ": too long for a move (at most " + MAX_LENGTH
                    + " characters)");
        }
        String t = original;
        boolean markedEnPassant = false;
        Matcher ep = EP_SUFFIX.matcher(t);
        if (ep.find()) {
            markedEnPassant = true;
            t = t.substring(0, ep.start());
        }
        t = t.replaceAll("[+#!?]+$", "");
        if (t.isEmpty()) {
            throw new InvalidInputException("SAN move " + quoted + ": empty");
        }
        List<Move> legal = position.legalMoves();
        List<Move> matches = new ArrayList<>();
        if (t.matches("[O0]-[O0](-[O0])?")) {
            boolean kingside = t.length() == 3;
            for (Move m : legal) {
                if (position.isCastling(m) && (m.to() > m.from()) == kingside) {
                    matches.add(m);
                }
            }
        } else {
            Matcher m = MOVE.matcher(t);
            if (!m.matches()) {
                throw new InvalidInputException("SAN move " + quoted + ": not algebraic notation"
                        + " (examples: e4, Nf3, exd6, e8=Q, O-O)");
            }
            int type = m.group(1) == null ? Piece.PAWN : PieceLetters.type(m.group(1).charAt(0));
            int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
            int fromRank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
            int to = Square.parse(m.group(5));
            int promotion = m.group(6) == null ? 0 : PieceLetters.type(Character.toUpperCase(m.group(6).charAt(0)));
            captureMark = m.group(4) != null;
            if (type == Piece.PAWN && fromFile < 0) {
                fromFile = Square.file(to); // a pawn without a file letter is a push
            }
            for (Move candidate : legal) {
                if (candidate.to() == to && Piece.type(position.pieceAt(candidate.from())) == type
                        && !position.isCastling(candidate)
                        && (fromFile < 0 || Square.file(candidate.from()) == fromFile)
                        && (fromRank < 0 || Square.rank(candidate.from()) == fromRank)
                        && candidate.promotion() == promotion) {
                    matches.add(candidate);
                }
            }
            if (matches.isEmpty() && type == Piece.PAWN && promotion == 0) {
                for (Move candidate : legal) {
                    if (candidate.to() == to && candidate.promotion() != 0
                            && Square.file(candidate.from()) == fromFile) {
                        throw new InvalidInputException("SAN move " + quoted
                                + ": a pawn reaching the last rank must name its promotion, such as "
                                + Square.name(to) + "=Q");
                    }
                }
            }
        }
        if (matches.isEmpty()) {
            throw new IllegalMoveException("SAN move " + quoted + ": no legal move matches in this position");
        }
        if (matches.size() > 1) {
            List<String> names = new ArrayList<>();
            for (Move m : matches) {
                names.add(formatWithoutSuffix(position, m));
            }
            throw new IllegalMoveException("SAN move " + quoted + ": ambiguous, it could be " + String.join(" or ", names));
        }
        Move move = matches.get(0);
        if (captureMark && !position.isCapture(move) && validation == Validation.STRICT) {
            throw new IllegalMoveException("SAN move " + quoted + ": marks a capture, but " + Square.name(move.to())
                    + " is empty and " + formatWithoutSuffix(position, move) + " captures nothing"
                    + " (lenient loading ignores the mark)");
        }
        if (markedEnPassant && !position.isEnPassant(move)) {
            throw new IllegalMoveException("SAN move " + quoted + ": marked e.p. but it is not an en passant capture");
        }
        return move;
    }

    // ---- the lenient reader: SAN as players type it

    /**
     * SAN as players type it (issue 45): the text as written first (so {@code bxc3} is the b-pawn's
     * capture whenever that is legal, SAN's reading), then with its letters in SAN's case ({@code nf3},
     * {@code NF3} and {@code o-o} are read as {@code Nf3} and {@code O-O}; a capital {@code B} stays
     * the bishop), then a lower-case {@code b} as the bishop; the first reading that names one legal
     * move is taken, under lenient validation (a capture mark on a quiet move is ignored). When none
     * does, the error of the first reading that could be read at all (it names no legal move, or
     * several), else the first reading's.
     */
    public static Move parseLenient(Position position, String text) {
        RuntimeException named = null;
        RuntimeException first = null;
        for (String reading : readings(text)) {
            try {
                return parse(position, reading, Validation.LENIENT);
            } catch (IllegalMoveException e) {
                named = named == null ? e : named;
            } catch (InvalidInputException e) {
                first = first == null ? e : first;
            }
        }
        throw named != null ? named : first;
    }

    /** The texts {@link #parseLenient} tries, in order, without repeats. */
    static List<String> readings(String text) {
        String t = InvalidInputException.visibleInput("SAN move", text).strip();
        List<String> out = new ArrayList<>();
        out.add(t);
        String cased;
        if (t.matches("(?i)[o0]-[o0](-[o0])?[+#!?]*")) {
            cased = t.toUpperCase(java.util.Locale.ROOT);
        } else if (!t.isEmpty()) {
            String rest = t.substring(1).toLowerCase(java.util.Locale.ROOT);
            char c = t.charAt(0);
            // n, r, q and k name no file, so they are pieces; a capital B is the bishop, a small b the file
            cased = ("nrqkNRQK".indexOf(c) >= 0 || c == 'B' ? Character.toUpperCase(c)
                    : Character.toLowerCase(c)) + rest;
        } else {
            cased = t;
        }
        if (!out.contains(cased)) {
            out.add(cased);
        }
        if (cased.startsWith("b")) {
            String bishop = "B" + cased.substring(1);
            if (!out.contains(bishop)) {
                out.add(bishop);
            }
        }
        return out;
    }

    /**
     * What a SAN text that names no legal move was meant to do, for explaining why it is refused:
     * the moves of the side to move's pieces of the named kind (from the named file or rank) that
     * reach the named square by the piece's movement alone (FIDE 3.2-3.8.1, en passant included),
     * whatever king safety and the other rules say; castling as the castling move of that wing.
     * {@code piece} and {@code to} are the kind and the square the text names (for castling, the
     * king and its castled square). Read as {@link #parseLenient} reads: the first reading that
     * names such a move, else the first that can be read.
     */
    public record Meant(int piece, int to, List<Move> moves) {
    }

    /** See {@link Meant}; an {@link InvalidInputException} when no reading of the text is SAN at all. */
    public static Meant meant(Position position, String text) {
        Meant first = null;
        InvalidInputException unreadable = null;
        for (String reading : readings(text)) {
            Meant m;
            try {
                m = meantByReading(position, reading);
            } catch (InvalidInputException e) {
                unreadable = unreadable == null ? e : unreadable;
                continue;
            }
            if (!m.moves().isEmpty()) {
                return m;
            }
            first = first == null ? m : first;
        }
        if (first == null) {
            throw unreadable;
        }
        return first;
    }

    private static Meant meantByReading(Position position, String reading) {
        String quoted = InvalidInputException.quote(reading);
        if (reading.length() > MAX_LENGTH) {
            throw new InvalidInputException("SAN move " + quoted + ": too long for a move (at most " + MAX_LENGTH + " characters)");
        }
        String t = EP_SUFFIX.matcher(reading).replaceFirst("").replaceAll("[+#!?]+$", "");
        int[] pos = position.state();
        int side = position.sideToMove();
        if (t.matches("[O0]-[O0](-[O0])?")) {
            boolean kingside = t.length() == 3;
            int home = Castling.kingHome(pos, side);
            int target = Castling.kingTarget(side, kingside);
            int rook = Castling.rookHome(pos, side, kingside);
            if (pos[home] == Piece.of(side, Piece.KING)) {
                // the king at home: castling with the wing's rook, or the king's two-square step where no rook stands
                return new Meant(Piece.KING, target, List.of(pos[rook] == Piece.of(side, Piece.ROOK) ? Move.castle(home, rook)
                        : new Move(home, target, 0)));
            }
            int king = Check.kingSquare(pos, side);
            return new Meant(Piece.KING, target, king < 0 || king >= 64 ? List.of() : List.of(new Move(king, target, 0)));
        }
        Matcher m = MOVE.matcher(t);
        if (!m.matches()) {
            throw new InvalidInputException("SAN move " + quoted + ": not algebraic notation (examples: e4, Nf3, exd6, e8=Q, O-O)");
        }
        int type = m.group(1) == null ? Piece.PAWN : PieceLetters.type(m.group(1).charAt(0));
        int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        int to = Square.parse(m.group(5));
        int promotion = m.group(6) == null ? 0 : PieceLetters.type(Character.toUpperCase(m.group(6).charAt(0)));
        if (type == Piece.PAWN && fromFile < 0) {
            fromFile = Square.file(to);
        }
        List<Move> moves = new ArrayList<>();
        for (int from = 0; from < 64; from++) {
            if (pos[from] != Piece.of(side, type) || fromFile >= 0 && Square.file(from) != fromFile
                    || fromRank >= 0 && Square.rank(from) != fromRank) {
                continue;
            }
            if (Movement.canReach(pos, from, to) || type == Piece.PAWN && EnPassant.isAttempt(pos, from, to)) {
                moves.add(new Move(from, to, promotion));
            }
        }
        return new Meant(type, to, moves);
    }

    /** Reads a move given either as SAN or as UCI (strict reading). */
    public static Move parseAny(Position position, String text) {
        return parseAny(position, text, Validation.STRICT);
    }

    /** Reads a move given either as SAN or as UCI. */
    public static Move parseAny(Position position, String text, Validation validation) {
        String t = InvalidInputException.visibleInput("move", text);
        if (t.matches("[a-h][1-8][a-h][1-8][nbrqNBRQ]?")) {
            return Uci.parseLegal(position, t.toLowerCase());
        }
        return parse(position, t, validation);
    }
}
