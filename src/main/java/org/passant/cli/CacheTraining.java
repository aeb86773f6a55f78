package org.passant.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

import org.passant.fast.FastGenerator;
import org.passant.notation.PerftSuite;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * The training run of the launcher's start-up cache (./passant makes it once per build and JDK): the
 * cache holds the classes this run loads and, on JDK 25, the method profiles it leaves. Usage:
 * {@code CacheTraining FILE|- MAX_NODES COMMAND...}: first the positions of the perft file FILE (each
 * depth of at most MAX_NODES nodes) with the fast generator on one thread, so that the profiles cover
 * the branches the start position's tree never takes (castling, promotions) and C2's first compilation
 * of them is not thrown away later; then COMMAND, the command line the cache is for
 * ({@code perft --depth 6 --threads 1}), which takes the quick perft path ({@link QuickPerft}). No
 * picocli: its classes cannot be cached, and what it loads of the JDK would be loaded at every start.
 * Exit code 1 when a count of the file differs, else COMMAND's.
 */
public final class CacheTraining {
    private CacheTraining() {
    }

    public static void main(String[] args) {
        FastGenerator.buildTablesInBackground();
        if (args.length < 3) {
            System.err.println("usage: CacheTraining FILE|- MAX_NODES COMMAND...");
            System.exit(Main.EXIT_BAD_INPUT);
        }
        if (!args[0].equals("-")) {
            long maxNodes = Long.parseLong(args[1]);
            MoveGenerator generator = Generator.FAST.create(1);
            for (PerftSuite.Entry entry : PerftSuite.read(Path.of(args[0]))) {
                Position root = entry.position(Variant.CHESS);
                for (PerftSuite.Expectation x : entry.expectations()) {
                    if (x.nodes() <= maxNodes && generator.perft(root, x.depth()) != x.nodes()) {
                        System.err.println(Main.errorLine("cache training: " + entry.id() + ", depth " + x.depth()
                                + ": not " + x.nodes() + " nodes"));
                        System.exit(Main.EXIT_FAILED);
                    }
                }
            }
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(
                new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8)), true);
        System.exit(Main.run(Arrays.copyOfRange(args, 2, args.length), out, new PrintWriter(System.err, true)));
    }
}
