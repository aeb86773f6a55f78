package org.passant.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.passant.conformance.Suite;
import org.passant.conformance.SuiteBuilder;
import org.passant.conformance.SuiteFiles;
import org.passant.position.InvalidInputException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code passant suite}: certified conformance test vectors. */
@Command(name = "suite", mixinStandardHelpOptions = true,
        description = "Certified rule-conformance test vectors.",
        subcommands = {SuiteCommand.Export.class})
public final class SuiteCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing subcommand: export");
    }

    /** {@code passant suite export}. */
    @Command(name = "export", mixinStandardHelpOptions = true,
            description = {"Write the conformance suite: for each case an id, the clauses it exercises, the",
                "position (start FEN and the moves that reach it), its legal moves in UCI and SAN, perft",
                "counts, the outcome when the game is over, and the verdict on the case's focus move.",
                "Every EP-* clause has cases where the capture is allowed and where that clause refuses it.",
                "The suite records its provenance: Passant's version, git commit and proof report digest.",
                "JSON follows the schema org/passant/conformance/suite.schema.json (in the jar and in",
                "src/main/resources); EPD writes one line per case with id, c0 (clauses), c1 (legal moves)",
                "and D1..Dn (perft counts)."},
            footer = {"", "Examples:", "  passant suite export --out chess-suite.json",
                "  passant suite export --format epd"})
    static final class Export implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        VariantOption variant;

        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "json",
                description = "json (default) or epd.")
        String format;

        @Option(names = "--out", paramLabel = "FILE", description = "Write to FILE instead of standard output.")
        Path out;

        @Override
        public Integer call() {
            if (!format.equals("json") && !format.equals("epd")) {
                throw new ParameterException(spec.commandLine(), "unknown --format " + InvalidInputException.quote(format) + " (expected json or epd)");
            }
            Suite suite = new SuiteBuilder(variant.variant(), Generator.PROVED.create()).build();
            String text = format.equals("json") ? SuiteFiles.toJson(suite) : SuiteFiles.toEpd(suite);
            if (out == null) {
                PrintWriter w = spec.commandLine().getOut();
                w.print(text);
                w.flush();
            } else {
                try {
                    Files.writeString(out, text);
                } catch (IOException e) {
                    throw new InvalidInputException("--out " + InvalidInputException.quote(out.toString()) + ": cannot write: " + e.getMessage());
                }
                spec.commandLine().getErr().println("passant: wrote " + suite.cases().size() + " cases to " + out);
            }
            return Main.EXIT_OK;
        }
    }
}
