package org.passant.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.passant.conformance.ConformanceCase;
import org.passant.conformance.ConformanceRunner;
import org.passant.conformance.EngineException;
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
            "UCI_Variant; with --suite-file, the variant is the file's. Chess960 cases (C960-*) run with the",
            "engine's UCI_Chess960 on, castling sent and read as king-takes-rook (e1h1); without that option",
            "they are skipped. With --chess960 every case runs that way, and an engine without UCI_Chess960 is exit 2.",
            "Every answer must be complete within --timeout and every case within --case-timeout; a line longer",
            "than 65536 characters or an answer of more than 10000 lines breaks the protocol. A malformed or",
            "inconsistent divide is that case's non-conformance; a broken protocol mid-case (no answer, an exit)",
            "fails the case and stops the run. The engine and every process it started are ended on every exit.",
            "Exit code 0 when every case conforms, 1 when one does not, 2 when the run could not start (the",
            "engine cannot be started, fails the handshake or has no 'go perft'; the suite file is unreadable)."},
        footer = {"", "Examples:", "  passant conform --uci-engine stockfish",
            "  passant conform --uci-engine \"/usr/games/stockfish\" --depth 2",
            "  passant conform --uci-engine stockfish --chess960",
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

    @Option(names = "--chess960", description = "Run every case with the engine's UCI_Chess960 on: castling sent and"
            + " compared as the king taking its own rook (e1h1), as Chess960 engines write it (C960-NOTATION).")
    boolean chess960;

    @Option(names = "--suite-file", paramLabel = "FILE",
            description = "A conformance suite written by 'passant suite export' (JSON), not a perft file."
                    + " Default: the built-in suite.")
    Path suiteFile;

    // The old spelling, hidden, as for --uci-engine.
    @Option(names = "--suite", paramLabel = "FILE", hidden = true)
    void oldSuiteSpelling(Path f) {
        suiteFile = f;
    }

    /** Deeper than any case of the suite (1 to 5); Passant's proved generator certifies each count. */
    static final int MAX_DEPTH = SuiteFiles.MAX_PERFT_DEPTH;
    static final int MAX_TIMEOUT = 3600;
    static final int MAX_CASE_TIMEOUT = 86_400;

    Integer depth;

    @Option(names = "--depth", paramLabel = "N",
            description = "Perft depth for every case, 1 to " + MAX_DEPTH + " (default: each case's own depth, 1 to 5).")
    void depth(String d) {
        depth = WholeNumber.parseInt(spec, "--depth", d, 1, MAX_DEPTH);
    }

    int timeout = 120;

    @Option(names = "--timeout", paramLabel = "SECONDS",
            description = "How long each complete engine answer may take, 1 to " + MAX_TIMEOUT + " s (default: 120)."
                    + " 'go perft 1' on the initial position, asked first, gets at most 10 s.")
    void timeout(String s) {
        timeout = WholeNumber.parseInt(spec, "--timeout", s, 1, MAX_TIMEOUT);
    }

    Integer caseTimeout;

    @Option(names = "--case-timeout", paramLabel = "SECONDS",
            description = "How long one case may take in all, its descent included, 1 to " + MAX_CASE_TIMEOUT
                    + " s (default: 10 times --timeout).")
    void caseTimeout(String s) {
        caseTimeout = WholeNumber.parseInt(spec, "--case-timeout", s, 1, MAX_CASE_TIMEOUT);
    }

    @Override
    public Integer call() {
        Duration perCase = Duration.ofSeconds(caseTimeout != null ? caseTimeout : 10L * timeout);
        MoveGenerator generator = Generator.CERTIFYING.create();
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
        int notRun = 0;
        int skipped = 0;
        try (UciEngine uci = UciEngine.start(uciEngine.command, Duration.ofSeconds(timeout))) {
            if (variant != Variant.CHESS) {
                uci.variant(variant.id());
            }
            uci.probePerft();
            boolean engineChess960 = false;
            if (chess960) {
                uci.chess960(true); // exit code 2 when the engine has no UCI_Chess960
                engineChess960 = true;
            }
            boolean canChess960 = uci.offersChess960();
            // the command as given, whole (it is the user's, and a Java engine's class path runs to many kilobytes),
            // control characters escaped
            out.println("engine: " + uci.name() + " (" + InvalidInputException.visible(uciEngine.command, uciEngine.command.length())
                    + "), variant "
                    + variant.id() + (chess960 ? " (Chess960 notation)" : "") + ", " + suite.cases().size() + " cases");
            Main.flush(out);
            ConformanceRunner standardRunner = new ConformanceRunner(variant, generator, uci, false);
            ConformanceRunner chess960Runner = new ConformanceRunner(variant, generator, uci, true);
            for (int i = 0; i < suite.cases().size(); i++) {
                ConformanceCase c = suite.cases().get(i);
                int d = depth != null ? depth : c.perft().size();
                // C960-NOTATION: a Chess960 case runs with UCI_Chess960 on; --chess960 runs every case so
                boolean caseChess960 = chess960 || c.runsChess960();
                if (caseChess960 && !canChess960) {
                    out.printf(Locale.ROOT, "skipped        %-40s the engine has no UCI_Chess960 option%n", c.id());
                    skipped++;
                    continue;
                }
                if (caseChess960 != engineChess960) {
                    uci.chess960(caseChess960);
                    engineChess960 = caseChess960;
                }
                ConformanceRunner runner = caseChess960 ? chess960Runner : standardRunner;
                uci.startCase(perCase);
                Mismatch m;
                try {
                    m = runner.check(c.id(), c.startFen(), c.moves(), d);
                } catch (EngineException e) {
                    if (e.kind() != EngineException.Kind.PROTOCOL) {
                        throw e;
                    }
                    // the engine's state is unknown after a broken answer: this case fails, and the run stops
                    out.printf(Locale.ROOT, "NOT CONFORMING %-40s depth %d, clauses %s%n", c.id(), d, String.join(" ", c.clauses()));
                    out.println("  clause:   " + e.clause() + ": " + e.getMessage());
                    bad++;
                    notRun = suite.cases().size() - i - 1;
                    if (notRun > 0) {
                        out.println("stopped: the engine broke the UCI protocol; " + notRun + " cases not run");
                    }
                    break;
                }
                if (m == null) {
                    out.printf(Locale.ROOT, "ok             %-40s depth %d%n", c.id(), d);
                    ok++;
                } else {
                    out.printf(Locale.ROOT, "NOT CONFORMING %-40s depth %d, clauses %s%n", c.id(), d, String.join(" ", c.clauses()));
                    out.print(m.report());
                    bad++;
                }
                Main.flush(out);
            }
        }
        out.println(ok + " conforming, " + bad + " not conforming" + (notRun > 0 ? ", " + notRun + " not run" : "")
                + (skipped > 0 ? ", " + skipped + " skipped (Chess960 cases need UCI_Chess960)" : ""));
        return bad == 0 ? Main.EXIT_OK : Main.EXIT_FAILED;
    }
}
