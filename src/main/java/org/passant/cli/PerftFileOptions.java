package org.passant.cli;

import java.nio.file.Path;
import java.util.List;

import org.passant.notation.PerftSuite;
import org.passant.position.InvalidInputException;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * --perft-file and --max-nodes: a file of positions with published perft counts (notation/PerftSuite),
 * not a conformance suite (that is conform's --suite-file).
 */
final class PerftFileOptions {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = "--perft-file", paramLabel = "FILE",
            description = "A perft file: blocks of 'id NAME', 'epd FEN' or 'fen FEN' and 'perft DEPTH NODES' lines"
                    + " ('#' comments), as in python-chess's and shakmaty's test data.")
    private Path file;

    // The old spelling, hidden: a second name on the option above would head --help (picocli lists the shortest first).
    @Option(names = "--suite", paramLabel = "FILE", hidden = true)
    private void oldSpelling(Path f) {
        file = f;
    }

    /** A bound on a count, not a count to reach: anything a 64-bit count can hold. */
    static final long MAX_NODES = 1_000_000_000_000_000_000L;

    private Long maxNodes;

    @Option(names = "--max-nodes", paramLabel = "N",
            description = "With --perft-file: only the depths whose published count is N or less (1 to 10^18).")
    private void maxNodes(String n) {
        maxNodes = WholeNumber.parse(command, "--max-nodes", n, 1, MAX_NODES);
    }

    /** No limit on the counts until --max-nodes says one. */
    PerftFileOptions() {
    }

    /** A command's own limit, used when --max-nodes is not given. */
    PerftFileOptions(long maxNodesByDefault) {
        maxNodes = maxNodesByDefault;
    }

    boolean given() {
        return file != null;
    }

    /** The file's entries; only when {@link #given()}. */
    List<PerftSuite.Entry> entries() {
        try {
            return PerftSuite.read(file);
        } catch (InvalidInputException e) {
            throw Main.naming("--perft-file", e);
        }
    }

    /** The largest published count to run or explore; null for no limit. */
    Long maxNodes() {
        return maxNodes;
    }
}
