package org.passant.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

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
            "'<uci-move>: <count>' per legal move (sorted) and an empty line.",
            "With --suite, runs a whole perft file (blocks of 'id NAME', 'epd FEN' or 'fen FEN',",
            "'perft DEPTH NODES'; '#' comments) and ends with 'N passed, N failed'; exit code 1 when a",
            "count differs. Suite positions are loaded leniently."},
        footer = {"", "Examples:", "  passant perft --depth 5",
            "  passant perft --fen \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\" --depth 4 --divide",
            "  passant perft --depth 6 --threads 1",
            "  passant perft --suite standard-tricky.perft --max-nodes 1000000"})
public final class PerftCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Option(names = "--depth", paramLabel = "N", description = "Depth in plies (0 or more).")
    Integer depth;

    @Option(names = "--divide", description = "Also print the count below each legal move.")
    boolean divide;

    @Option(names = "--engine", paramLabel = "NAME", defaultValue = Engines.DEFAULT,
            description = "Move generator: fast (default; bitboards, checked against the reference), kernel (the"
                    + " verified predicate, piece by piece) or reference (every from-to-promotion candidate through the"
                    + " predicate; slowest).")
    String engine;

    @Option(names = "--threads", paramLabel = "T",
            description = "Threads for the fast engine (default: every core); kernel and reference use one.")
    Integer threads;

    @Option(names = "--suite", paramLabel = "FILE", description = "Run every position of a perft suite file.")
    Path suite;

    @Option(names = "--max-nodes", paramLabel = "N",
            description = "With --suite: skip the depths whose expected count exceeds N.")
    Long maxNodes;

    @Override
    public Integer call() {
        if (threads != null && threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be 1 or more, not " + threads);
        }
        MoveGenerator generator = Engines.byName(engine, threads != null ? threads : Runtime.getRuntime().availableProcessors());
        if (suite != null) {
            if (depth != null || divide || position.fen != null || !position.moves.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "--suite takes its positions and depths from the file;"
                        + " it cannot be combined with --depth, --divide, --fen or --moves");
            }
            return runSuite(generator);
        }
        if (maxNodes != null) {
            throw new ParameterException(spec.commandLine(), "--max-nodes only applies with --suite");
        }
        if (depth == null) {
            throw new ParameterException(spec.commandLine(), "missing --depth N (or --suite FILE)");
        }
        if (depth < 0) {
            throw new ParameterException(spec.commandLine(), "--depth must be 0 or more, not " + depth);
        }
        Position root = position.position();
        PrintWriter out = spec.commandLine().getOut();
        long nodes;
        if (divide && depth > 0) {
            Map<Move, Long> split = generator.divide(root, depth);
            nodes = 0;
            for (Map.Entry<Move, Long> e : split.entrySet()) {
                out.println(e.getKey().uci() + ": " + e.getValue());
                nodes += e.getValue();
            }
            out.println();
        } else {
            nodes = generator.perft(root, depth);
        }
        out.println("Nodes searched: " + nodes);
        return Main.EXIT_OK;
    }

    private int runSuite(MoveGenerator generator) {
        PrintWriter out = spec.commandLine().getOut();
        List<PerftSuite.Entry> entries = PerftSuite.read(suite);
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
