package org.passant.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * Builds bench/openings/*.epd, the balanced openings of bench/strength.sh (not a test; run by
 * hand, the files are committed). Chess: well-known opening lines, written here in SAN, kept
 * when Stockfish 15.1 at depth 18 scores them within 60 centipawns. Atomic chess: Stockfish has
 * no atomic, so lines are drawn at random from Passant's own candidates (each ply a move chosen
 * as the medium level chooses: within its margin of the best of a depth-5 search) and kept when
 * Passant's depth-11 search scores them within 60 centipawns.
 *
 * <p>With {@code ab}, the larger sets of bench/ab.sh (chess-ab.epd, atomic-ab.epd): at fixed nodes
 * a build plays each opening the same way every time, so an A/B match needs as many openings as
 * game pairs. Chess: one of the lines above and four more plies; atomic chess: eight plies from
 * the start; each ply as the medium level chooses; kept when Passant's depth-8 search scores them
 * within 80 centipawns.
 *
 * <pre>java -cp target/classes:target/bench-classes org.passant.search.OpeningsBuilder chess|atomic [stockfish]
 * java -cp target/classes:target/bench-classes org.passant.search.OpeningsBuilder ab chess|atomic N</pre>
 */
public final class OpeningsBuilder {
    private OpeningsBuilder() {
    }

    /** Main lines of the common openings (public knowledge; the selection is ours). */
    static final String[] CHESS_LINES = {
        "e4 e5 Nf3 Nc6 Bb5 a6", "e4 e5 Nf3 Nc6 Bb5 Nf6", "e4 e5 Nf3 Nc6 Bc4 Bc5", "e4 e5 Nf3 Nc6 Bc4 Nf6",
        "e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Nf6", "e4 e5 Nf3 Nf6 Nxe5 d6 Nf3 Nxe4", "e4 e5 Nc3 Nf6 f4 d5", "e4 e5 Nf3 Nc6 Nc3 Nf6",
        "e4 e5 Nf3 d6 d4 Nf6", "e4 e5 Bc4 Nf6 d3 c6", "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6", "e4 c5 Nf3 Nc6 d4 cxd4 Nxd4 Nf6",
        "e4 c5 Nf3 e6 d4 cxd4 Nxd4 a6", "e4 c5 Nc3 Nc6 g3 g6", "e4 c5 c3 Nf6 e5 Nd5", "e4 c5 Nf3 d6 Bb5+ Bd7",
        "e4 c5 Nf3 Nc6 Bb5 g6", "e4 e6 d4 d5 Nc3 Nf6", "e4 e6 d4 d5 e5 c5", "e4 e6 d4 d5 Nd2 c5",
        "e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5", "e4 c6 d4 d5 e5 Bf5", "e4 d6 d4 Nf6 Nc3 g6", "e4 g6 d4 Bg7 Nc3 d6",
        "e4 d5 exd5 Qxd5 Nc3 Qa5", "e4 Nf6 e5 Nd5 d4 d6", "d4 d5 c4 e6 Nc3 Nf6", "d4 d5 c4 c6 Nf3 Nf6",
        "d4 d5 c4 dxc4 Nf3 Nf6", "d4 Nf6 c4 e6 Nc3 Bb4", "d4 Nf6 c4 e6 Nf3 b6", "d4 Nf6 c4 g6 Nc3 Bg7 e4 d6",
        "d4 Nf6 c4 g6 Nc3 d5", "d4 Nf6 c4 c5 d5 e6", "d4 f5 g3 Nf6 Bg2 g6", "d4 d5 Nf3 Nf6 Bf4 e6",
        "d4 d5 c4 e6 Nf3 Be7", "d4 Nf6 Nf3 e6 e3 c5", "c4 e5 Nc3 Nf6 g3 d5", "c4 c5 Nc3 Nc6 g3 g6",
        "c4 Nf6 Nc3 e6 Nf3 d5", "Nf3 d5 g3 Nf6 Bg2 e6", "Nf3 Nf6 c4 g6 Nc3 Bg7", "g3 d5 Bg2 e5 d3 Nf6",
        "b3 e5 Bb2 Nc6 e3 d5", "c4 e6 Nc3 d5 d4 c6", "d4 e6 c4 b6 Nc3 Bb7", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6",
        "d4 Nf6 c4 e6 g3 d5", "e4 c5 Nf3 g6 d4 cxd4",
    };

    public static void main(String[] args) throws IOException {
        if (args.length > 2 && args[0].equals("ab")) {
            many(Variant.byId(args[1]), Integer.parseInt(args[2]));
        } else if (args.length > 0 && args[0].equals("atomic")) {
            atomic();
        } else {
            chess(args.length > 1 ? args[1] : "/usr/games/stockfish");
        }
    }

