package org.passant.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** --threads: how many threads work at once. */
final class ThreadsOption {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private Integer threads;

    @Option(names = "--threads", paramLabel = "T", description = "Threads (default: every core).")
    private void threads(int t) {
        if (t < 1) {
            throw new ParameterException(command.commandLine(), "--threads must be 1 or more, not " + t);
        }
        threads = t;
    }

    int threads() {
        return threads != null ? threads : Runtime.getRuntime().availableProcessors();
    }
}
