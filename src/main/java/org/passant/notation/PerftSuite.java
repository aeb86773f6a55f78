package org.passant.notation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.passant.position.InvalidInputException;

/**
 * A perft suite file: blocks of {@code id NAME}, then {@code epd FEN} or {@code fen FEN}, then
 * {@code perft DEPTH NODES} lines; {@code #} starts a comment; blank lines are ignored. This is
 * the format of python-chess's and shakmaty's perft test data.
 */
public final class PerftSuite {
    private PerftSuite() {
    }

    /** One expected count. */
    public record Expectation(int depth, long nodes) {
    }

    /** One position of the suite; {@code line} is where its id stands (1-based). */
    public record Entry(String id, String fen, List<Expectation> expectations, int line) {
    }

    public static List<Entry> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read perft suite '" + file + "': " + describe(e));
        }
        return parse(lines, file.toString());
    }

    private static String describe(IOException e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    public static List<Entry> parse(List<String> lines, String source) {
        List<Entry> entries = new ArrayList<>();
        String id = null;
        String fen = null;
        int idLine = 0;
        List<Expectation> expectations = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            line = line.trim();
            if (line.isEmpty()) {
                continue;
            }
            int lineNo = i + 1;
            String[] parts = line.split("\\s+", 2);
            String keyword = parts[0];
            String rest = parts.length > 1 ? parts[1].trim() : "";
            switch (keyword) {
                case "id" -> {
                    if (id != null) {
                        entries.add(finish(id, fen, expectations, idLine, source));
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
                        throw error(source, lineNo, "a second position for '" + id + "'");
                    }
                    fen = rest;
                }
                case "perft" -> {
                    if (id == null) {
                        throw error(source, lineNo, "'perft' before any 'id'");
                    }
                    String[] numbers = rest.split("\\s+");
                    if (numbers.length != 2 || !numbers[0].matches("\\d{1,3}") || !numbers[1].matches("\\d{1,19}")) {
                        throw error(source, lineNo, "expected 'perft DEPTH NODES', got 'perft " + rest + "'");
                    }
                    expectations.add(new Expectation(Integer.parseInt(numbers[0]), Long.parseLong(numbers[1])));
                }
                default -> throw error(source, lineNo, "unknown keyword '" + keyword + "' (expected id, epd, fen or perft)");
            }
        }
        if (id != null) {
            entries.add(finish(id, fen, expectations, idLine, source));
        }
        return entries;
    }

    private static Entry finish(String id, String fen, List<Expectation> expectations, int line, String source) {
        if (fen == null) {
            throw error(source, line, "'" + id + "' has no 'epd' or 'fen' line");
        }
        return new Entry(id, fen, List.copyOf(expectations), line);
    }

    private static InvalidInputException error(String source, int line, String reason) {
        return new InvalidInputException("perft suite " + source + " line " + line + ": " + reason);
    }
}
