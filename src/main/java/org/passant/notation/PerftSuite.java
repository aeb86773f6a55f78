package org.passant.notation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * A perft file: blocks of {@code id NAME}, then {@code epd FEN} or {@code fen FEN}, then
 * {@code perft DEPTH NODES} lines; {@code #} starts a comment; blank lines are ignored. This is
 * the format of python-chess's and shakmaty's perft test data.
 *
 * <p>Every error names the file and the line: a file that is not UTF-8 text, larger than
 * {@link #MAX_BYTES} or with a line longer than {@link #MAX_LINE}, a control character, an
 * unknown keyword, a depth outside 1..{@link #MAX_DEPTH}, a count beyond 64 bits, a depth given
 * twice, a position without a FEN or without a count, and a file without any position.
 */
public final class PerftSuite {
    private PerftSuite() {
    }

    /**
     * The deepest perft a file may ask for. Public files go to depth 32 (a locked position with one
     * move a ply); a search this deep keeps 64 plies of moves, and from most positions its count
     * would overflow 64 bits long before it ended.
     */
    public static final int MAX_DEPTH = 64;

    /** Public perft files are a few kilobytes; a file above this is not one (/dev/zero, a disk image ...). */
    public static final int MAX_BYTES = 16 * 1024 * 1024;

    /** The longest line: a FEN is under 100 characters, and an id or a comment has no reason to be long. */
    public static final int MAX_LINE = 1000;

    /** One expected count. */
    public record Expectation(int depth, long nodes) {
    }

    /**
     * One position of the file: its id, its FEN, the counts, the line of its id (1-based), the line
     * of its FEN and the file's name, so that a position the rules refuse is reported where it stands.
     */
    public record Entry(String id, String fen, List<Expectation> expectations, int line, int fenLine, String source) {

        /**
         * The position, loaded leniently (perft files hold positions that cannot arise in a game but
         * are counted all the same), Chess960 castling rights included (C960-NOTATION); a refusal
         * names file and line.
         */
        public Position position(Variant variant) {
            try {
                return Fen.position(fen, variant, Validation.LENIENT);
            } catch (FenException e) {
                throw error(source, fenLine, "position " + InvalidInputException.quote(id) + ": " + e.getMessage());
            }
        }
    }

    public static List<Entry> read(Path file) {
        String text = TextFile.read(file, MAX_BYTES, "perft file");
        return parse(Arrays.asList(text.split("\r?\n", -1)), file.toString());
    }

    public static List<Entry> parse(List<String> lines, String source) {
        List<Entry> entries = new ArrayList<>();
        String id = null;
        String fen = null;
        int idLine = 0;
        int fenLine = 0;
        List<Expectation> expectations = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            int lineNo = i + 1;
            String line = checked(lines.get(i), source, lineNo);
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            line = line.strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] parts = line.split("[ \t]+", 2);
            String keyword = parts[0];
            String rest = parts.length > 1 ? parts[1].strip() : "";
            switch (keyword) {
                case "id" -> {
                    if (id != null) {
                        entries.add(finish(id, fen, expectations, idLine, fenLine, source));
                    }
                    if (rest.isEmpty()) {
                        throw error(source, lineNo, "'id' needs a name");
                    }
                    id = rest;
                    idLine = lineNo;
                    fen = null;
                    expectations = new ArrayList<>();
                }
                case "epd", "fen" -> {
                    if (id == null) {
                        throw error(source, lineNo, "'" + keyword + "' before any 'id'");
                    }
                    if (fen != null) {
                        throw error(source, lineNo, "a second position for " + InvalidInputException.quote(id));
                    }
                    try {
                        Fen.parse(rest, Validation.LENIENT); // its form now, so that the error names this line
                    } catch (FenException e) {
                        throw error(source, lineNo, e.getMessage());
                    }
                    fen = rest;
                    fenLine = lineNo;
                }
                case "perft" -> {
                    if (id == null) {
                        throw error(source, lineNo, "'perft' before any 'id'");
                    }
                    if (fen == null) {
                        throw error(source, lineNo, "'perft' before the position of " + InvalidInputException.quote(id));
                    }
                    expectations.add(expectation(rest, expectations, source, lineNo));
                }
                default -> throw error(source, lineNo, "unknown keyword " + InvalidInputException.quote(keyword)
                        + " (expected id, epd, fen or perft)");
            }
        }
        if (id != null) {
            entries.add(finish(id, fen, expectations, idLine, fenLine, source));
        }
        if (entries.isEmpty()) {
            throw new InvalidInputException("perft file " + InvalidInputException.quote(source) + ": no position"
                    + " (expected blocks of 'id NAME', 'epd FEN' or 'fen FEN', and 'perft DEPTH NODES' lines)");
        }
        return entries;
    }

    /** The line, if it has no control character and is not too long. */
    private static String checked(String line, String source, int lineNo) {
        if (line.length() > MAX_LINE) {
            throw error(source, lineNo, "longer than " + MAX_LINE + " characters");
        }
        for (int k = 0; k < line.length(); k++) {
            char c = line.charAt(k);
            if (c != '\t' && (c < 0x20 || c == 0x7f)) {
                throw error(source, lineNo, "control character " + InvalidInputException.escape(c) + " at column " + (k + 1));
            }
        }
        return line;
    }

    private static Expectation expectation(String rest, List<Expectation> earlier, String source, int lineNo) {
        String[] numbers = rest.split("[ \t]+");
        if (numbers.length != 2 || !numbers[0].matches("[0-9]+") || !numbers[1].matches("[0-9]+")) {
            throw error(source, lineNo, "expected 'perft DEPTH NODES' (two whole numbers), got "
                    + InvalidInputException.quote("perft " + rest));
        }
        int depth = numbers[0].length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(numbers[0]);
        if (depth < 1 || depth > MAX_DEPTH) {
            throw error(source, lineNo, "depth " + InvalidInputException.quote(numbers[0]) + " is not from 1 to " + MAX_DEPTH);
        }
        long nodes;
        try {
            nodes = Long.parseLong(numbers[1]);
        } catch (NumberFormatException e) {
            throw error(source, lineNo, "count " + InvalidInputException.quote(numbers[1]) + " is beyond "
                    + Long.MAX_VALUE + ", the largest count Passant can hold");
        }
        for (Expectation x : earlier) {
            if (x.depth() == depth) {
                throw error(source, lineNo, "depth " + depth + " is given twice");
            }
        }
        return new Expectation(depth, nodes);
    }

    private static Entry finish(String id, String fen, List<Expectation> expectations, int line, int fenLine,
            String source) {
        if (fen == null) {
            throw error(source, line, InvalidInputException.quote(id) + " has no 'epd' or 'fen' line");
        }
        if (expectations.isEmpty()) {
            throw error(source, line, InvalidInputException.quote(id) + " has no 'perft DEPTH NODES' line");
        }
        return new Entry(id, fen, List.copyOf(expectations), line, fenLine, source);
    }

    private static InvalidInputException error(String source, int line, String reason) {
        return new InvalidInputException("perft file " + InvalidInputException.quote(source) + " line " + line + ": " + reason);
    }
}
