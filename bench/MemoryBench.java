import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.passant.game.Game;
import org.passant.notation.San;
import org.passant.position.Move;
import org.passant.position.Position;

/**
 * The memory benchmark's database (bench/memory.sh; issue 48): fills the tables of a database that `passant serve`
 * has made (its migrations ran) with BOARDS live boards of PLIES plies each, two human seats, no clock (nothing flags while it is measured), as
 * the server writes them, so that the server, started on it, holds them all in memory. The games are DISTINCT
 * random legal games (no move ends the game: a move that would is drawn again), each stored BOARDS / DISTINCT
 * times under other codes: every copy is read back, judged and kept by the server on its own.
 *
 *   java -cp target/load-bench:CLASSPATH MemoryBench JDBC_URL BOARDS PLIES DISTINCT
 */
public final class MemoryBench {
    public static void main(String[] args) throws Exception {
        String url = args[0];
        int boards = Integer.parseInt(args[1]);
        int plies = Integer.parseInt(args[2]);
        int distinct = Integer.parseInt(args[3]);
        Random random = new Random(48);
        List<List<String[]>> games = new ArrayList<>();
        for (int g = 0; g < distinct; g++) {
            games.add(game(random, plies));
        }
        long now = System.currentTimeMillis();
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            try (PreparedStatement p = c.prepareStatement("INSERT INTO players (id, created_at, pub) VALUES (?, ?, ?)");
                    PreparedStatement b = c.prepareStatement("INSERT INTO boards (code, variant, start_fen, white_seat, black_seat,"
                            + " white_kind, black_kind, white_player, black_player, level, initial_ms, increment_ms, white_ms, black_ms,"
                            + " status, result, termination, draw_offer, takeback_offer, version, created_at, updated_at, plies)"
                            + " VALUES (?, 'chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', ?, ?, 'human', 'human',"
                            + " ?, ?, NULL, 0, 0, 0, 0, 'playing', NULL, NULL, 0, 0, ?, ?, ?, ?)");
                    PreparedStatement m = c.prepareStatement("INSERT INTO moves (code, ply, uci, san, white_ms, black_ms, played_at)"
                            + " VALUES (?, ?, ?, ?, 0, 0, ?)")) {
                for (int i = 0; i < 2; i++) {
                    p.setString(1, "memory-bench-player-" + i);
                    p.setLong(2, now);
                    p.setString(3, "memorybenchpub0" + i);
                    p.executeUpdate();
                }
                for (int i = 0; i < boards; i++) {
                    String code = String.format("m%07d", i);
                    List<String[]> game = games.get(i % distinct);
                    b.setString(1, code);
                    b.setString(2, "0".repeat(64)); // digests of seats nobody holds
                    b.setString(3, "1".repeat(64));
                    b.setString(4, "memory-bench-player-0");
                    b.setString(5, "memory-bench-player-1");
                    b.setLong(6, game.size() + 2);
                    b.setLong(7, now);
                    b.setLong(8, now);
                    b.setInt(9, game.size());
                    b.executeUpdate();
                    for (int ply = 0; ply < game.size(); ply++) {
                        m.setString(1, code);
                        m.setInt(2, ply + 1);
                        m.setString(3, game.get(ply)[0]);
                        m.setString(4, game.get(ply)[1]);
                        m.setLong(5, now);
                        m.addBatch();
                    }
                    m.executeBatch();
                    if (i % 500 == 499) {
                        c.commit();
                    }
                }
            }
            c.commit();
        }
        System.out.printf("stored %d boards of %d plies (%d distinct games)%n", boards, plies, distinct);
    }

    /** A random legal game of {@code plies} plies that is not over at its end: [uci, san] per ply. */
    static List<String[]> game(Random random, int plies) {
        while (true) {
            Game g = new Game(Position.initial());
            List<String[]> out = new ArrayList<>();
            while (out.size() < plies) {
                List<Move> legal = new ArrayList<>(g.legalMoves());
                Move chosen = null;
                while (!legal.isEmpty()) {
                    Move m = legal.remove(random.nextInt(legal.size()));
                    Game probe = new Game(g.position());
                    probe.play(m);
                    if (probe.outcome().isEmpty()) {
                        chosen = m;
                        break;
                    }
                }
                if (chosen == null) {
                    break; // every move ends it: begin again
                }
                out.add(new String[] {chosen.uci(), San.format(g.position(), chosen)});
                g.play(chosen);
                if (g.isOver()) {
                    break;
                }
            }
            if (out.size() == plies) {
                return out;
            }
        }
    }
}
