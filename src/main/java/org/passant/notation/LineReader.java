package org.passant.notation;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/**
 * Lines of text from a stream, each at most a given length: {@link java.io.BufferedReader#readLine}
 * would gather an endless line (from /dev/zero, or an engine that never ends one) until memory runs
 * out. A line ends at \n, \r\n or \r; the terminator is not part of it.
 */
public final class LineReader implements AutoCloseable {
    private final Reader in;
    private final int maxLength;
    private int pending = -1;

    /** A line longer than the reader allows; what was read of it is dropped. */
    public static final class LineTooLongException extends IOException {
        private static final long serialVersionUID = 1L;

        LineTooLongException(int maxLength) {
            super("a line longer than " + maxLength + " characters");
        }
    }

    public LineReader(InputStream in, int maxLength) {
        this(new InputStreamReader(in, StandardCharsets.UTF_8), maxLength);
    }

    /** Lines of text already decoded (a UCI engine's input in a test). */
    public LineReader(Reader in, int maxLength) {
        this.in = in;
        this.maxLength = maxLength;
    }

    /** The next line, or null at the end of the stream. */
    public String readLine() throws IOException {
        StringBuilder line = new StringBuilder();
        int c = pending >= 0 ? pending : in.read();
        pending = -1;
        if (c < 0) {
            return null;
        }
        while (c >= 0 && c != '\n' && c != '\r') {
            if (line.length() == maxLength) {
                throw new LineTooLongException(maxLength);
            }
            line.append((char) c);
            c = in.read();
        }
        if (c == '\r') {
            int next = in.read();
            if (next != '\n') {
                pending = next;
            }
        }
        return line.toString();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
