package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** The progress lines of a long run: on a timer while it runs, none after it ends; rewritten in place on a terminal. */
class ProgressTest {

    @Test
    void linesWhileRunningAndNoneAfter() throws Exception {
        StringWriter text = new StringWriter();
        PrintWriter err = new PrintWriter(text);
        AtomicInteger done = new AtomicInteger();
        try (ProgressOption.Watch w = new ProgressOption.Watch(err, () -> done.incrementAndGet() + " of 100 done", () -> "",
                true, false, 50)) {
            Thread.sleep(400);
        }
        int lines = (int) text.toString().lines().count();
        assertTrue(lines >= 2, text.toString());
        assertTrue(text.toString().lines().allMatch(l -> l.matches("passant: \\d+ s: \\d+ of 100 done")), text.toString());
        Thread.sleep(200);
        assertEquals(lines, text.toString().lines().count(), "a line after the run ended: " + text);
    }

    @Test
    void onATerminalOneLineIsRewrittenAndClearedAtTheEnd() throws Exception {
        StringWriter text = new StringWriter();
        try (ProgressOption.Watch w = new ProgressOption.Watch(new PrintWriter(text), () -> "working", () -> "", true, true,
                50)) {
            Thread.sleep(300);
        }
        String s = text.toString();
        assertTrue(s.startsWith("\rpassant: 0 s: working\u001b[K"), s);
        assertTrue(s.endsWith("\r\u001b[K"), "the line is cleared for the run's own output: " + s);
        assertTrue(!s.contains("\n"), s);
    }

    @Test
    void withoutReportingNothingIsPrinted() throws Exception {
        StringWriter text = new StringWriter();
        try (ProgressOption.Watch w = new ProgressOption.Watch(new PrintWriter(text), () -> "working", () -> "", false,
                false, 50)) {
            Thread.sleep(200);
        }
        assertEquals("", text.toString());
    }
}