    private static void chess(String stockfish) throws IOException {
        Process sf = new ProcessBuilder(stockfish).start();
        Writer in = new OutputStreamWriter(sf.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(sf.getInputStream(), StandardCharsets.UTF_8));
        in.write("uci\nsetoption name Threads value 1\nisready\n");
        in.flush();
        while (!out.readLine().equals("readyok")) {
            // the banner and options
        }
        System.out.println("# Balanced chess openings for bench/strength.sh: main lines of common openings, kept when");
        System.out.println("# Stockfish 15.1 (depth 18) scores them within 60 cp. Built by search/OpeningsBuilder (src/bench).");
        for (String line : CHESS_LINES) {
            Position p = Position.initial();
            for (String san : line.split(" ")) {
                p = p.play(San.parse(p, san));
            }
            String fen = Fen.format(p);
            in.write("position fen " + fen + "\ngo depth 18\n");
            in.flush();
            int score = 0;
            String l;
            while (!(l = out.readLine()).startsWith("bestmove")) {
                int i = l.indexOf(" score cp ");
                if (i >= 0) {
                    score = Integer.parseInt(l.substring(i + 10).split(" ")[0]);
                }
            }
            int white = p.sideToMove() > 0 ? score : -score;
            if (Math.abs(white) <= 60) {
                System.out.printf(Locale.ROOT, "%s # %s (%+d cp)%n", fen, line, white);
            } else {
                System.err.printf(Locale.ROOT, "dropped %s (%+d cp)%n", line, white);
            }
        }
        in.write("quit\n");
        in.flush();
    }

    private static void atomic() {
        SplittableRandom random = new SplittableRandom(2115);
        Engine engine = new Engine(0);
        Set<String> kept = new LinkedHashSet<>();
        System.out.println("# Balanced atomic openings for bench/strength.sh: random 4-ply lines, each move chosen as Passant's");
        System.out.println("# medium level chooses, kept when its depth-11 search scores them within 60 cp (Stockfish has no");
        System.out.println("# atomic chess). Built by search/OpeningsBuilder (src/bench).");
        for (int attempt = 0; attempt < 400 && kept.size() < 40; attempt++) {
            Position p = Position.initial(Variant.ATOMIC);
            List<Move> line = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            for (int ply = 0; ply < 4; ply++) {
                Move m = candidate(engine, p, random);
                text.append(ply == 0 ? "" : " ").append(San.format(p, m));
                line.add(m);
                p = p.play(m);
            }
            String fen = Fen.format(p);
            if (kept.contains(fen)) {
                continue;
            }
            engine.newGame();
            engine.setPosition(p, List.of());
            Result r = engine.go(Limits.depth(11), null);
            int white = p.sideToMove() > 0 ? r.score() : -r.score();
            if (Math.abs(white) <= 60) {
                kept.add(fen);
                System.out.printf(Locale.ROOT, "%s # %s (%+d cp)%n", fen, text, white);
            }
        }
    }

    private static void many(Variant variant, int wanted) {
        boolean chess = variant == Variant.CHESS;
        SplittableRandom random = new SplittableRandom(52);
        Engine engine = new Engine(0);
        Set<String> kept = new LinkedHashSet<>();
        System.out.println("# Openings for bench/ab.sh (" + variant.id() + "): " + (chess ? "a line of OpeningsBuilder and 4 plies" : "8 plies")
                + ", each as the medium level chooses,");
        System.out.println("# kept when Passant's depth-8 search scores them within 80 cp. Built by search/OpeningsBuilder ab (src/bench).");
        for (int attempt = 0; attempt < 20 * wanted && kept.size() < wanted; attempt++) {
            Position p = Position.initial(variant);
            StringBuilder text = new StringBuilder();
            if (chess) {
                String line = CHESS_LINES[random.nextInt(CHESS_LINES.length)];
                for (String san : line.split(" ")) {
                    p = p.play(San.parse(p, san));
                }
                text.append(line);
            }
            for (int ply = 0; ply < (chess ? 4 : 8) && !p.legalMoves().isEmpty(); ply++) {
                Move m = candidate(engine, p, random);
                text.append(text.length() == 0 ? "" : " ").append(San.format(p, m));
                p = p.play(m);
            }
            String fen = Fen.format(p);
            if (kept.contains(fen) || p.legalMoves().isEmpty()) {
                continue;
            }
            engine.newGame();
            engine.setPosition(p, List.of());
            Result r = engine.go(Limits.depth(8), null);
            int white = p.sideToMove() > 0 ? r.score() : -r.score();
            if (Math.abs(white) <= 80) {
                kept.add(fen);
                System.out.printf(Locale.ROOT, "%s # %s (%+d cp)%n", fen, text, white);
            }
        }
    }

    /** A move as the medium level chooses it: at random among those its depth-5 search scores within its margin of the best. */
    private static Move candidate(Engine engine, Position p, SplittableRandom random) {
        engine.setLevel(Level.MEDIUM);
        engine.setSeed(random.nextLong());
        engine.setPosition(p, List.of());
        Move m = engine.go(Limits.depth(5), null).best();
        engine.setLevel(Level.HARD);
        return m;
    }
}
