package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** Lines of at most a given length, ended by \n, \r\n or \r; an endless line is an error, not a memory exhaustion. */
class LineReaderTest {

    static LineReader of(String text, int max) {
        return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), max);
    }

    @Test
    void everyLineEnd() throws IOException {
        LineReader r = of("a\nbb\r\nccc\rd", 10);
        assertEquals("a", r.readLine());
        assertEquals("bb", r.readLine());
        assertEquals("ccc", r.readLine());
        assertEquals("d", r.readLine());
        assertNull(r.readLine());
    }

    @Test
    void aLineOfExactlyTheMaximumIsRead() throws IOException {
        assertEquals("abc", of("abc\n", 3).readLine());
    }

    @Test
    void anEndlessLineIsRefusedAfterTheMaximum() {
        // an endless stream of one character: /dev/zero, or an engine that never ends its line
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 'x';
            }
        };
        LineReader r = new LineReader(endless, 1000);
        assertThrows(LineReader.LineTooLongException.class, r::readLine);
    }
}
