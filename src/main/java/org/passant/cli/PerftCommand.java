package org.passant.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.passant.cluster.ClusterSession;
import org.passant.fast.FastGenerator;
import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.notation.Fen;
import org.passant.notation.FenError;
import org.passant.notation.FenException;
import org.passant.notation.PerftSuite;
import org.passant.position.PositionError;

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
            "'<uci-move>: <count>' per legal move (sorted) and an empty line. Only the fast generator",
            "splits the tree over --threads (kernel and reference run on one) and has --hash.",
            "With --perft-file, runs every position of a perft file against its published counts and ends",
            "with 'N passed, N failed'; exit code 1 when a count differs. Its positions are loaded leniently."},
        footer = {"", "Examples:", "  passant perft --depth 5",
            "  passant perft --fen \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\" --depth 4 --divide",
            "  passant perft --depth 6 --threads 1",
            "  passant perft --depth 7 --hash 512",
            "  passant perft --perft-file standard-tricky.perft --max-nodes 1000000",
            "  passant perft --depth 8 --cluster 'local[*]'"})
public final class PerftCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Mixin
    DepthOption depth;

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

    @Option(names = "--split-depth", paramLabel = "N",
            description = "With --cluster: the ply at which the tree is cut into work units, one per distinct position, each"
                    + " weighted by the paths that reach it (default: depth - 3, from 1 to 6).")
    Integer splitDepth;

    @Override
    public Integer call() {
        if (splitDepth != null && (!cluster.given() || splitDepth < 1)) {
            throw new ParameterException(spec.commandLine(), splitDepth < 1 ? "--split-depth must be 1 or more, not " + splitDepth
                    : "--split-depth only applies with --cluster");
        }
        if (hash.given() && generator.choice() != Generator.FAST) {
            throw new ParameterException(spec.commandLine(), "--hash applies to the fast generator only, not --generator "
                    + generator.choice());
        }
        if (!cluster.given()) {
            return count(hash.given() ? Main.naming("--hash", () -> new FastGenerator(threads.threads(), hash.megabytes()))
                    : generator.create(threads.threads()));
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
            }));
        }
    }

    private int count(MoveGenerator chosen) {
        if (perftFile.given()) {
            if (depth.given() || divide || position.given()) {
                throw new ParameterException(spec.commandLine(), "--perft-file takes its positions and depths from the"
                        + " file; it cannot be combined with --depth, --divide, --fen or --moves");
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
        PrintWriter out = spec.commandLine().getOut();
        long nodes;
        if (divide && depth.value() > 0) {
            Map<Move, Long> split = chosen.divide(root, depth.value());
            nodes = 0;
            for (Map.Entry<Move, Long> e : split.entrySet()) {
                out.println(e.getKey().uci() + ": " + e.getValue());
                nodes += e.getValue();
            }
            out.println();
        } else {
            nodes = chosen.perft(root, depth.value());
        }
        out.println("Nodes searched: " + nodes);
        return Main.EXIT_OK;
    }

    private int runPerftFile(MoveGenerator generator) {
        PrintWriter out = spec.commandLine().getOut();
        List<PerftSuite.Entry> entries = perftFile.entries();
        Long maxNodes = perftFile.maxNodes();
        int passed = 0;
        int failed = 0;
        int skipped = 0;
        for (PerftSuite.Entry entry : entries) {
            Position root;
            try {
                root = Fen.position(entry.fen(), position.variant(), Validation.LENIENT);
            } catch (FenException e) {
                if (isChess960(e)) {
                    out.printf("skipped  %-36s Chess960 castling is not supported (%s)%n", entry.id(), e.getMessage());
                    skipped++;
                } else {
                    out.printf("FAILED   %-36s %s%n", entry.id(), e.getMessage());
                    failed++;
                }
                continue;
            }
            long start = System.nanoTime();
            String failure = null;
            int minDepth = Integer.MAX_VALUE;
            int maxDepth = 0;
            long lastNodes = 0;
            for (PerftSuite.Expectation x : entry.expectations()) {
                if (maxNodes != null && x.nodes() > maxNodes) {
                    continue;
                }
                long got = generator.perft(root, x.depth());
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
                out.printf("FAILED   %-36s %s%n", entry.id(), failure);
                failed++;
            } else if (maxDepth == 0) {
                out.printf("skipped  %-36s every depth expects more than %d nodes%n", entry.id(), maxNodes);
                skipped++;
            } else {
                String depths = minDepth == maxDepth ? String.valueOf(maxDepth) : minDepth + "-" + maxDepth;
                out.printf("ok       %-36s depth %-5s nodes %-12d %.2f s%n", entry.id(), depths, lastNodes, seconds);
                passed++;
            }
            out.flush();
        }
        out.println(passed + " passed, " + failed + " failed" + (skipped > 0 ? ", " + skipped + " skipped" : ""));
        return failed > 0 ? Main.EXIT_FAILED : Main.EXIT_OK;
    }

    /** A position whose castling rights only make sense in Chess960. */
    private static boolean isChess960(FenException e) {
        return e.kind() == FenError.CASTLING_CHESS960
                || (e.kind() == FenError.POSITION && e.positionError() == PositionError.INVALID_CASTLING_RIGHTS);
    }
}
