package org.passant.cli;

import org.passant.notation.PerftSuite;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * --depth of perft and of the model checker's tree: plies below the root, from 0 to the command's
 * bound; each command says what it does without it.
 */
final class DepthOption {

    /** perft: as deep as a perft file may ask (a locked position counts to depth 32 in an instant; most never end). */
    static final int PERFT_MAX = PerftSuite.MAX_DEPTH;

    /** The model checker's tree keeps a ply's positions in memory: depth 8 from the start is already some 10^9 paths. */
    static final int TREE_MAX = 10;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private final int max;

    private Integer depth;

    DepthOption(int max) {
        this.max = max;
    }

    @Option(names = "--depth", paramLabel = "N", description = "Depth in plies: perft 0 to " + PERFT_MAX + ", the model checker's tree 0 to " + TREE_MAX + ".")
    private void depth(String d) {
        depth = WholeNumber.parseInt(command, "--depth", d, 0, max);
    }

    boolean given() {
        return depth != null;
    }

    /** The depth given; only when {@link #given()}. */
    int value() {
        return depth;
    }
}
