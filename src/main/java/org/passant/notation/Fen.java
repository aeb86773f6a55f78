package org.passant.notation;

import org.passant.position.InvalidInputException;
import org.passant.position.PieceLetters;
import org.passant.position.Position;
import org.passant.position.PositionError;
import org.passant.position.PositionException;
import org.passant.position.Setup;
import org.passant.position.Square;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.kernel.Board;
import org.passant.kernel.Piece;

/**
 * Forsyth-Edwards Notation: six fields separated by spaces (board, side to move, castling rights,
 * en passant square, halfmove clock, fullmove number). The two counters may be left out, as in
 * EPD; they then read 0 and 1. Strict reading refuses what no FEN writer produces: five fields,
 * a counter with a leading zero; lenient reading accepts both (the fifth field is the halfmove
 * clock, {@code 08} reads 8). Either refuses control characters and any character outside the
 * notation (non-ASCII digits such as '３' are not digits here).
 */
public final class Fen {
    private Fen() {
    }

    public static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final String CASTLING_LETTERS = "KQkq";

    /** A valid chess position (strict validation). */
    public static Position position(String fen) {
        return position(fen, Variant.CHESS, Validation.STRICT);
    }

    /** Parses and validates; every problem is a {@link FenException} naming its field. */
    public static Position position(String fen, Variant variant, Validation validation) {
        Setup setup = parse(fen, validation);
        try {
            return Position.of(setup, variant, validation);
        } catch (PositionException e) {
            int field = e.kind().fenField();
            String lenientHint = e.kind().acceptedWhenLenient() && validation == Validation.STRICT
                    ? " (impossible in a game; lenient loading accepts it)" : "";
            throw new FenException(FenError.POSITION, e.kind(), field, fieldText(fen, field),
                    e.reason() + lenientHint);
        }
    }

    private static String fieldText(String fen, int field) {
        String[] fields = fields(fen);
        return field >= 1 && field <= fields.length ? fields[field - 1] : fen.strip();
    }

    /** The fields: separated by spaces, which may also surround the text (a tab is a control character, refused). */
    private static String[] fields(String fen) {
        return InvalidInputException.stripSpaces(fen).split(" +");
    }

    /**
     * Whether a position can only be Chess960 (C960-NOTATION, C960-SETUP), so that castling must be
     * written king-takes-rook: its FEN's castling field (the third) holds a rook's file letter
     * (Shredder-FEN, X-FEN), or one of its castling rights belongs to a king off the e-file or to a
     * rook off the a- or h-file. {@code fen} may be null (the position did not come from a FEN).
     */
    public static boolean chess960Only(String fen, Position p) {
        if (fen != null) {
            String[] fields = fen.strip().split(" +");
            if (fields.length >= 3 && !fields[2].matches("[KQkq-]*")) {
                return true;
            }
        }
        for (int i = 0; i < 4; i++) {
            if (p.hasCastlingRight(i)
                    && (p.kingFile(i < 2 ? Piece.WHITE : Piece.BLACK) != 4 || p.rookFile(i) != (i % 2 == 0 ? 7 : 0))) {
                return true;
            }
        }
        return false;
    }

    /** Reads the text into a set-up, checking only its form, strictly. */
    public static Setup parse(String fen) {
        return parse(fen, Validation.STRICT);
    }

    /** Reads the text into a set-up, checking only its form; lenient reading also takes 5 fields and leading zeros. */
    public static Setup parse(String fen, Validation validation) {
        if (fen == null || fen.isBlank()) {
            throw new FenException(FenError.EMPTY, 0, "", "is empty");
        }
        for (int i = 0; i < fen.length(); i = fen.offsetByCodePoints(i, 1)) {
            int c = fen.codePointAt(i);
            if (c != ' ' && (c < 0x20 || c == 0x7f || InvalidInputException.isInvisible(c))) {
                throw new FenException(FenError.CONTROL_CHARACTER, 0, fen, "has the control character "
                        + InvalidInputException.escape(c) + " at column " + (fen.codePointCount(0, i) + 1));
            }
        }
        String[] fields = fields(fen);
        boolean lenient = validation == Validation.LENIENT;
        if (fields.length < 4 || fields.length > 6 || (fields.length == 5 && !lenient)) {
            throw new FenException(FenError.FIELD_COUNT, 0, fen.strip(), "has " + fields.length + (fields.length == 1 ? " field" : " fields")
                    + ", expected 6 (board, side, castling, en passant, halfmove clock, fullmove number)"
                    + " or the first 4" + (fields.length == 5 ? " (lenient loading reads a fifth as the halfmove clock)" : ""));
        }
        Setup setup = new Setup();
        parseBoard(fields[0], setup);
        parseSide(fields[1], setup);
        parseCastling(fields[2], setup);
        parseEnPassant(fields[3], setup);
        if (fields.length >= 5) {
            setup.halfmoveClock(parseCounter(fields[4], 5, FenError.HALFMOVE_CLOCK, 0, "halfmove clock", lenient));
        }
        if (fields.length == 6) {
            setup.fullmoveNumber(parseCounter(fields[5], 6, FenError.FULLMOVE_NUMBER, 1, "fullmove number", lenient));
        }
        return setup;
    }

