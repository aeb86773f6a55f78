package org.passant.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * A UCI engine for the match tests: offers UCI_Chess960 (unless its mode is "no960"), appends every
 * command it is sent to a log file, plays its scripted move first ("play:MOVE") and then its first
 * legal move, written king-takes-rook when UCI_Chess960 is on (C960-NOTATION).
 */
public final class Chess960EngineStub {
    private Chess960EngineStub() {
    }

    public static void main(String[] args) throws IOException {
        String mode = args[0];
        Path log = Path.of(args[1]);
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Position position = Position.initial();
        boolean chess960 = false;
        int goes = 0;
        String line;
        while ((line = in.readLine()) != null) {
            line = line.strip();
            Files.writeString(log, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            if (line.equals("uci")) {
                out.println("id name Chess960 stub " + mode);
                if (!mode.equals("no960")) {
                    out.println("option name UCI_Chess960 type check default false");
                }
                out.println("uciok");
            } else if (line.equals("isready")) {
                out.println("readyok");
            } else if (line.equals("setoption name UCI_Chess960 value true")) {
                chess960 = true;
            } else if (line.startsWith("position fen ")) {
                String rest = line.substring("position fen ".length());
                int m = rest.indexOf(" moves ");
                position = Fen.position(m < 0 ? rest : rest.substring(0, m), Variant.CHESS, Validation.LENIENT);
                if (m >= 0) {
                    for (String move : rest.substring(m + " moves ".length()).split(" ")) {
                        // the move exactly as written: king-takes-rook is castling, anything else what it names
                        position = position.play(position.move(Uci.parse(move)));
                    }
                }
            } else if (line.startsWith("go")) {
                goes++;
                String move = mode.startsWith("play:") && goes == 1 ? mode.substring(5)
                        : position.legalMoves().isEmpty() ? "0000" : position.legalMoves().get(0).uci(chess960);
                out.println("bestmove " + move);
            } else if (line.equals("quit")) {
                return;
            }
        }
    }
}
