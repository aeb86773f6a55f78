package org.passant.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;

import org.passant.conformance.ConformanceCase;
import org.passant.conformance.ConformanceRunner;
import org.passant.conformance.Mismatch;
import org.passant.conformance.Suite;
import org.passant.conformance.SuiteBuilder;
import org.passant.conformance.SuiteFiles;
import org.passant.conformance.UciEngine;
import org.passant.position.InvalidInputException;
import org.passant.position.MoveGenerator;
import org.passant.position.Variant;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code passant conform}: checks an external UCI engine's move generation against the conformance suite. */
@Command(name = "conform", mixinStandardHelpOptions = true,
        description = {"Check an external UCI engine that answers 'go perft N' (as Stockfish does) against the",
            "conformance suite: compare its perft divide on every case; on a difference, descend to the first",
            "position where a move is missing or extra and print that FEN, the move, both move lists and the",
            "rule clause the difference concerns. A variant other than chess is selected in the engine with",
            "UCI_Variant; with --suite-file, the variant is the file's. Exit code 0 when every case conforms,",
            "1 otherwise, 2 when the engine cannot be started or the suite file cannot be read."},
        footer = {"", "Examples:", "  passant conform --uci-engine stockfish",
            "  passant conform --uci-engine \"/usr/games/stockfish\" --depth 2",
            "  passant conform --uci-engine ./my-engine --suite-file chess-suite.json"})
public final class ConformCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ArgGroup(exclusive = true, multiplicity = "1")
    UciEngineOption uciEngine;

    /** --uci-engine, required; an exclusive group, so that its old spelling also counts as giving it. */
    static final class UciEngineOption {
        @Option(names = "--uci-engine", paramLabel = "COMMAND", required = true,
                description = "The external engine's command line (quotes group words).")
        String command;

        // The old spelling, hidden: a second name on the option above would head --help (picocli lists the shortest first).
        @Option(names = "--engine", paramLabel = "COMMAND", required = true, hidden = true)
        void oldSpelling(String c) {
            command = c;
        }
    }

    @Mixin
    VariantOption variantOption;

    @Option(names = "--suite-file", paramLabel = "FILE",
            description = "A conformance suite written by 'passant suite export' (JSON), not a perft file."
                    + " Default: the built-in suite.")
    Path suiteFile;

    // The old spelling, hidden, as for --uci-engine.
    @Option(names = "--suite", paramLabel = "FILE", hidden = true)
    void oldSuiteSpelling(Path f) {
        suiteFile = f;
    }

    @Option(names = "--depth", paramLabel = "N",
            description = "Perft depth for every case (default: each case's own depth, 1 to 5).")
    Integer depth;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "120",
            description = "How long to wait for each engine answer (default: ${DEFAULT-VALUE}).")
    int timeout;

    @Override
    public Integer call() {
        if (depth != null && depth < 1) {
            throw new ParameterException(spec.commandLine(), "--depth must be 1 or more, not " + depth);
        }
        if (timeout < 1) {
            throw new ParameterException(spec.commandLine(), "--timeout must be 1 or more seconds");
        }
        MoveGenerator generator = Generator.PROVED.create();
        Suite suite;
        Variant variant;
        if (suiteFile != null) {
            try {
                suite = SuiteFiles.read(suiteFile);
            } catch (InvalidInputException e) {
                throw Main.naming("--suite-file", e);
            }
            Variant fileVariant = Variant.byId(suite.variant());
            if (fileVariant == null) {
                throw new InvalidInputException("suite " + suiteFile + ": unknown variant '" + suite.variant() + "'");
            }
            if (variantOption.given() && variantOption.variant() != fileVariant) {
                throw new ParameterException(spec.commandLine(), "--variant " + variantOption.variant().id()
                        + " but the suite file is " + fileVariant.id());
            }
            variant = fileVariant;
        } else {
            variant = variantOption.variant();
            suite = new SuiteBuilder(variant, generator).build();
        }
        PrintWriter out = spec.commandLine().getOut();
        int ok = 0;
        int bad = 0;
        try (UciEngine uci = UciEngine.start(uciEngine.command, Duration.ofSeconds(timeout))) {
            if (variant != Variant.CHESS) {
                uci.variant(variant.id());
            }
            out.println("engine: " + uci.name() + " (" + uciEngine.command + "), variant " + variant.id() + ", "
                    + suite.cases().size() + " cases");
            ConformanceRunner runner = new ConformanceRunner(variant, generator, uci);
            for (ConformanceCase c : suite.cases()) {
                int d = depth != null ? depth : c.perft().size();
                Mismatch m = runner.check(c.id(), c.startFen(), c.moves(), d);
                if (m == null) {
                    out.printf("ok             %-40s depth %d%n", c.id(), d);
                    ok++;
                } else {
                    out.printf("NOT CONFORMING %-40s depth %d, clauses %s%n", c.id(), d, String.join(" ", c.clauses()));
                    out.print(m.report());
                    bad++;
                }
                out.flush();
            }
        }
        out.println(ok + " conforming, " + bad + " not conforming");
        return bad == 0 ? Main.EXIT_OK : Main.EXIT_FAILED;
    }
}
