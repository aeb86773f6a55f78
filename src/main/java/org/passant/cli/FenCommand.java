package org.passant.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.LineReader;

import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code passant fen}: validate a FEN and print it normalised, or name what is wrong with it. */
@Command(name = "fen", mixinStandardHelpOptions = true,
        description = {"Validate a FEN and print it normalised (castling rights in KQkq order, the en passant",
            "square per --ep, both counters present), or print what is wrong with it and exit 2. Castling",
            "rights read as KQkq, Shredder-FEN (HAha) or X-FEN and are written KQkq where that is unambiguous,",
            "else as the rooks' file letters; with --chess960 always as file letters (Shredder-FEN).",
            "Give '-' to read one FEN per line from standard input; each bad line is reported on",
            "stderr with its line number, and the exit code is 2 if any was bad. A line longer than",
            FenCommand.MAX_LINE + " characters stops the reading (exit code 2)."},
        footer = {"", "Examples:", "  passant fen \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"",
            "  passant fen --ep fen \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"",
            "  passant fen --chess960 \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"",
            "  passant fen - < positions.txt"})
public final class FenCommand implements Callable<Integer> {

    /** No FEN is this long; a longer line is not one (and /dev/zero has no line end at all). */
    static final int MAX_LINE = 10_000;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FEN", arity = "0..*",
            description = "The FEN (its fields may be given as separate arguments), or '-' for standard input.")
    List<String> fen = new ArrayList<>();

    @Mixin
    VariantOption variant;

    @Mixin
    LenientOption lenient;

    @Option(names = "--chess960", description = "Write the castling rights as Shredder-FEN (the rooks' file letters,"
            + " HAha) even where KQkq would be unambiguous (C960-NOTATION).")
    boolean chess960;

    @Option(names = "--ep", paramLabel = "MODE", defaultValue = "legal", converter = EpModeConverter.class,
            description = "When to write the en passant square: legal (default: only when a legal en passant"
                    + " capture exists), fen (after every double step), xfen (when a pawn stands ready to capture).")
    EpMode ep;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (fen.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "missing FEN (or '-' to read FENs from standard input)");
        }
        if (fen.size() == 1 && fen.get(0).equals("-")) {
            return fromStandardInput(out, spec.commandLine().getErr());
        }
        out.println(normalise(String.join(" ", fen)));
        return Main.EXIT_OK;
    }

    private String normalise(String text) {
        Position p = Fen.position(text, variant.variant(), lenient.validation());
        String normal = Fen.format(p, ep);
        if (!chess960) {
            return normal;
        }
        String[] fields = normal.split(" ");
        fields[2] = shredder(p);
        return String.join(" ", fields);
    }

    /** The castling field in Shredder-FEN: each right's rook file letter, upper case for White (C960-NOTATION). */
    static String shredder(Position p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            if (p.hasCastlingRight(i)) {
                sb.append((char) ((i < 2 ? 'A' : 'a') + p.rookFile(i)));
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private int fromStandardInput(PrintWriter out, PrintWriter err) {
        int bad = 0;
        // bytes that are not UTF-8 stop the reading with one error: a binary file, or a closed standard input
        // ('fen - <&-') whose descriptor the JVM has reused for a file of its own, read a line at a time, gave thousands
        LineReader in = new LineReader(new InputStreamReader(System.in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)), MAX_LINE);
        int lineNo = 0;
        try {
            String line;
            while ((line = in.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                try {
                    out.println(normalise(line));
                } catch (InvalidInputException e) {
                    err.println(Main.errorLine("line " + lineNo + ": " + e.getMessage()));
                    bad++;
                }
                Main.flush(out);
            }
        } catch (LineReader.LineTooLongException e) {
            throw new InvalidInputException("standard input, line " + (lineNo + 1) + ": longer than " + MAX_LINE
                    + " characters, which no FEN is; reading stopped");
        } catch (CharacterCodingException e) {
            throw new InvalidInputException("standard input, line " + (lineNo + 1) + ": not UTF-8 text (binary input, or"
                    + " a closed standard input?); reading stopped");
        } catch (IOException e) {
            throw new InvalidInputException("cannot read standard input: " + e.getMessage());
        }
        return bad > 0 ? Main.EXIT_BAD_INPUT : Main.EXIT_OK;
    }

    /** Reads --ep. */
    public static final class EpModeConverter implements ITypeConverter<EpMode> {
        @Override
        public EpMode convert(String value) {
            EpMode mode = EpMode.byId(value);
            if (mode == null) {
                throw new TypeConversionException("unknown --ep mode " + InvalidInputException.quote(value) + " (expected legal, fen or xfen)");
            }
            return mode;
        }
    }
}
