package org.passant.fast;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;

/**
 * The fast generator: bitboards, magic sliding attacks, pin and check masks, and perft that
 * counts its last ply from the masks, split over threads. It is not proved; it is trusted
 * because its move lists equal the reference generator's (the differential tests). It implements
 * every variant: chess, and atomic chess's explosions ({@link AtomicMoves}, {@link BitPosition#play}).
 * With a hash size, perft and divide remember counts in an exact {@link PerftTable}, one per
 * generator, kept from call to call and shared by its threads.
 */
public final class FastGenerator implements MoveGenerator {
    /** The largest hash table, in MiB. */
    public static final int MAX_HASH_MEGABYTES = PerftTable.MAX_MEGABYTES;

    private final int threads;
    private final int hashMegabytes;
    private final PerftTable table;

    /** On every available core. */
    public FastGenerator() {
        this(Runtime.getRuntime().availableProcessors());
    }

    /** On {@code threads} threads (1 or more) for perft and divide, without a hash table. */
    public FastGenerator(int threads) {
        this(threads, 0);
    }

    /**
     * On {@code threads} threads (1 or more), with a hash table of {@code hashMegabytes} MiB (1 to
     * {@link #MAX_HASH_MEGABYTES}; 0 for none), allocated here.
     *
     * @throws InvalidInputException when the JVM's heap has no room for the table
     */
    public FastGenerator(int threads, int hashMegabytes) {
        this(threads, hashMegabytes, table(threads, hashMegabytes));
    }

    /** On {@code threads} threads with a table of any size (tests use tiny ones), or none: null. */
    FastGenerator(int threads, PerftTable table) {
        this(threads, table == null ? 0 : -1, table);
    }

    private FastGenerator(int threads, int hashMegabytes, PerftTable table) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be 1 or more, not " + threads);
        }
        this.threads = threads;
        this.hashMegabytes = hashMegabytes;
        this.table = table;
    }

    private static PerftTable table(int threads, int hashMegabytes) {
        if (hashMegabytes < 0 || hashMegabytes > MAX_HASH_MEGABYTES) {
            throw new IllegalArgumentException("hash must be 0 to " + MAX_HASH_MEGABYTES + " MiB, not " + hashMegabytes);
        }
        try {
            return hashMegabytes == 0 ? null : new PerftTable(PerftTable.bucketsIn(hashMegabytes), threads > 1);
        } catch (OutOfMemoryError e) {
            throw new InvalidInputException("a hash table of " + hashMegabytes + " MiB does not fit in the JVM's heap of "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MiB (give the JVM more with PASSANT_JAVA_OPTS=-Xmx...)");
        }
    }

    /**
     * Builds the attack tables on a daemon thread, so that a starting process does something else
     * meanwhile (the CLI reads its command line); the first search waits for them if need be.
     */
    public static void buildTablesInBackground() {
        Thread t = new Thread(() -> Attacks.rook(0, 0), "passant-tables");
        t.setDaemon(true);
        t.start();
    }

    /** How sliding attacks are looked up on this JVM: magic bitboards, or PEXT from the multi-release jar on Java 21 and later. */
    public static String slidingAttacks() {
        return Sliders.kind();
    }

    public int threads() {
        return threads;
    }

    /** The hash table's size in MiB; 0 when perft is not hashed (-1: a table made by a test). */
    public int hashMegabytes() {
        return hashMegabytes;
    }


    @Override
    public String name() {
        return "fast";
    }

    /** The bitboards of a position. */
    static BitPosition bits(Position position) {
        return BitPosition.of(position.state(), position.variant().capturesExplode());
    }

    @Override
    public List<Move> legalMoves(Position position) {
        int[] buffer = new int[Moves.MAX];
        int n = Moves.generate(bits(position), buffer, 0);
        List<Move> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(PackedMove.toMove(buffer[i]));
        }
        Collections.sort(moves);
        return moves;
    }

    /** The number of legal moves, counted from the masks as perft's last ply does. */
    public int countLegalMoves(Position position) {
        return Moves.count(bits(position));
    }

    @Override
    public long perft(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        BitPosition root = bits(position);
        if (threads == 1 || depth < 3) {
            return exclusive(() -> new Perft(root, table).perft(depth));
        }
        return ParallelPerft.divide(root, depth, threads, table).total();
    }

    /**
     * Runs a search; with a table made for one thread (no versions), one such search at a time, so
     * that callers sharing this generator cannot race on the table.
     */
    private <T> T exclusive(Supplier<T> search) {
        if (table == null || table.shared()) {
            return search.get();
        }
        synchronized (table) {
            return search.get();
        }
    }

    @Override
    public Map<Move, Long> divide(Position position, int depth) {
        Map<Move, Long> result = new TreeMap<>();
        // as MoveGenerator.divide: below depth 1 each move still counts one
        ParallelPerft.Split split = exclusive(() -> ParallelPerft.divide(bits(position), Math.max(depth, 1), threads, table));
        for (int i = 0; i < split.rootMoves().length; i++) {
            result.put(PackedMove.toMove(split.rootMoves()[i]), split.counts()[i]);
        }
        return result;
    }
}
