package org.passant.cli;

import org.passant.fast.FastGenerator;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** --hash: an exact perft hash table of the fast generator; off unless given. */
final class HashOption {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private int megabytes;

    @Option(names = "--hash", paramLabel = "MB",
            description = "Remember counts in a hash table of MB MiB, 1 to " + FastGenerator.MAX_HASH_MEGABYTES + " (fast generator"
                    + " only; shared by its threads). Entries are keyed and verified by the whole position, so a count is exact"
                    + " whatever the size. Default: off.")
    private void megabytes(String mb) {
        megabytes = WholeNumber.parseInt(command, "--hash", mb, 1, FastGenerator.MAX_HASH_MEGABYTES);
    }

    boolean given() {
        return megabytes > 0;
    }

    /** The size in MiB; 0 when not given. */
    int megabytes() {
        return megabytes;
    }
}
