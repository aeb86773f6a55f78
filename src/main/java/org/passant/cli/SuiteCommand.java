package org.passant.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.passant.conformance.CaseSpec;
import org.passant.conformance.Catalogue;
import org.passant.conformance.ConformanceCase;
import org.passant.conformance.Provenance;
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
                "  passant suite export --chess960 --out chess960-suite.json",
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

        @Option(names = "--chess960",
                description = "Chess960 notation for every case (C960-NOTATION): castling written as the king taking its"
                        + " own rook (e1h1) in the moves, the legal moves and the focus move, and each case marked"
                        + " \"chess960\": true, so that conform runs it with the engine's UCI_Chess960 on. Without it only"
                        + " the catalogue's Chess960 cases are written so.")
        boolean chess960;

        @Override
        public Integer call() {
            if (!format.equals("json") && !format.equals("epd")) {
                throw new ParameterException(spec.commandLine(), "unknown --format " + InvalidInputException.quote(format) + " (expected json or epd)");
            }
            SuiteBuilder builder = new SuiteBuilder(variant.variant(), Generator.CERTIFYING.create());
            Suite suite = chess960 ? inChess960Notation(builder) : builder.build();
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

        /** The catalogue with every case in Chess960 notation: the same positions and claims, castling king-takes-rook. */
        private Suite inChess960Notation(SuiteBuilder builder) {
            List<ConformanceCase> cases = new ArrayList<>();
            for (CaseSpec c : Catalogue.cases(variant.variant())) {
                cases.add(builder.build(new CaseSpec(c.id(), c.clauses(), c.description(), c.startFen(), c.moves(), c.focus(),
                        c.focusLegal(), c.focusFailing(), c.depth(), true)));
            }
            return new Suite(Suite.FORMAT, variant.variant().id(), Provenance.current(), cases);
        }
    }
}
