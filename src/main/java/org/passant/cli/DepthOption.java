package org.passant.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** --depth of perft and of the model checker's tree: plies below the root; each command says what it does without it. */
final class DepthOption {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private Integer depth;

    @Option(names = "--depth", paramLabel = "N", description = "Depth in plies (0 or more).")
    private void depth(int d) {
        if (d < 0) {
            throw new ParameterException(command.commandLine(), "--depth must be 0 or more, not " + d);
        }
        depth = d;
    }

    boolean given() {
        return depth != null;
    }

    /** The depth given; only when {@link #given()}. */
    int value() {
        return depth;
    }
}
