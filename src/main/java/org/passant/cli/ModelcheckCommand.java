package org.passant.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.Callable;

import org.passant.cluster.ClusterSession;
import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.modelcheck.CastlingUniverse;
import org.passant.modelcheck.EnPassantUniverse;
import org.passant.modelcheck.EnPassantUniverse.KingSlice;
import org.passant.modelcheck.GameTree;
import org.passant.modelcheck.GeneratorRules;
import org.passant.modelcheck.KernelRules;
import org.passant.modelcheck.Progress;
import org.passant.modelcheck.ProgressFile;
import org.passant.modelcheck.Report;
import org.passant.modelcheck.RulesFactory;
import org.passant.modelcheck.RulesUnderTest;
import org.passant.modelcheck.SlicedUniverse;
import org.passant.modelcheck.SuiteRoots;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code passant modelcheck}: the bounded model checker (the en passant and castling universes, and the game tree). */
@Command(name = "modelcheck", mixinStandardHelpOptions = true,
        description = {"Check the rules exhaustively on bounded universes and print states checked, violations and seconds.",
            "ep:   every placement of both kings, a pawn that has just double-stepped, a capturing pawn beside it",
            "      and none or one more piece on any free square, both sides to move, that strict validation",
            "      accepts: every en passant candidate against a separate transcription of the EP-* clauses,",
            "      the reference generator against the generation under test, EP-REPETITION.",
            "tree: every position reachable from the root (default: the initial position; with --perft-file, also",
            "      each position of the file, to its deepest depth whose published count is at most --max-nodes,",
            "      default 100000) within --depth plies (default 5):",
            "      reference == generation, the EP clauses, no legal move leaves the king attacked, the en passant",
            "      square exactly after a double step, castling rights never come back, undo restores position,",
            "      hash and counters; the paths per ply are compared with published perft counts when known.",
            "castling: for each side to move, every Chess960 back-rank arrangement of king and two rooks (C960-SETUP, 56;",
            "      the standard one is king e, rooks a and h), each subset of that side's castling rights, the",
            "      opponent's king on the castling side's two back ranks or on its own home square, and none or",
            "      one extra piece (the opponent's Q, R, B, N or P, or one's own N) on any free square, that strict",
            "      validation accepts: both castlings (king takes own rook) against a separate transcription of",
            "      FIDE 3.8.2 / C960-CASTLE (AT-CASTLING with --variant atomic), the castled position (king on g/c,",
            "      rook on f/d, both rights gone), reference == generation. castling-full: the opponent's king on",
            "      every free square (about 4 times as many states).",
            "ep2:  the ep universe with up to two extra pieces (16 billion placements), in slices: a pawn pair with both",
            "      kings placed, numbered 4096 x pair + 64 x white king square + black king square (a1 = 0, h8 = 63; the",
            "      28 pairs White to move first, files a to h, the capturer on the left first). Each finished slice is",
            "      recorded in --progress-file; the same command again resumes there. Not part of 'all'.",
            "'all' is ep, tree and castling. --cluster runs ep or ep2 on Apache Spark, one work unit per task.",
            "The tree's root may be a Chess960 position (--fen with a Shredder/X-FEN castling field, or",
            "--chess960-position N); --chess960 reads --moves in Chess960 form first (b1a1: king takes own rook).",
            "Counterexamples always write castling as the king taking its own rook (the kernel's form).",
            "--generator names the generation checked against the reference (default: the kernel's own).",
            "A violation prints a minimal counterexample (FEN, move, clause, expected, actual); exit code 1.",
            "The tree keeps a ply's positions in memory (about 300 bytes each): a ply that would not fit in the",
            "memory the JVM may use stops the run with exit code 2 (give a smaller --depth, or -Xmx through",
            "PASSANT_JAVA_OPTS). Progress goes to stderr when it is a terminal (or with --progress); Ctrl-C",
            "prints what finished."},
        footer = {"", "Examples:", "  passant modelcheck --universe ep --max-states 1000000",
            "  passant modelcheck --universe tree --depth 4",
            "  passant modelcheck --universe castling --variant atomic",
            "  passant modelcheck --universe tree --chess960-position 0 --depth 4",
            "  passant modelcheck --universe tree --perft-file src/test/resources/data/standard-tricky.perft --max-nodes 100000",
            "  passant modelcheck --universe all --threads 2",
            "  passant modelcheck --universe ep2 --slices 14532 --cluster 'local[*]'"})
public final class ModelcheckCommand implements Callable<Integer> {

    /** The tree's depth without --depth: the depth `mvn verify` runs. */
    private static final int TREE_DEPTH = 5;