    private static void parseBoard(String board, Setup setup) {
        String[] ranks = board.split("/", -1);
        if (ranks.length != 8) {
            throw new FenException(FenError.RANK_COUNT, 1, board, "has " + ranks.length + (ranks.length == 1 ? " rank" : " ranks") + ", expected 8");
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            String text = ranks[i];
            int file = 0;
            boolean lastWasDigit = false;
            for (int k = 0; k < text.length(); k++) {
                char c = text.charAt(k);
                if (c >= '1' && c <= '8') {
                    if (lastWasDigit) {
                        throw new FenException(FenError.ADJACENT_DIGITS, 1, board, "rank " + (rank + 1) + " " + InvalidInputException.quote(text)
                                + " has two digits in a row");
                    }
                    file += c - '0';
                    lastWasDigit = true;
                } else {
                    int piece = PieceLetters.fromFen(c);
                    if (piece == 0) {
                        throw new FenException(FenError.PIECE_LETTER, 1, board, "rank " + (rank + 1) + " " + InvalidInputException.quote(text)
                                + " has " + InvalidInputException.quote(String.valueOf(c))
                                + ", which is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8");
                    }
                    if (file < 8) {
                        setup.put(Square.of(file, rank), piece);
                    }
                    file++;
                    lastWasDigit = false;
                }
            }
            if (file != 8) {
                throw new FenException(FenError.RANK_LENGTH, 1, board, "rank " + (rank + 1) + " " + InvalidInputException.quote(text)
                        + " has " + file + " squares, expected 8");
            }
        }
    }

    private static void parseSide(String side, Setup setup) {
        if (side.equals("w")) {
            setup.sideToMove(Piece.WHITE);
        } else if (side.equals("b")) {
            setup.sideToMove(Piece.BLACK);
        } else {
            throw new FenException(FenError.SIDE_TO_MOVE, 2, side, "side to move must be 'w' or 'b'");
        }
    }

