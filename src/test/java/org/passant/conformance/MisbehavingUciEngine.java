package org.passant.conformance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.passant.fast.FastGenerator;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * A UCI engine for the bounds tests of {@code passant conform}: correct perft (Passant's fast
 * generator) except for one way of breaking the protocol, chosen by its first argument. The
 * second argument is a token that only this test's processes carry, so that a test can look for
 * any of them left running; modes that hang also start a child process ({@code sleep 600.TOKEN})
 * that must be ended with them.
 * <ul>
 * <li>{@code crash}: exits with status 3 on the first command;</li>
 * <li>{@code hang-after-uci}: answers {@code uci} with its name, starts the child, then never answers again;</li>
 * <li>{@code garbage-slowly}: answers {@code uci} with a line of garbage every 200 ms, forever;</li>
 * <li>{@code no-perft}: answers {@code go ...} with a search ({@code info ... score}, {@code bestmove});</li>
 * <li>the rest answer the handshake and the first {@code go perft} (the probe) correctly, then:
 * {@code no-newline} prints characters without a line end, forever; {@code flood} prints
 * {@code info} lines, forever; {@code exit-mid-perft} prints two divide lines and exits;
 * {@code hang-in-perft} starts the child and never answers; {@code inconsistent-divide} adds 1
 * to its first move's count and to the total at depth 2 or more; {@code malformed} prints one
 * divide count as {@code 2O}; {@code bad-sum} reports a total one above its lines.</li>
 * </ul>
 */
public final class MisbehavingUciEngine {
    private MisbehavingUciEngine() {
    }

    private static String token = "0";

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        token = args.length > 1 ? args[1] : "0";
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Position position = Position.initial(Variant.CHESS);
        int perfts = 0;
        String line;
        while ((line = in.readLine()) != null) {
            line = line.trim();
            if (mode.equals("crash")) {
                System.exit(3);
            }
            if (line.equals("uci")) {
                out.println("id name Misbehaving " + mode);
                if (mode.equals("hang-after-uci")) {
                    child();
                    Thread.sleep(Long.MAX_VALUE);
                }
                if (mode.equals("garbage-slowly")) {
                    for (long i = 0; ; i++) {
                        out.println("garbage " + Long.toHexString(i * 0x9E3779B97F4A7C15L));
                        Thread.sleep(200);
                    }
                }
                out.println("uciok");
            } else if (line.equals("isready")) {
                out.println("readyok");
            } else if (line.startsWith("position ")) {
                position = position(line);
            } else if (line.startsWith("go")) {
                if (mode.equals("no-perft")) {
                    out.println("info depth 1 score cp 20 nodes 20 pv e2e4");
                    out.println("bestmove e2e4");
                    continue;
                }
                int depth = Integer.parseInt(line.substring("go perft ".length()).trim());
                perfts++;
                if (perfts == 1) {
                    divide(position, depth, "correct", out);
                } else {
                    divide(position, depth, mode, out);
                }
            } else if (line.equals("quit")) {
                return;
            }
        }
    }

    private static void child() throws IOException {
        new ProcessBuilder("sleep", "600." + token).start();
    }

    private static Position position(String line) {
        String rest = line.substring("position ".length());
        String moves = "";
        int m = rest.indexOf(" moves ");
        if (m >= 0) {
            moves = rest.substring(m + " moves ".length());
            rest = rest.substring(0, m);
        }
        Position p = Fen.position(rest.startsWith("startpos") ? Fen.INITIAL : rest.substring("fen ".length()),
                Variant.CHESS, Validation.LENIENT);
        for (String uci : moves.trim().split("\\s+")) {
            if (!uci.isEmpty()) {
                p = p.play(Uci.parseLegal(p, uci));
            }
        }
        return p;
    }

    private static void divide(Position p, int depth, String mode, PrintStream out) throws Exception {
        switch (mode) {
            case "no-newline" -> {
                while (true) {
                    out.print("a2a3: 1 ".repeat(1000));
                    out.flush();
                }
            }
            case "flood" -> {
                while (true) {
                    out.println("info string flooding the line");
                }
            }
            case "hang-in-perft" -> {
                child();
                Thread.sleep(Long.MAX_VALUE);
            }
            default -> {
                // a correct divide, with the mode's one change
            }
        }
        Map<Move, Long> counts = new FastGenerator(1).divide(p, depth);
        long total = 0;
        boolean first = true;
        int printed = 0;
        for (Map.Entry<Move, Long> e : counts.entrySet()) {
            long n = e.getValue();
            if (first && depth >= 2 && mode.equals("inconsistent-divide")) {
                n++;
            }
            String count = first && mode.equals("malformed") ? n + "O" : Long.toString(n);
            out.println(p.move(e.getKey()).uci() + ": " + count); // castling marked from the position: e1g1
            total += n;
            first = false;
            if (++printed == 2 && mode.equals("exit-mid-perft")) {
                System.exit(0);
            }
        }
        out.println();
        out.println("Nodes searched: " + (mode.equals("bad-sum") ? total + 1 : total));
    }
}
