package org.passant.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** --threads: how many threads work at once, 1 to {@link #MAX}. */
final class ThreadsOption {

    /** Far above any core count this runs on; a thread costs a stack, so 100000 of them would exhaust memory. */
    static final int MAX = 256;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    private Integer threads;

    @Option(names = "--threads", paramLabel = "T", description = "Threads, 1 to " + MAX + " (default: every core).")
    private void threads(String t) {
        threads = WholeNumber.parseInt(command, "--threads", t, 1, MAX);
    }

    int threads() {
        return threads != null ? threads : everyCore();
    }

    /** The default: every core, at most {@link #MAX} (also the CLI's quick perft path's). */
    static int everyCore() {
        return Math.min(MAX, Runtime.getRuntime().availableProcessors());
    }
}
