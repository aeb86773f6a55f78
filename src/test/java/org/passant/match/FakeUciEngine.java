package org.passant.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * A UCI engine for the referee's tests, run with {@code java -cp}: it plays the first legal move
 * (kernel order), except as its argument says:
 * <ul>
 * <li>{@code legal}: always the first legal move;</li>
 * <li>{@code play:MOVE}: answers MOVE to its first {@code go}, legal or not;</li>
 * <li>{@code crash}: exits at its first {@code go};</li>
 * <li>{@code quit-after-move}: answers its first {@code go}, then exits while the opponent thinks;</li>
 * <li>{@code hang}: never answers {@code go} (but still answers isready);</li>
 * <li>{@code slow:MS}: answers after MS milliseconds, whatever its clock says.</li>
 * </ul>
 */
public final class FakeUciEngine {
    private FakeUciEngine() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String mode = args.length > 0 ? args[0] : "legal";
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Variant variant = Variant.CHESS;
        Position position = Position.initial();
        int goes = 0;
        String line;
        while ((line = in.readLine()) != null) {
            line = line.strip();
            if (line.equals("uci")) {
                out.println("id name Fake " + mode);
                out.println("option name UCI_Variant type combo default chess var chess var atomic");
                out.println("uciok");
            } else if (line.equals("isready")) {
                out.println("readyok");
            } else if (line.startsWith("setoption name UCI_Variant value ")) {
                variant = Variant.byId(line.substring("setoption name UCI_Variant value ".length()));
            } else if (line.startsWith("position fen ")) {
                String rest = line.substring("position fen ".length());
                int m = rest.indexOf(" moves ");
                position = Fen.position(m < 0 ? rest : rest.substring(0, m), variant, Validation.LENIENT);
                if (m >= 0) {
                    for (String move : rest.substring(m + " moves ".length()).split(" ")) {
                        position = position.play(Uci.parse(move));
                    }
                }
            } else if (line.startsWith("go")) {
                goes++;
                if (mode.equals("crash")) {
                    System.exit(3);
                } else if (mode.equals("hang")) {
                    continue;
                } else if (mode.startsWith("slow:")) {
                    Thread.sleep(Long.parseLong(mode.substring(5)));
                }
                String move = mode.startsWith("play:") && goes == 1 ? mode.substring(5)
                        : position.legalMoves().isEmpty() ? "0000" : position.legalMoves().get(0).uci();
                out.println("bestmove " + move);
                if (mode.equals("quit-after-move")) {
                    System.exit(4);
                }
            } else if (line.equals("quit")) {
                return;
            }
        }
    }
}
