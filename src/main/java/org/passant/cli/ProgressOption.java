package org.passant.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

import picocli.CommandLine.Option;

/**
 * --progress, and what a long run says on stderr: a progress line every second while stderr is a
 * terminal (or every {@link #LOG_INTERVAL_SECONDS} s, one line each, with --progress when it is
 * not), and on Ctrl-C (SIGINT) what it had finished, from a shutdown hook.
 */
final class ProgressOption {

    static final int LOG_INTERVAL_SECONDS = 10;

    @Option(names = "--progress", description = "Report progress on stderr (default: only when stderr is a terminal).")
    private boolean progress;

    /** Whether stderr is a terminal: Java has no portable test for file descriptor 2, Linux's /proc tells. */
    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) {
            return false;
        }
    }

    /**
     * Watches a run until closed: {@code status} says how far it has got ("7 of 20 root moves,
     * 1,234,567 nodes"), {@code finished} what it has finished, for the interrupted run's report.
     */
    Watch watch(PrintWriter err, Supplier<String> status, Supplier<String> finished) {
        return watch(err, progress, status, finished);
    }

    /** {@link #watch(PrintWriter, Supplier, Supplier)}, with --progress given or not (the CLI's quick perft path). */
    static Watch watch(PrintWriter err, boolean progress, Supplier<String> status, Supplier<String> finished) {
        boolean terminal = stderrIsTerminal();
        return new Watch(err, status, finished, progress || terminal, terminal,
                terminal ? 1000 : LOG_INTERVAL_SECONDS * 1000L);
    }

    /** A running watch; close it when the run ends. */
    static final class Watch implements AutoCloseable {
        private final PrintWriter err;
        private final Supplier<String> status;
        private final long start = System.nanoTime();
        private final Thread hook;
        private final Thread reporter;
        private final boolean terminal;
        private final long interval;
        private volatile boolean running = true;

        /** Reports every {@code interval} ms when {@code report}; rewrites one line in place when {@code terminal}. */
        Watch(PrintWriter err, Supplier<String> status, Supplier<String> finished, boolean report, boolean terminal,
                long interval) {
            this.err = err;
            this.status = status;
            this.terminal = terminal;
            this.interval = interval;
            this.hook = new Thread(() -> {
                if (running) {
                    running = false;
                    clearLine();
                    err.println(Main.errorLine(String.format(Locale.ROOT, "interrupted after %.1f s: ", seconds())
                            + status.get()));
                    String done = finished.get();
                    if (!done.isEmpty()) {
                        err.print(done);
                    }
                    err.flush();
                }
            }, "passant-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            if (report) {
                reporter = new Thread(this::report, "passant-progress");
                reporter.setDaemon(true);
                reporter.start();
            } else {
                reporter = null;
            }
        }

        private double seconds() {
            return (System.nanoTime() - start) / 1e9;
        }

        private void report() {
            while (running) {
                try {
                    Thread.sleep(interval);
                } catch (InterruptedException e) {
                    return;
                }
                if (!running) {
                    return;
                }
                String line = String.format(Locale.ROOT, "passant: %.0f s: %s", seconds(), status.get());
                synchronized (err) {
                    if (terminal) {
                        err.print("\r" + line + "\u001b[K"); // rewrite the line in place, erasing what is left of the last one
                    } else {
                        err.println(line);
                    }
                    err.flush();
                }
            }
        }

        private void clearLine() {
            if (reporter != null && terminal) {
                synchronized (err) {
                    err.print("\r\u001b[K");
                    err.flush();
                }
            }
        }

        @Override
        public void close() {
            if (!running) {
                return;
            }
            running = false;
            if (reporter != null) {
                reporter.interrupt();
                try {
                    reporter.join(1000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            clearLine();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is already shutting down: the hook reports
            }
        }
    }
}
