package org.passant.search;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;

import org.passant.fast.FastGenerator;
import org.passant.fast.SearchBoard;
import org.passant.notation.Fen;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * The search's speed beside the generator's, in one run on one thread (issue 15's goal: the
 * search's nodes per second within a factor of two of perft's). Three rates per position:
 * perft as {@code passant perft} runs it (the last ply counted from the masks, not visited),
 * perft that plays every move it counts ({@link SearchBoard}'s make and unmake, as the search
 * does), and the hard level's search to a fixed depth. Each is measured after a warm-up, best of
 * {@code rounds}, in the thread's CPU time (so that other processes on a shared machine slow
 * each rate alike rather than the one they happen to overlap).
 *
 * <pre>java -cp target/classes:target/bench-classes org.passant.search.SearchSpeed [rounds]</pre>
 */
public final class SearchSpeed {
    private SearchSpeed() {
    }

    private static final String[][] POSITIONS = {
        {"chess", "start", Fen.INITIAL, "6", "13"},
        {"chess", "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "5", "11"},
        {"chess", "position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "7", "16"},
        {"atomic", "start", Fen.INITIAL, "5", "11"},
    };

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        System.out.println("| position | perft depth | perft (bulk last ply), Mnps | perft playing every move, Mnps | search depth | search, Mnps | search / perft playing every move | search / bulk perft |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
        for (String[] p : POSITIONS) {
            Position position = Fen.position(p[2], Variant.byId(p[0]), Validation.STRICT);
            int perftDepth = Integer.parseInt(p[3]);
            int searchDepth = Integer.parseInt(p[4]);
            double bulk = 0;
            double played = 0;
            double search = 0;
            FastGenerator generator = new FastGenerator(1);
            for (int r = 0; r <= rounds; r++) {
                long t = CPU.getCurrentThreadCpuTime();
                long n = generator.perft(position, perftDepth);
                double b = n / ((CPU.getCurrentThreadCpuTime() - t) / 1e3);
                SearchBoard board = SearchBoard.of(position, perftDepth + 2);
                int[] stack = new int[(perftDepth + 1) * SearchBoard.MAX_MOVES];
                t = CPU.getCurrentThreadCpuTime();
                long visited = visit(board, perftDepth, stack, 0);
                double v = visited / ((CPU.getCurrentThreadCpuTime() - t) / 1e3);
                if (visited != n) {
                    throw new IllegalStateException("perft playing every move counts " + visited + ", perft " + n);
                }
                Engine engine = new Engine(0);
                engine.setPosition(position, List.of());
                t = CPU.getCurrentThreadCpuTime();
                Result result = engine.go(Limits.depth(searchDepth), null);
                double s = result.nodes() / ((CPU.getCurrentThreadCpuTime() - t) / 1e3);
                if (r > 0) { // round 0 warms up
                    bulk = Math.max(bulk, b);
                    played = Math.max(played, v);
                    search = Math.max(search, s);
                }
            }
            System.out.printf(Locale.ROOT, "| %s %s | %d | %.1f | %.1f | %d | %.2f | %.3f | %.4f |%n", p[0], p[1], perftDepth, bulk, played,
                    searchDepth, search, search / played, search / bulk);
        }
    }

    /** Perft that plays and takes back every move down to the leaves, as a search visits them. */
    private static long visit(SearchBoard board, int depth, int[] stack, int start) {
        if (depth == 0) {
            return 1;
        }
        int end = board.generate(stack, start);
        long n = 0;
        for (int i = start; i < end; i++) {
            board.play(stack[i]);
            n += visit(board, depth - 1, stack, end);
            board.undo();
        }
        return n;
    }
}