    /**
     * C960-NOTATION: K and Q (k, q) name the outermost rook of that wing on the back rank, beside the
     * side's king there; a file letter A-H (a-h) names the rook on that file (Shredder-FEN, and X-FEN's
     * inner rooks). With no king on the back rank K and Q keep the standard files, and validation
     * says what is missing.
     */
    private static void parseCastling(String castling, Setup setup) {
        if (castling.equals("-")) {
            return;
        }
        char[] given = new char[4];
        for (int k = 0; k < castling.length(); k++) {
            char c = castling.charAt(k);
            String quoted = InvalidInputException.quote(String.valueOf(c));
            boolean wing = CASTLING_LETTERS.indexOf(c) >= 0;
            boolean file = (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h');
            if (!wing && !file) {
                throw new FenException(FenError.CASTLING_SYNTAX, 3, castling, quoted
                        + " is not a castling right; use K, Q, k, q, a rook's file A-H or a-h, or '-'");
            }
            int side = Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK;
            int rank = side == Piece.WHITE ? 0 : 7;
            int king = backRankKing(setup, side, rank);
            int index;
            int rookFile;
            if (wing) {
                index = CASTLING_LETTERS.indexOf(c);
                boolean kingside = index % 2 == 0;
                rookFile = king < 0 ? -1 : outermostRook(setup, side, rank, king, kingside);
                if (rookFile < 0) {
                    rookFile = kingside ? Board.STANDARD_KINGSIDE_ROOK_FILE : Board.STANDARD_QUEENSIDE_ROOK_FILE;
                }
            } else {
                rookFile = Character.toLowerCase(c) - 'a';
                String who = side == Piece.WHITE ? "white" : "black";
                if (king < 0) {
                    throw castlingError(castling, "castling right " + quoted + " names a rook's file, but no " + who
                            + " king stands on rank " + (rank + 1) + " to castle with it");
                }
                if (rookFile == king) {
                    throw castlingError(castling, "castling right " + quoted + " names the " + who
                            + " king's own file, not a rook's");
                }
                index = (side == Piece.WHITE ? 0 : 2) + (rookFile > king ? 0 : 1);
            }
            if (given[index] != 0) {
                throw new FenException(FenError.CASTLING_SYNTAX, 3, castling, given[index] == c
                        ? "castling right '" + c + "' appears twice"
                        : "castling rights '" + given[index] + "' and '" + c + "' both give "
                                + (side == Piece.WHITE ? "white" : "black") + (index % 2 == 0 ? " kingside" : " queenside")
                                + " castling");
            }
            given[index] = c;
            setup.castling(index, true);
            setup.rookFile(index, rookFile);
            setup.kingFile(side, king < 0 ? Board.STANDARD_KING_FILE : king);
        }
    }

    private static FenException castlingError(String castling, String reason) {
        return new FenException(FenError.POSITION, PositionError.INVALID_CASTLING_RIGHTS, 3, castling, reason);
    }

    /** The file of the side's king on its back rank, or -1. */
    private static int backRankKing(Setup setup, int side, int rank) {
        for (int file = 0; file < 8; file++) {
            if (setup.pieceAt(Square.of(file, rank)) == Piece.of(side, Piece.KING)) {
                return file;
            }
        }
        return -1;
    }

    /** The file of the side's rook farthest from the king on that wing of the back rank, or -1. */
    private static int outermostRook(Setup setup, int side, int rank, int king, boolean kingside) {
        int step = kingside ? -1 : 1;
        for (int file = kingside ? 7 : 0; file != king; file += step) {
            if (setup.pieceAt(Square.of(file, rank)) == Piece.of(side, Piece.ROOK)) {
                return file;
            }
        }
        return -1;
    }

    private static void parseEnPassant(String ep, Setup setup) {
        if (ep.equals("-")) {
            return;
        }
        int sq = Square.parse(ep);
        if (sq == Board.NO_SQUARE) {
            throw new FenException(FenError.EP_SYNTAX, 4, ep, "en passant square must be '-' or a square such as e3 or d6");
        }
        setup.epSquare(sq);
    }

    private static int parseCounter(String text, int field, FenError kind, int min, String what, boolean lenient) {
        if (!text.matches("[0-9]+")) {
            throw new FenException(kind, field, text, what + " must be a whole number (digits 0-9)");
        }
        if (text.length() > 1 && text.charAt(0) == '0' && !lenient) {
            throw new FenException(kind, field, text, what + " has a leading zero (lenient loading reads it as "
                    + text.replaceFirst("^0+(?=.)", "") + ")");
        }
        text = text.replaceFirst("^0+(?=.)", "");
        if (text.length() > 9) {
            throw new FenException(kind, field, text, what + " must be at most 999999999");
        }
        int n = Integer.parseInt(text);
        if (n < min) {
            throw new FenException(kind, field, text, what + " must be at least " + min);
        }
        return n;
    }

    /** The FEN of a position, writing the en passant square only when a legal capture exists. */
    public static String format(Position p) {
        return format(p, EpMode.LEGAL);
    }

    public static String format(Position p, EpMode mode) {
        StringBuilder sb = new StringBuilder();
        sb.append(boardText(p)).append(' ');
        sb.append(p.sideToMove() == Piece.WHITE ? 'w' : 'b').append(' ');
        sb.append(castlingText(p)).append(' ');
        int ep;
        if (mode == EpMode.FEN) {
            ep = p.epSquare();
        } else if (mode == EpMode.XFEN) {
            ep = p.pseudoLegalEpSquare();
        } else {
            ep = p.legalEpSquare();
        }
        sb.append(Square.name(ep)).append(' ');
        sb.append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }

    /**
     * The third field (C960-NOTATION): K, Q, k, q for a right whose rook is the outermost rook on its
     * wing of the back rank, which they read back as; otherwise the rook's file letter, upper case
     * for White (X-FEN; Shredder-FEN's letter). Standard chess always writes KQkq.
     */
    public static String castlingText(Position p) {
        StringBuilder castling = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            if (!p.hasCastlingRight(i)) {
                continue;
            }
            int side = i < 2 ? Piece.WHITE : Piece.BLACK;
            int rank = side == Piece.WHITE ? 0 : 7;
            int rook = p.rookFile(i);
            boolean kingside = i % 2 == 0;
            boolean outermost = true;
            for (int file = kingside ? rook + 1 : 0; file < (kingside ? 8 : rook); file++) {
                outermost &= p.pieceAt(Square.of(file, rank)) != Piece.of(side, Piece.ROOK);
            }
            castling.append(outermost ? CASTLING_LETTERS.charAt(i) : (char) ((side == Piece.WHITE ? 'A' : 'a') + rook));
        }
        return castling.length() == 0 ? "-" : castling.toString();
    }

    /** The first field alone. */
    public static String boardText(Position p) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = p.pieceAt(Square.of(file, rank));
                if (piece == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(PieceLetters.fenLetter(piece));
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }
}
