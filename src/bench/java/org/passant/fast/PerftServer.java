package org.passant.fast;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;

import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;

/**
 * The Passant side of bench/compare.mjs: one JVM that answers perft requests on standard input,
 * so that it can be timed like Stockfish's {@code go perft}, request by request in one process.
 * A request is {@code perft VARIANT THREADS DEPTH FEN}, where THREADS may be {@code T/MB} for T threads with a
 * fresh hash table of MB MiB (allocated before the clock starts); the answer {@code nodes N ns T cpu C}, where T is
 * the time of {@link FastGenerator#perft} alone (the CLI's search, without start-up) and C the CPU time
 * used meanwhile (nanoseconds), which other jobs on the machine disturb less: on one thread that thread's
 * own (exact to the microsecond), on more the whole process's (which Linux counts in 10 ms ticks).
 */
public final class PerftServer {
    private PerftServer() {
    }

    private static final com.sun.management.OperatingSystemMXBean PROCESS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final ThreadMXBean THREAD = ManagementFactory.getThreadMXBean();

    private static long cpu(int threads) {
        return threads == 1 ? THREAD.getCurrentThreadCpuTime() : PROCESS.getProcessCpuTime();
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        System.out.println("ready");
        System.out.flush();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] p = line.trim().split(" ", 5);
            if (p.length != 5 || !p[0].equals("perft")) {
                System.out.println("error expected: perft VARIANT THREADS DEPTH FEN");
                System.out.flush();
                continue;
            }
            Variant variant = Variant.byId(p[1]);
            if (variant == null) {
                System.out.println("error unknown variant " + p[1]);
                System.out.flush();
                continue;
            }
            String[] tm = p[2].split("/");
            int threads = Integer.parseInt(tm[0]);
            FastGenerator generator = new FastGenerator(threads, tm.length > 1 ? Integer.parseInt(tm[1]) : 0);
            int depth = Integer.parseInt(p[3]);
            var position = Fen.position(p[4], variant, Validation.LENIENT);
            long cpu = cpu(threads);
            long start = System.nanoTime();
            long nodes = generator.perft(position, depth);
            long ns = System.nanoTime() - start;
            cpu = cpu(threads) - cpu;
            System.out.println("nodes " + nodes + " ns " + ns + " cpu " + cpu);
            System.out.flush();
        }
    }
}
