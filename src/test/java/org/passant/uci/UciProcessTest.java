package org.passant.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.passant.cli.Main;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * {@code passant uci} as a GUI sees it: a real child process on a pipe. Bad input of every kind
 * is answered with one {@code info string error:} line and the engine goes on answering (a rejected
 * go also with its bestmove: UciProtocolTest).
 */
class UciProcessTest {
    private static final Pattern INFO = Pattern.compile(
            "info depth \\d+ seldepth \\d+ score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ time \\d+ hashfull \\d+ pv( [a-h][1-8][a-h][1-8][nbrq]?)+");
    private Process process;
    private Writer in;
    private final BlockingQueue<String> out = new LinkedBlockingQueue<>();

    @BeforeEach
    void start() throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // a small heap, so that a Hash beyond it is refused rather than taken
        process = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "uci")
                .redirectErrorStream(true).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    out.add(line);
                }
            } catch (IOException e) {
                // the process ended
            }
        });
        reader.setDaemon(true);
        reader.start();
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (process.isAlive()) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private void send(String line) throws IOException {
        in.write(line + "\n");
        in.flush();
    }

    /** The lines up to and including the first that starts with {@code last}. */
    private List<String> until(String last) throws InterruptedException {
        List<String> lines = new ArrayList<>();
        while (true) {
            String line = out.poll(60, TimeUnit.SECONDS);
            if (line == null) {
                throw new AssertionError("no '" + last + "' within 60 s; got " + lines);
            }
            lines.add(line);
            if (line.startsWith(last)) {
                return lines;
            }
        }
    }

    private String answer(String command) throws IOException, InterruptedException {
        send(command);
        send("isready");
        List<String> lines = until("readyok");
        assertEquals(2, lines.size(), "one answer, then readyok: " + lines);
        return lines.get(0);
    }

    @Test
    void handshakeSearchAndInfoLines() throws Exception {
        send("uci");
        List<String> hello = until("uciok");
        assertTrue(hello.get(0).startsWith("id name Passant"), hello.toString());
        assertTrue(hello.contains("option name UCI_Variant type combo default chess var chess var atomic"), hello.toString());
        assertTrue(hello.contains("option name Level type combo default hard var easy var medium var hard"), hello.toString());
        assertTrue(hello.stream().anyMatch(l -> l.startsWith("option name Hash type spin")));
        assertTrue(hello.contains("option name Threads type spin default 1 min 1 max 1"));
        send("ucinewgame");
        send("position startpos moves e2e4 e7e5 g1f3");
        send("go depth 5");
        List<String> lines = until("bestmove");
        Position p = Position.initial().play(Uci.parse("e2e4"));
        p = p.play(Uci.parse("e7e5")).play(Uci.parse("g1f3"));
        String best = lines.get(lines.size() - 1).split(" ")[1];
        assertTrue(p.isLegal(Uci.parse(best)), best);
        List<String> infos = lines.subList(0, lines.size() - 1);
        assertEquals(5, infos.size(), infos.toString());
        for (String info : infos) {
            assertTrue(INFO.matcher(info).matches(), info);
        }
        send("quit");
        assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue());
    }

    @Test
    void badInputIsAnsweredAndNeverEndsTheEngine() throws Exception {
        String[][] cases = {
            {"xyzzy", "unknown command 'xyzzy'"},
            {"position", "position: expected 'startpos' or 'fen FEN'"},
            {"position fen", "the FEN is missing"},
            {"position fen 8/8/8/8 w - - 0 1", "FEN"},
            {"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e5", "move 1: move 'e2e5' is not legal"},
            {"position startpos moves e2e4 zz", "move 2: UCI move 'zz'"},
            {"position startpos banana", "expected 'moves'"},
            {"setoption name Hash value -3", "setoption Hash: -3 is out of range"},
            {"setoption name Hash value lots", "is not a whole number"},
            {"setoption name Hash value 4096", "Hash 4096 MB does not fit in the JVM's heap"},
            {"setoption name Threads value 2", "single-threaded"},
            {"setoption name Level value grandmaster", "unknown level 'grandmaster'"},
            {"setoption name UCI_Variant value crazyhouse", "unknown variant 'crazyhouse'"},
            {"setoption name Contempt value 10", "unknown option 'Contempt'"},
            {"setoption Hash 16", "expected 'setoption name NAME"},
            {"go perft", "go perft: expected one depth"},
            {"go perft 21", "go perft: 21 is out of range 0..20"},
        };
        for (String[] c : cases) {
            String reply = answer(c[0]);
            assertTrue(reply.startsWith("info string error: ") && reply.contains(c[1]), c[0] + " -> " + reply);
        }
        // after all that, the position is still the initial one and the engine still searches
        send("go depth 2");
        String best = until("bestmove").stream().reduce((a, b) -> b).orElseThrow();
        assertTrue(Position.initial().isLegal(Uci.parse(best.split(" ")[1])), best);
        send("stop");
        send("isready");
        assertEquals(List.of("readyok"), until("readyok"));
        assertTrue(process.isAlive());
    }

    @Test
    void goPerftPrintsWhatPassantPerftPrints() throws Exception {
        String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        send("position fen " + fen);
        send("go perft 2");
        List<String> lines = until("Nodes searched");
        StringWriter cli = new StringWriter();
        int code = Main.run(new String[] {"perft", "--fen", fen, "--depth", "2", "--divide"}, new PrintWriter(cli), new PrintWriter(new StringWriter()));
        assertEquals(0, code);
        assertEquals(cli.toString().lines().toList(), lines);
        assertEquals("Nodes searched: 2039", lines.get(lines.size() - 1));
    }

    @Test
    void atomicGoInfiniteRunsUntilStop() throws Exception {
        send("setoption name UCI_Variant value atomic");
        send("position startpos moves g1f3 f7f6");
        send("go infinite");
        until("info depth 2 ");
        Thread.sleep(300); // it keeps thinking
        send("isready");
        List<String> ready = until("readyok");
        assertFalse(ready.stream().anyMatch(l -> l.startsWith("bestmove")), "no best move before stop: " + ready);
        send("stop");
        String best = until("bestmove").stream().reduce((a, b) -> b).orElseThrow();
        Position p = Fen.position(Fen.INITIAL, Variant.ATOMIC, Validation.STRICT).play(Uci.parse("g1f3")).play(Uci.parse("f7f6"));
        assertTrue(p.isLegal(Uci.parse(best.split(" ")[1])), best);
    }

    @Test
    void theEndOfTheInputEndsTheEngineAfterItsAnswer() throws Exception {
        send("go movetime 200");
        in.close();
        String best = until("bestmove").stream().reduce((a, b) -> b).orElseThrow();
        assertTrue(best.startsWith("bestmove "));
        assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue());
    }
}
