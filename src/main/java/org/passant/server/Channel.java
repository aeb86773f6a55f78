package org.passant.server;

import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A board's sockets and what they are sent, in the order the board made it, on a shared pool of
 * sending threads (issue 48, item 6: the fan-out happens off the board's monitor, so that a move
 * never waits for its spectators). Tasks run one at a time per board, in the order given; every
 * change of the socket set is such a task too, so a socket hears each event exactly once.
 */
final class Channel {
    private final Executor pool;
    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean draining = new AtomicBoolean();
    /** Only the tasks change it; the state reads its size. */
    final Set<Play.Listener> sockets = ConcurrentHashMap.newKeySet();
    /** When the watchers event was last sent, and whether one is due (touched by the flag sweep's thread only). */
    long watchersSentAt = Long.MIN_VALUE / 2;
    boolean watchersPending;

    Channel(Executor pool) {
        this.pool = pool;
    }

    /** Runs {@code task} after every task given before it, on a sending thread. */
    void execute(Runnable task) {
        tasks.add(task);
        if (draining.compareAndSet(false, true)) {
            pool.execute(this::drain);
        }
    }

    /** Sends a message to every socket (after what was given before). */
    void send(String text) {
        execute(() -> {
            for (Play.Listener l : sockets) {
                l.send(text);
            }
        });
    }

    /** The sockets holding no seat (said by "hello"). */
    int watchers() {
        int n = 0;
        for (Play.Listener l : sockets) {
            if (l.side() == 0) {
                n++;
            }
        }
        return n;
    }

    private void drain() {
        while (true) {
            Runnable t;
            while ((t = tasks.poll()) != null) {
                try {
                    t.run();
                } catch (RuntimeException e) {
                    System.err.println("passant serve: sending to a board's sockets failed once: " + e);
                }
            }
            draining.set(false);
            // a task added between the last poll and the reset would otherwise wait for the next one
            if (tasks.isEmpty() || !draining.compareAndSet(false, true)) {
                return;
            }
        }
    }
}
