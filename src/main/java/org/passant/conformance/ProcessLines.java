package org.passant.conformance;

import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.passant.notation.LineReader;

/**
 * The lines a child process writes, read on a daemon thread into a queue, so that whoever waits
 * for an answer can give up after a timeout; {@link #EOF} follows the last line when the
 * process closes its output (it exited or crashed) or writes a line longer than
 * {@link UciEngine#MAX_LINE} (then it is treated as gone: nothing it says after that is read).
 */
public final class ProcessLines {
    private ProcessLines() {
    }

    /** The marker after the last line. */
    public static final String EOF = "\u0000eof";

    public static BlockingQueue<String> of(Process process, String threadName) {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (LineReader out = new LineReader(process.getInputStream(), UciEngine.MAX_LINE)) {
                String line;
                while ((line = out.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process went away, or wrote a line beyond the cap; EOF below tells the waiting side
            }
            lines.add(EOF);
        }, threadName);
        reader.setDaemon(true);
        reader.start();
        return lines;
    }
}
