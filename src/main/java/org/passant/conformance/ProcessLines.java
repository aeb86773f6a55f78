package org.passant.conformance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The lines a child process writes, read on a daemon thread into a queue, so that whoever waits
 * for an answer can give up after a timeout; {@link #EOF} follows the last line when the
 * process closes its output (it exited or crashed).
 */
public final class ProcessLines {
    private ProcessLines() {
    }

    /** The marker after the last line. */
    public static final String EOF = "\u0000eof";

    public static BlockingQueue<String> of(Process process, String threadName) {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = out.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process went away; EOF below tells the waiting side
            }
            lines.add(EOF);
        }, threadName);
        reader.setDaemon(true);
        reader.start();
        return lines;
    }
}