    /** Which universes to run ('all' is ep, tree and castling). */
    enum Universe {
        EP, EP2, CASTLING, CASTLING_FULL("castling-full"), TREE, ALL;

        private final String text;

        Universe() {
            this.text = name().toLowerCase(Locale.ROOT);
        }

        Universe(String text) {
            this.text = text;
        }

        // picocli reads an enum value by its name or by this text: "castling-full" as it is written
        @Override
        public String toString() {
            return text;
        }
    }

    /** Reads --universe by its text ('castling-full'), any case, and names the choices when it is none of them. */
    static final class UniverseConverter implements picocli.CommandLine.ITypeConverter<Universe> {
        @Override
        public Universe convert(String value) {
            for (Universe u : Universe.values()) {
                if (u.text.equalsIgnoreCase(value) || u.name().equalsIgnoreCase(value)) {
                    return u;
                }
            }
            throw new picocli.CommandLine.TypeConversionException("unknown universe " + InvalidInputException.quote(value)
                    + " (expected ep, ep2, castling, castling-full, tree or all)");
        }
    }

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Option(names = "--universe", paramLabel = "U", defaultValue = "all", converter = UniverseConverter.class,
            description = "ep, ep2, castling, castling-full, tree or all (ep, tree and castling; default: all).")
    Universe universe;

    @Mixin
    DepthOption depth = new DepthOption(DepthOption.TREE_MAX);

    /** More than the universe's 57,588,720 placements: a larger bound is no bound. */
    static final long MAX_STATES = 1_000_000_000L;

    Long maxStates;

    @Option(names = "--max-states", paramLabel = "N",
            description = "Stop the ep universe after N legal states, 1 to 10^9 (default: every placement); with one"
                    + " thread these are the first N in enumeration order, with more they may differ from run to run.")
    void maxStates(String n) {
        maxStates = WholeNumber.parse(spec, "--max-states", n, 1, MAX_STATES);
    }

    // Unlike perft, which only counts, the tree checks every position below a root: its perft-file roots are bounded.
    @Mixin
    PerftFileOptions perftFile = new PerftFileOptions(100_000);

    @Mixin
    ThreadsOption threads;

    @Mixin
    ClusterOption cluster;

    @Option(names = "--slices", paramLabel = "LIST",
            description = "ep2: the slices to check, as numbers and ranges (14532 or 0-4095,8192); default: all 99,120.")
    String slices;

    @Option(names = "--progress-file", paramLabel = "FILE",
            description = "ep2: where finished slices are recorded, and read back to resume (default: ep2.progress).")
    Path progressFile;

    // Unlike perft, which counts with the fastest, the model checker exists to check the proved kernel's generation.
    @Mixin
    GeneratorOption generator = new GeneratorOption(Generator.CERTIFYING);

    @Mixin
    ProgressOption progressOption;

