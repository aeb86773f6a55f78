package org.passant.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.passant.fast.SearchBoard;
import org.passant.notation.Fen;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * Positions for {@link Tuner} (a tool, not a test): games of Passant's hard level against itself
 * at a fixed number of nodes per move, from the openings of bench/openings/ (each opening's first
 * moves varied at random by the medium level, so that no two games are alike), and from each
 * game a third of the quiet positions (not in check, the search's best move neither a capture nor a
 * promotion; drawn at random, so that a game's positions, alike, are not all taken), each scored by a stronger engine: a UCI engine (Stockfish for chess,
 * Fairy-Stockfish for atomic chess) at a fixed number of nodes. One line per position:
 * {@code FEN;score} with the score in centipawns for White (mates as +-3000), then {@code ;result}
 * (1, 0.5 or 0 for White) of the game it came from.
 *
 * <pre>java -cp target/classes:target/bench-classes org.passant.search.TuningData chess|atomic OPENINGS GAMES NODES LABEL_NODES "ENGINE COMMAND" OUT</pre>
 */
public final class TuningData {
    private TuningData() {
    }

    public static void main(String[] args) throws IOException {
        Variant variant = Variant.byId(args[0]);
        List<String> openings = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            int hash = line.indexOf('#');
            String fen = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!fen.isEmpty()) {
                openings.add(fen);
            }
        }
        int games = Integer.parseInt(args[2]);
        long nodes = Long.parseLong(args[3]);
        long labelNodes = Long.parseLong(args[4]);
        Process engine = new ProcessBuilder(args[5].split(" ")).redirectErrorStream(true).start();
        Writer in = new OutputStreamWriter(engine.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(engine.getInputStream(), StandardCharsets.UTF_8));
        send(in, "uci");
        if (variant == Variant.ATOMIC) {
            send(in, "setoption name UCI_Variant value atomic");
        }
        send(in, "isready");
        while (!out.readLine().equals("readyok")) {
            // the banner and the options
        }
        SplittableRandom random = new SplittableRandom(52);
        Engine hard = new Engine(0);
        Engine varied = new Engine(0);
        varied.setLevel(Level.MEDIUM);
        int written = 0;
        try (PrintWriter file = new PrintWriter(Files.newBufferedWriter(Path.of(args[6]), StandardCharsets.UTF_8))) {
            for (int g = 0; g < games; g++) {
                Position start = Fen.position(openings.get(g % openings.size()), variant, Validation.LENIENT);
                List<Move> moves = new ArrayList<>();
                List<String> quiet = new ArrayList<>();
                Position p = start;
                hard.newGame();
                int plies = 2 + random.nextInt(6);
                double result = 0.5;
                for (int ply = 0; ply < 300; ply++) {
                    if (p.isVariantEnd() || p.legalMoves().isEmpty() || p.halfmoveClock() >= 100 || p.deadPosition()) {
                        result = outcome(p);
                        break;
                    }
                    Move m;
                    if (ply < plies) {
                        varied.setSeed(random.nextLong());
                        varied.setPosition(start, moves);
                        m = varied.go(Limits.depth(4), null).best();
                    } else {
                        hard.setPosition(start, moves);
                        Result r = hard.go(Limits.nodes(nodes), null);
                        m = r.best();
                        SearchBoard b = SearchBoard.of(p, 1);
                        if (!b.inCheck() && !p.isCapture(m) && m.promotion() == 0 && Math.abs(r.score()) < Search.MATE_BOUND
                                && random.nextInt(3) == 0) {
                            quiet.add(Fen.format(p));
                        }
                        if (Math.abs(r.score()) >= Search.MATE_BOUND) {
                            int white = p.sideToMove() > 0 ? r.score() : -r.score();
                            result = white > 0 ? 1 : 0;
                            break; // a mate found: the rest of the game teaches nothing
                        }
                    }
                    moves.add(m);
                    p = p.play(m);
                }
                for (String fen : quiet) {
                    send(in, "position fen " + fen);
                    send(in, "go nodes " + labelNodes);
                    int score = 0;
                    String line;
                    while (!(line = out.readLine()).startsWith("bestmove")) {
                        int i = line.indexOf(" score ");
                        if (i >= 0 && !line.contains(" lowerbound") && !line.contains(" upperbound")) {
                            String[] w = line.substring(i + 7).split(" ");
                            score = w[0].equals("mate") ? (Integer.parseInt(w[1]) > 0 ? 3000 : -3000) : Integer.parseInt(w[1]);
                        }
                    }
                    boolean white = fen.split(" ")[1].equals("w");
                    file.println(fen + ";" + (white ? score : -score) + ";" + result);
                    written++;
                }
                file.flush();
                if (g % 20 == 0) {
                    System.err.println("game " + g + ": " + written + " positions");
                }
            }
        }
        send(in, "quit");
    }

    /** The result for White of a finished game. */
    private static double outcome(Position p) {
        if (p.isVariantEnd()) {
            return p.sideToMove() > 0 ? 0 : 1; // AT-WIN-EXPLOSION: the side to move's king exploded
        }
        if (p.legalMoves().isEmpty() && p.isCheck()) {
            return p.sideToMove() > 0 ? 0 : 1;
        }
        return 0.5;
    }

    private static void send(Writer in, String command) throws IOException {
        in.write(command + "\n");
        in.flush();
    }
}
