package org.passant.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.passant.notation.Uci;
import org.passant.position.Position;

/**
 * The UCI protocol's promises, held in every case: a bestmove for every go (rejected ones too),
 * nothing after quit, go perft obeying isready, stop and quit, and input that cannot be shown
 * as it came reported escaped and cut. In process: the engine reads a pipe and writes lines a
 * queue collects.
 */
class UciProtocolTest {

    /** The lines a whole session writes, the commands given at once and the input then ended. */
    private static List<String> session(String... commands) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new UciServer(new StringReader(String.join("\n", commands) + "\n"), new PrintStream(bytes, true, StandardCharsets.UTF_8),
                "Passant test", 0).run();
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static long count(List<String> lines, String start) {
        return lines.stream().filter(l -> l.startsWith(start)).count();
    }

    /** An engine on a pipe, its lines in a queue, the session's thread to join. */
    private static final class Live implements AutoCloseable {
        final PipedWriter in = new PipedWriter();
        final BlockingQueue<String> out = new LinkedBlockingQueue<>();
        final Thread thread;

        Live() throws IOException {
            PipedReader reader = new PipedReader(in, 1 << 16);
            OutputStream lines = new OutputStream() {
                private final ByteArrayOutputStream line = new ByteArrayOutputStream();

                @Override
                public void write(int b) {
                    if (b == '\n') {
                        out.add(line.toString(StandardCharsets.UTF_8));
                        line.reset();
                    } else {
                        line.write(b);
                    }
                }
            };
            UciServer server = new UciServer(reader, new PrintStream(lines, true, StandardCharsets.UTF_8), "Passant test", 0);
            thread = new Thread(() -> {
                try {
                    server.run();
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            thread.start();
        }

        void send(String line) throws IOException {
            in.write(line + "\n");
            in.flush();
        }

        /** The lines up to and including the first that starts with {@code last}, within 30 s. */
        List<String> until(String last) throws InterruptedException {
            List<String> lines = new ArrayList<>();
            while (true) {
                String line = out.poll(30, TimeUnit.SECONDS);
                if (line == null) {
                    throw new AssertionError("no '" + last + "' within 30 s; got " + lines);
                }
                lines.add(line);
                if (line.startsWith(last)) {
                    return lines;
                }
            }
        }

        @Override
        public void close() throws Exception {
            if (thread.isAlive()) {
                send("quit");
                thread.join(30_000);
            }
        }
    }

    @Test
    void everyGoIsAnsweredByOneBestmoveRejectedOnesAtOnce() throws Exception {
        // UCI: "for every go command a bestmove command is needed"; a GUI waits for it
        String[] rejected = {"go depth 1000", "go nodes 0", "go movetime -5", "go sideways", "go depth", "go wtime soon",
            "go searchmoves e2e4", "go depth ٣"};
        for (String go : rejected) {
            List<String> lines = session("position startpos moves e2e4", go);
            assertEquals(1, count(lines, "info string error: "), go + " -> " + lines);
            assertEquals(1, count(lines, "bestmove "), go + " -> " + lines);
            String best = lines.get(lines.size() - 1);
            assertTrue(Position.initial().play(Uci.parse("e2e4")).isLegal(Uci.parse(best.substring("bestmove ".length()))), best);
        }
        // go movetime 0 has no time at all: the one-ply answer, at once (it searched without end)
        List<String> at = session("go movetime 0");
        assertEquals(List.of("bestmove"), at.stream().filter(l -> !l.startsWith("info depth 1 ")).map(l -> l.split(" ")[0]).toList());
        // no legal move: bestmove 0000, rejected or not
        for (String go : new String[] {"go depth 1000", "go depth 3"}) {
            List<String> mated = session("position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", go);
            assertEquals("bestmove 0000", mated.get(mated.size() - 1), go);
        }
    }

    @Test
    void aGoRefusedDuringGoInfiniteIsAnsweredWhenStopEndsIt() throws Exception {
        try (Live engine = new Live()) {
            engine.send("go infinite");
            engine.until("info depth 1 ");
            engine.send("go depth 3");
            List<String> refused = engine.until("info string error");
            assertTrue(refused.get(refused.size() - 1).contains("go during go infinite: send stop first"), refused.toString());
            engine.send("isready");
            assertEquals(0, count(engine.until("readyok"), "bestmove"));
            engine.send("stop");
            List<String> answers = engine.until("bestmove");
            String next = engine.out.poll(10, TimeUnit.SECONDS);
            assertEquals(answers.get(answers.size() - 1), next, "the refused go's answer, the same move");
            engine.send("isready");
            assertEquals(List.of("readyok"), engine.until("readyok"));
        }
    }

    @Test
    void nothingIsWrittenAfterQuit() throws Exception {
        // quit at once after go: the search it stops wrote a bestmove from no iteration, after quit
        List<String> lines = session("isready", "go depth 40", "quit");
        assertEquals(List.of("readyok"), lines.stream().filter(l -> !l.startsWith("info depth")).toList());
        try (Live engine = new Live()) {
            engine.send("go depth 40");
            engine.until("info depth 3 ");
            engine.send("quit");
            engine.thread.join(30_000);
            assertFalse(engine.thread.isAlive());
            List<String> after = new ArrayList<>();
            engine.out.drainTo(after);
            assertEquals(0, count(after, "bestmove"), after.toString());
        }
    }

    @Test
    void goPerftObeysIsreadyStopAndQuit() throws Exception {
        try (Live engine = new Live()) {
            engine.send("go perft 9"); // 2,439,530,234,167 leaves: hours on one thread, a2a3's alone an hour
            Thread.sleep(200);
            engine.send("isready");
            assertEquals(List.of("readyok"), engine.until("readyok"));
            engine.send("position startpos moves e2e4");
            assertTrue(engine.until("info string error").get(0).contains("position during go perft: send stop first"));
            engine.send("stop");
            List<String> stopped = engine.until("info string go perft 9 stopped: ");
            assertEquals(0, count(stopped, "Nodes searched"), stopped.toString());
            engine.send("go perft 2");
            List<String> two = engine.until("Nodes searched");
            assertEquals("Nodes searched: 400", two.get(two.size() - 1));
            assertEquals(22, two.size(), two.toString()); // 20 divide lines, the empty line, the total
            engine.send("go perft 9");
            Thread.sleep(200);
            engine.send("quit");
            engine.thread.join(30_000);
            assertFalse(engine.thread.isAlive(), "quit ends go perft");
            Thread.sleep(300);
            assertNull(engine.out.poll(), "nothing after quit");
        }
    }

    @Test
    void unknownCommandsAreQuotedEscapedAndCut() throws Exception {
        String control = "foo\u0001\u001b[31mbar";
        String line = session(control).get(0);
        assertEquals("info string error: unknown command 'foo\\u0001\\u001B[31mbar' (expected uci, isready, ucinewgame,"
                + " setoption, position, go, stop or quit)", line);
        String huge = session("x".repeat(200_000)).get(0);
        assertTrue(huge.contains("'" + "x".repeat(80) + "...' (200000 characters)"), huge);
        assertTrue(huge.length() <= "info string error: ".length() + UciServer.MAX_ERROR + 3, huge);
        // a command beyond the longest line is skipped, and the engine reads on
        List<String> beyond = session("position startpos moves " + "e2e4 ".repeat(UciServer.MAX_LINE / 5), "isready");
        assertEquals(List.of("info string error: a command longer than " + UciServer.MAX_LINE + " characters: ignored",
                "readyok"), beyond);
    }

    @Test
    void outputThatCannotBeWrittenEndsTheEngine() throws Exception {
        PrintStream full = new PrintStream(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        }, true, StandardCharsets.UTF_8);
        // endless input: only the failed write can end it
        java.io.Reader endless = new java.io.Reader() {
            private long read;

            @Override
            public int read(char[] buffer, int offset, int length) {
                for (int i = 0; i < length; i++) {
                    buffer[offset + i] = "isready\n".charAt((int) (read++ % 8));
                }
                return length;
            }

            @Override
            public void close() {
            }
        };
        UciServer server = new UciServer(endless, full, "Passant test", 0);
        server.run();
        assertTrue(server.outputFailed());
    }
}