    @Override
    public Integer call() {
        cluster.check();
        boolean ep = universe == Universe.EP || universe == Universe.ALL;
        boolean ep2 = universe == Universe.EP2;
        boolean tree = universe == Universe.TREE || universe == Universe.ALL;
        boolean castling = universe == Universe.CASTLING || universe == Universe.ALL;
        boolean castlingFull = universe == Universe.CASTLING_FULL;
        // --chess960 reads the tree's --moves; the ep and castling universes fix their own positions
        boolean chess960Given = spec.commandLine().getParseResult() != null
                && spec.commandLine().getParseResult().hasMatchedOption("--chess960");
        if (!tree && (depth.given() || perftFile.given() || position.given() || chess960Given)) {
            throw new ParameterException(spec.commandLine(), "--depth, --perft-file, --fen, --chess960-position, --chess960"
                    + " and --moves apply to the tree; use --universe tree or all");
        }
        if ((!ep || cluster.given()) && maxStates != null) {
            throw new ParameterException(spec.commandLine(), "--max-states applies to the ep universe in this process; use"
                    + " --universe ep or all, without --cluster");
        }
        if ((tree || castling || castlingFull) && cluster.given()) {
            throw new ParameterException(spec.commandLine(), "--cluster runs the ep and ep2 universes; use --universe ep or ep2");
        }
        if (!ep2 && (slices != null || progressFile != null)) {
            throw new ParameterException(spec.commandLine(), "--slices and --progress-file apply to the ep2 universe; use --universe ep2");
        }
        if ((ep || ep2) && position.variant() != Variant.CHESS) {
            throw new ParameterException(spec.commandLine(), "the ep universes are stated for chess; use --universe tree or castling for "
                    + position.variant().id());
        }
        int d = depth.given() ? depth.value() : TREE_DEPTH;
        int t = threads.threads();
        RulesFactory factory = rulesFactory();
        RulesUnderTest rules = factory.create();
        PrintWriter out = spec.commandLine().getOut();
        // the tree's roots, the slices and the progress file before anything runs: an error is exit code 2 at once
        List<GameTree.Root> roots = new ArrayList<>();
        String title = "tree depth " + d;
        if (tree) {
            boolean initial = !position.given();
            Position root = position.position();
            roots.add(new GameTree.Root(initial ? "initial position" : "root", root, d,
                    initial && root.variant() == Variant.CHESS ? GameTree.INITIAL_PERFT : new long[0]));
            if (perftFile.given()) {
                SuiteRoots.Selection selection = SuiteRoots.select(perftFile.entries(), position.variant(), perftFile.maxNodes());
                roots.addAll(selection.roots());
                title += " and " + selection.roots().size() + " suite positions";
                if (!selection.skipped().isEmpty()) {
                    out.println("suite: skipped " + String.join(", ", selection.skipped()));
                }
            }
        }
        List<Report> reports = new ArrayList<>();
        List<Integer> chosen = ep2 ? chosenSlices() : List.of();
        ProgressFile progressRecord = ep2 ? ProgressFile.open(progressFile != null ? progressFile : Path.of("ep2.progress"),
                "ep2", rules.name(), position.variant().id()) : null;
        Progress progress = new Progress();
        try (ProgressOption.Watch watch = progressOption.watch(spec.commandLine().getErr(), progress::status,
                progress::finished)) {
            if (cluster.given()) {
                try (ClusterSession session = cluster.connect("passant modelcheck " + universe.name().toLowerCase(Locale.ROOT))) {
                    reports.add(print(out, ep2
                            ? SlicedUniverse.run(SlicedUniverse.Kind.EP2, factory, chosen, progressRecord, session.runner(), progress)
                            : SlicedUniverse.run(SlicedUniverse.Kind.EP, factory, KingSlice.all(), null, session.runner(), progress)));
                }
            } else if (ep2) {
                reports.add(print(out, SlicedUniverse.run(SlicedUniverse.Kind.EP2, factory, chosen, progressRecord,
                        SlicedUniverse.threads(t), progress)));
            }
            if (ep && !cluster.given()) {
                reports.add(print(out, EnPassantUniverse.run(rules, maxStates == null ? Long.MAX_VALUE : maxStates, t,
                        progress)));
            }
            if (tree) {
                reports.add(print(out, GameTree.run(rules, roots, t, title, progress)));
            }
            if (castling || castlingFull) {
                reports.add(print(out, CastlingUniverse.run(rules, castlingFull ? CastlingUniverse.Kings.EVERYWHERE
                        : CastlingUniverse.Kings.NEAR, t, progress)));
            }
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

    /** The rules under test, made wherever a check runs (a thread here, or a machine of the cluster). */
    private RulesFactory rulesFactory() {
        Variant variant = position.variant();
        Generator g = generator.choice();
        return () -> g == Generator.KERNEL ? new KernelRules(variant) : new GeneratorRules(variant, g.create());
    }

    /** --slices: numbers and ranges of ep2 slices; every slice when not given. */
    private List<Integer> chosenSlices() {
        if (slices == null) {
            return KingSlice.all();
        }
        TreeSet<Integer> chosen = new TreeSet<>();
        for (String part : slices.split(",")) {
            String[] range = part.strip().split("-", -1);
            // ASCII digits only (Integer.parseInt reads '٣' as 3), at most 9 of them: no int overflows
            if (range.length > 2 || !Arrays.stream(range).allMatch(r -> r.strip().matches("[0-9]{1,9}"))) {
                throw new ParameterException(spec.commandLine(), "--slices: " + InvalidInputException.quote(part.strip())
                        + " is neither a slice number nor a range N-M");
            }
            int from = Integer.parseInt(range[0].strip());
            int to = range.length == 2 ? Integer.parseInt(range[1].strip()) : from;
            if (to >= KingSlice.NUMBERS || from > to) {
                throw new ParameterException(spec.commandLine(), "--slices: " + InvalidInputException.quote(part.strip())
                        + " is not within 0 to " + (KingSlice.NUMBERS - 1));
            }
            if (from == to && !KingSlice.exists(from)) {
                throw new ParameterException(spec.commandLine(), "--slices: " + from + " is no slice (its kings share a square"
                        + " or stand where the pawns are or have just been)");
            }
            for (int n = from; n <= to; n++) {
                if (KingSlice.exists(n)) {
                    chosen.add(n);
                }
            }
        }
        if (chosen.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--slices: " + InvalidInputException.quote(slices) + " names no slice");
        }
        return new ArrayList<>(chosen);
    }

    private static Report print(PrintWriter out, Report report) {
        report.print(out);
        return report;
    }
}
