package org.passant.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.function.Supplier;

import org.passant.cluster.ClusterSession;
import org.passant.fast.FastGenerator;
import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.notation.PerftSuite;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code passant perft}: node counts of the legal move tree, in Stockfish's output format. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Count the leaf nodes of the legal move tree to a depth (perft).",
            "Prints 'Nodes searched: N', as Stockfish's 'go perft' does; with --divide, first one line",
            "'<uci-move>: <count>' per legal move (sorted) and an empty line; castling is e1g1, or e1h1 (king",
            "takes own rook) in Chess960 mode (--chess960, or a Shredder/X-FEN position). Only the fast generator",
            "splits the tree over --threads (kernel and reference run on one) and has --hash.",
            "With --perft-file, runs every position of a perft file against its published counts and ends",
            "with 'N passed, N failed'; exit code 1 when a count differs, 2 when the file cannot be read or",
            "has an error (named with its line), before anything runs. Its positions are loaded leniently,",
            "Chess960 ones (Shredder-FEN, X-FEN) included.",
            "Progress goes to stderr when it is a terminal (or with --progress); Ctrl-C prints what finished."},
        footer = {"", "Examples:", "  passant perft --depth 5",
            "  passant perft --fen \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\" --depth 4 --divide",
            "  passant perft --depth 6 --threads 1",
            "  passant perft --chess960-position 0 --depth 2 --divide",
            "  passant perft --fen \"r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1\" --depth 3",
            "  passant perft --depth 7 --hash 512",
            "  passant perft --perft-file standard-tricky.perft --max-nodes 1000000",
            "  passant perft --depth 8 --cluster 'local[*]'"})
