package org.passant.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.passant.reference.KernelGenerator;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.modelcheck.EnPassantUniverse;
import org.passant.modelcheck.GameTree;
import org.passant.modelcheck.GeneratorRules;
import org.passant.modelcheck.KernelRules;
import org.passant.modelcheck.Report;
import org.passant.modelcheck.RulesUnderTest;
import org.passant.modelcheck.SuiteRoots;
import org.passant.notation.PerftSuite;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code passant modelcheck}: the bounded model checker (the en passant universe and the game tree). */
@Command(name = "modelcheck", mixinStandardHelpOptions = true,
        description = {"Check the rules exhaustively on bounded universes and print states checked, violations and seconds.",
            "ep:   every placement of both kings, a pawn that has just double-stepped, a capturing pawn beside it",
            "      and none or one more piece on any free square, both sides to move, that strict validation",
            "      accepts: every en passant candidate against a separate transcription of the EP-* clauses,",
            "      the reference generator against the generation under test, EP-REPETITION.",
            "tree: every position reachable from the root (default: the initial position) within --depth plies:",
            "      reference == generation, the EP clauses, no legal move leaves the king attacked, the en passant",
            "      square exactly after a double step, castling rights never come back, undo restores position,",
            "      hash and counters; the paths per ply are compared with published perft counts when known.",
            "A violation prints a minimal counterexample (FEN, move, clause, expected, actual); exit code 1."},
        footer = {"", "Examples:", "  passant modelcheck --universe ep --max-states 1000000",
            "  passant modelcheck --universe tree --depth 4",
            "  passant modelcheck --universe tree --suite src/test/resources/data/standard-tricky.perft --max-nodes 100000",
            "  passant modelcheck --universe all --threads 2"})
public final class ModelcheckCommand implements Callable<Integer> {

    /** Which universes to run. */
    enum Universe { EP, TREE, ALL }

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Option(names = "--universe", paramLabel = "U", defaultValue = "all",
            description = "ep, tree or all (default: all).")
    Universe universe;

    @Option(names = "--depth", paramLabel = "N", description = "Tree depth in plies (default: 5).")
    Integer depth;

    @Option(names = "--max-states", paramLabel = "N",
            description = "Stop the ep universe after N legal states (default: every placement); with one thread"
                    + " these are the first N in enumeration order, with more they may differ from run to run.")
    Long maxStates;

    @Option(names = "--suite", paramLabel = "FILE",
            description = "Also explore each position of a perft suite file, to its deepest listed depth within --max-nodes.")
    Path suite;

    @Option(names = "--max-nodes", paramLabel = "N", defaultValue = "100000",
            description = "With --suite: the largest published perft count a root is explored to (default: ${DEFAULT-VALUE}).")
    long maxNodes;

    @Option(names = "--threads", paramLabel = "T", description = "Threads (default: the available processors).")
    Integer threads;

    @Option(names = "--engine", paramLabel = "NAME", defaultValue = Engines.PROVED,
            description = "The generation to check against the reference: kernel (default) or another --engine name"
                    + " (fast: the bitboard generator).")
    String engine;

    @Override
    public Integer call() {
        boolean ep = universe != Universe.TREE;
        boolean tree = universe != Universe.EP;
        if (!tree && (depth != null || suite != null || position.fen != null || !position.moves.isEmpty())) {
            throw new ParameterException(spec.commandLine(), "--depth, --suite, --fen and --moves apply to the tree;"
                    + " use --universe tree or all");
        }
        if (!ep && maxStates != null) {
            throw new ParameterException(spec.commandLine(), "--max-states applies to the ep universe; use --universe ep or all");
        }
        if (ep && position.variant() != Variant.CHESS) {
            throw new ParameterException(spec.commandLine(), "the ep universe is stated for chess; use --universe tree for "
                    + position.variant().id());
        }
        int d = depth == null ? 5 : depth;
        if (d < 0) {
            throw new ParameterException(spec.commandLine(), "--depth must be 0 or more, not " + d);
        }
        if (maxStates != null && maxStates < 1) {
            throw new ParameterException(spec.commandLine(), "--max-states must be at least 1, not " + maxStates);
        }
        if (maxNodes < 1) {
            throw new ParameterException(spec.commandLine(), "--max-nodes must be at least 1, not " + maxNodes);
        }
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1, not " + t);
        }
        RulesUnderTest rules = rules();
        PrintWriter out = spec.commandLine().getOut();
        List<Report> reports = new ArrayList<>();
        if (ep) {
            reports.add(print(out, EnPassantUniverse.run(rules, maxStates == null ? Long.MAX_VALUE : maxStates, t)));
        }
        if (tree) {
            List<GameTree.Root> roots = new ArrayList<>();
            boolean initial = position.fen == null && position.moves.isEmpty();
            Position root = position.position();
            roots.add(new GameTree.Root(initial ? "initial position" : "root", root, d,
                    initial && root.variant() == Variant.CHESS ? GameTree.INITIAL_PERFT : new long[0]));
            String title = "tree depth " + d;
            if (suite != null) {
                SuiteRoots.Selection selection = SuiteRoots.select(PerftSuite.read(suite), position.variant(), maxNodes);
                roots.addAll(selection.roots());
                title += " and " + selection.roots().size() + " suite positions";
                if (!selection.skipped().isEmpty()) {
                    out.println("suite: skipped " + String.join(", ", selection.skipped()));
                }
            }
            reports.add(print(out, GameTree.run(rules, roots, t, title)));
        }
        long states = 0;
        long violations = 0;
        double seconds = 0;
        for (Report r : reports) {
            states += r.states();
            violations += r.violationCount();
            seconds += r.seconds();
        }
        out.printf(Locale.ROOT, "total: %,d states checked, %,d violations, %.1f s%n", states, violations, seconds);
        out.flush();
        return violations == 0 ? Main.EXIT_OK : Main.EXIT_FAILED;
    }

    private RulesUnderTest rules() {
        MoveGenerator generator = Engines.byName(engine);
        if (generator instanceof KernelGenerator) {
            return new KernelRules(position.variant());
        }
        return new GeneratorRules(position.variant(), generator);
    }

    private static Report print(PrintWriter out, Report report) {
        report.print(out);
        return report;
    }
}