public final class PerftCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Mixin
    DepthOption depth = new DepthOption(DepthOption.PERFT_MAX);

    @Option(names = "--divide", description = "Also print the count below each legal move.")
    boolean divide;

    @Mixin
    GeneratorOption generator = new GeneratorOption(Generator.FAST);

    @Mixin
    ThreadsOption threads;

    @Mixin
    PerftFileOptions perftFile = new PerftFileOptions();

    @Mixin
    ClusterOption cluster;

    @Mixin
    HashOption hash;

    /** The driver holds a ply's distinct positions: ply 6 of the start is 9.4 million of them, ply 8 some 10^10 paths. */
    static final int MAX_SPLIT_DEPTH = 8;

    Integer splitDepth;

    @Option(names = "--split-depth", paramLabel = "N",
            description = "With --cluster: the ply at which the tree is cut into work units, one per distinct position, each"
                    + " weighted by the paths that reach it; 1 to " + MAX_SPLIT_DEPTH + " (default: depth - 3, from 1 to 6).")
    void splitDepth(String n) {
        splitDepth = WholeNumber.parseInt(spec, "--split-depth", n, 1, MAX_SPLIT_DEPTH);
    }

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() {
        cluster.check();
        if (splitDepth != null && !cluster.given()) {
            throw new ParameterException(spec.commandLine(), "--split-depth only applies with --cluster");
        }
        if (hash.given() && generator.choice() != Generator.FAST) {
            throw new ParameterException(spec.commandLine(), "--hash applies to the fast generator only, not --generator "
                    + generator.choice());
        }
        if (!cluster.given()) {
            return count(hash.given() ? Main.naming("--hash", () -> new FastGenerator(threads.threads(), hash.megabytes()))
                    : generator.create(threads.threads()), true);
        }
        if (hash.given()) {
            // the cluster's work units are already distinct positions; a table per executor is not offered
            throw new ParameterException(spec.commandLine(), "--hash applies to a run on one machine, not with --cluster");
        }
        Generator units = generator.choice();
        try (ClusterSession session = cluster.connect("passant perft")) {
            PrintWriter err = spec.commandLine().getErr();
            return count(session.generator(() -> units.create(), splitDepth, line -> {
                err.println(line);
                err.flush();
            }), false);
        }
    }

    /**
     * Perft with {@code chosen}: {@code byRootMove}, one root move at a time (progress and Ctrl-C's report
     * by root move); otherwise in one call (the cluster cuts the tree itself and reports one summary line).
     */
    private int count(MoveGenerator chosen, boolean byRootMove) {
        if (perftFile.given()) {
            if (depth.given() || divide || position.given()) {
                throw new ParameterException(spec.commandLine(), "--perft-file takes its positions and depths from the"
                        + " file; it cannot be combined with --depth, --divide, --fen, --chess960-position or --moves");
            }
            return runPerftFile(chosen);
        }
        if (perftFile.maxNodes() != null) {
            throw new ParameterException(spec.commandLine(), "--max-nodes only applies with --perft-file");
        }
        if (!depth.given()) {
            throw new ParameterException(spec.commandLine(), "missing --depth N (or --perft-file FILE)");
        }
        Position root = position.position();
        boolean chess960 = position.chess960();
        PrintWriter out = spec.commandLine().getOut();
        int d = depth.value();
        if (byRootMove) {
            PrintWriter err = spec.commandLine().getErr();
            return byRootMove(chosen, root, d, divide, chess960, (status, finished) -> progress.watch(err, status, finished),
                    out);
        }
        Map<Move, Long> counts = divide && d > 0 ? new TreeMap<>(chosen.divide(root, d)) : Map.of();
        long nodes = divide && d > 0 ? counts.values().stream().mapToLong(Long::longValue).sum() : chosen.perft(root, d);
        return print(root, d, divide, chess960, counts, nodes, out);
    }

    /**
     * Perft with {@code chosen} one root move at a time (progress and Ctrl-C's report by root move, from the
     * watch {@code watch} starts), then its lines on {@code out}; returns the exit code. The CLI's quick perft
     * path ({@link QuickPerft}) runs this too.
     */
    static int byRootMove(MoveGenerator chosen, Position root, int d, boolean divide, boolean chess960,
            BiFunction<Supplier<String>, Supplier<String>, ProgressOption.Watch> watch, PrintWriter out) {
        RootMoves split = new RootMoves(chosen, root, d, chess960);
        try (ProgressOption.Watch w = watch.apply(split::status, split::finished)) {
            split.run();
        }
        return print(root, d, divide, chess960, split.counts, split.nodes, out);
    }

    /** The divide lines (with --divide) and 'Nodes searched: N'. */
    private static int print(Position root, int d, boolean divide, boolean chess960, Map<Move, Long> counts, long nodes,
            PrintWriter out) {
        if (divide && d > 0) {
            out.print(divideLines(root, counts, chess960));
            out.println();
        }
        out.println("Nodes searched: " + nodes);
        return Main.EXIT_OK;
    }

    /**
     * Perft one root move at a time (each split over the threads by the generator), so that a long
     * run can say how far it has got and, interrupted, which root moves it finished.
     */
    private static final class RootMoves {
        final MoveGenerator generator;
        final Position root;
        final int depth;
        final boolean chess960;
        final List<Move> moves;
        final Map<Move, Long> counts = new TreeMap<>();
        volatile long nodes;

        RootMoves(MoveGenerator generator, Position root, int depth, boolean chess960) {
            this.generator = generator;
            this.root = root;
            this.depth = depth;
            this.chess960 = chess960;
            this.moves = depth == 0 ? List.of() : new ArrayList<>(new TreeMap<>(generator.divide(root, 1)).keySet());
        }

        void run() {
            if (depth == 0) {
                nodes = 1;
                return;
            }
            for (Move m : moves) {
                long n = depth == 1 ? 1 : generator.perft(root.play(m), depth - 1);
                synchronized (this) {
                    counts.put(m, n);
                    nodes += n;
                }
            }
        }

        synchronized String status() {
            return String.format(Locale.ROOT, "perft depth %d: %d of %d root moves done, %,d nodes", depth, counts.size(),
                    moves.size(), nodes);
        }

        /** The finished root moves as divide lines. */
        synchronized String finished() {
            return divideLines(root, counts, chess960);
        }
    }

    /** '<uci-move>: <count>' lines, sorted by the text as written (castling e1g1, or e1h1 in Chess960 mode). */
    static String divideLines(Position root, Map<Move, Long> counts, boolean chess960) {
        Map<String, Long> written = new TreeMap<>();
        for (Map.Entry<Move, Long> e : counts.entrySet()) {
            written.put(Chess960Option.uci(root, e.getKey(), chess960), e.getValue());
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Long> e : written.entrySet()) {
            sb.append(e.getKey()).append(": ").append(e.getValue()).append('\n');
        }
        return sb.toString();
    }

    private int runPerftFile(MoveGenerator generator) {
        PrintWriter out = spec.commandLine().getOut();
        List<PerftSuite.Entry> entries = perftFile.entries();
        // every position is loaded before any runs: an error in the file is exit code 2, whatever its place;
        // Chess960 positions (Shredder-FEN, X-FEN castling fields) load and run like any other (C960-NOTATION)
        List<Position> roots = new ArrayList<>();
        for (PerftSuite.Entry entry : entries) {
            roots.add(entry.position(position.variant()));
        }
        Long maxNodes = perftFile.maxNodes();
        int[] tally = new int[3]; // passed, failed, skipped
        try (ProgressOption.Watch watch = progress.watch(spec.commandLine().getErr(),
                () -> String.format(Locale.ROOT, "perft file: %d of %d positions done (%d passed, %d failed, %d skipped)",
                        tally[0] + tally[1] + tally[2], entries.size(), tally[0], tally[1], tally[2]),
                () -> "")) {
            for (int i = 0; i < entries.size(); i++) {
                PerftSuite.Entry entry = entries.get(i);
                String line = runEntry(generator, entry, roots.get(i), maxNodes, tally);
                out.print(line);
                Main.flush(out);
            }
        }
        out.println(tally[0] + " passed, " + tally[1] + " failed" + (tally[2] > 0 ? ", " + tally[2] + " skipped" : ""));
        return tally[1] > 0 ? Main.EXIT_FAILED : Main.EXIT_OK;
    }

    /**
     * One position's line; counts it in {@code tally}. With {@code maxNodes} a depth runs only when its
     * published count is within it, and the count is a claim, not trusted: the depths above it are counted
     * first (each once), and it runs only when each of them is within the bound too, so that its work (the
     * nodes above its last ply, counted from the move lists) stays within depth x maxNodes whatever the file
     * says ('perft 64 1' would otherwise never end).
     */
    private static String runEntry(MoveGenerator generator, PerftSuite.Entry entry, Position root, Long maxNodes,
            int[] tally) {
        long start = System.nanoTime();
        String failure = null;
        String notRun = null;
        int minDepth = Integer.MAX_VALUE;
        int maxDepth = 0;
        long lastNodes = 0;
        long[] counted = new long[PerftSuite.MAX_DEPTH + 1];
        java.util.Arrays.fill(counted, -1);
        expectations:
        for (PerftSuite.Expectation x : entry.expectations()) {
            if (maxNodes != null && x.nodes() > maxNodes) {
                continue;
            }
            if (maxNodes != null) {
                for (int k = 1; k < x.depth(); k++) {
                    if (counted[k] < 0) {
                        counted[k] = generator.perft(root, k);
                    }
                    if (counted[k] > maxNodes) {
                        notRun = String.format(Locale.ROOT, "depth %d not run: the file says %d, but depth %d already has %d"
                                + " leaves, more than --max-nodes %d", x.depth(), x.nodes(), k, counted[k], maxNodes);
                        break expectations;
                    }
                }
            }
            long got = counted[x.depth()] >= 0 ? counted[x.depth()] : generator.perft(root, x.depth());
            counted[x.depth()] = got;
            minDepth = Math.min(minDepth, x.depth());
            maxDepth = Math.max(maxDepth, x.depth());
            lastNodes = got;
            if (got != x.nodes()) {
                failure = "depth " + x.depth() + ": expected " + x.nodes() + ", got " + got;
                break;
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (failure != null) {
            tally[1]++;
            return String.format(Locale.ROOT, "FAILED   %-36s %s%n", entry.id(), failure);
        }
        if (maxDepth == 0) {
            tally[2]++;
            return String.format(Locale.ROOT, "skipped  %-36s %s%n", entry.id(),
                    notRun != null ? notRun : "every depth expects more than " + maxNodes + " nodes");
        }
        tally[0]++;
        String depths = minDepth == maxDepth ? String.valueOf(maxDepth) : minDepth + "-" + maxDepth;
        return String.format(Locale.ROOT, "ok       %-36s depth %-5s nodes %-12d %.2f s%s%n", entry.id(), depths, lastNodes, seconds,
                notRun != null ? " (" + notRun + ")" : "");
    }
}
