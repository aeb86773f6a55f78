package org.passant.fast;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Perft split over threads: the tree is cut below the root's children (depth-2 subtrees, or the
 * root moves themselves for shallow searches), and each thread takes the next subtree from a
 * shared counter, on its own copy of the position. Counts are summed per root move, so the
 * total and the divide are those of one thread, in any schedule.
 */
final class ParallelPerft {
    private ParallelPerft() {
    }

    /** The count below each root move, in the order {@link Moves#generate} gives them, and those moves. */
    record Split(int[] rootMoves, long[] counts) {
        long total() {
            long sum = 0;
            for (long c : counts) {
                sum += c;
            }
            return sum;
        }
    }

    /** Perft of depth {@code depth >= 1} below each root move, on up to {@code threads} threads sharing {@code table} (or none: null). */
    static Split divide(BitPosition root, int depth, int threads, PerftTable table) {
        int[] buffer = new int[Moves.MAX];
        int rootCount = Moves.generate(root, buffer, 0);
        int[] rootMoves = java.util.Arrays.copyOf(buffer, rootCount);
        long[] counts = new long[rootCount];
        if (depth == 1) {
            java.util.Arrays.fill(counts, 1);
            return new Split(rootMoves, counts);
        }
        // a task is a root move and, from depth 3 on, one of its replies: enough pieces to balance two or more threads
        int cut = depth >= 3 ? 2 : 1;
        int[] taskRoot;
        int[] taskReply;
        if (cut == 1) {
            taskRoot = new int[rootCount];
            taskReply = new int[rootCount];
            for (int i = 0; i < rootCount; i++) {
                taskRoot[i] = i;
                taskReply[i] = -1;
            }
        } else {
            int[] replies = new int[Moves.MAX];
            int[] rs = new int[rootCount * 64];
            int[] ps = new int[rootCount * 64];
            int tasks = 0;
            long[] snapshot = new long[BitPosition.SNAPSHOT];
            root.save(snapshot, 0);
            for (int i = 0; i < rootCount; i++) {
                root.play(rootMoves[i]);
                int n = Moves.generate(root, replies, 0);
                root.restore(snapshot, 0);
                if (tasks + n > rs.length) {
                    rs = java.util.Arrays.copyOf(rs, 2 * (tasks + n));
                    ps = java.util.Arrays.copyOf(ps, 2 * (tasks + n));
                }
                for (int j = 0; j < n; j++) {
                    rs[tasks] = i;
                    ps[tasks] = replies[j];
                    tasks++;
                }
            }
            taskRoot = java.util.Arrays.copyOf(rs, tasks);
            taskReply = java.util.Arrays.copyOf(ps, tasks);
        }

        int workers = Math.max(1, Math.min(threads, taskRoot.length));
        AtomicInteger next = new AtomicInteger();
        long[][] partial = new long[workers][rootCount];
        Runnable[] jobs = new Runnable[workers];
        for (int w = 0; w < workers; w++) {
            long[] mine = partial[w];
            jobs[w] = () -> {
                Perft perft = new Perft(root.copy(), table);
                BitPosition p = perft.position();
                long[] start = new long[BitPosition.SNAPSHOT];
                p.save(start, 0);
                perft.reserve(depth);
                for (int t = next.getAndIncrement(); t < taskRoot.length; t = next.getAndIncrement()) {
                    p.play(rootMoves[taskRoot[t]]);
                    if (taskReply[t] >= 0) {
                        p.play(taskReply[t]);
                    }
                    mine[taskRoot[t]] += perft.perft(depth - cut);
                    p.restore(start, 0);
                }
            };
        }
        run(jobs);
        for (long[] part : partial) {
            for (int i = 0; i < rootCount; i++) {
                counts[i] += part[i];
            }
        }
        return new Split(rootMoves, counts);
    }

    /** Runs the jobs, the first on this thread and each other on its own; rethrows the first failure. */
    private static void run(Runnable[] jobs) {
        Thread[] others = new Thread[jobs.length - 1];
        Throwable[] failure = new Throwable[1];
        for (int i = 1; i < jobs.length; i++) {
            Runnable job = jobs[i];
            others[i - 1] = new Thread(() -> {
                try {
                    job.run();
                } catch (Throwable e) {
                    synchronized (failure) {
                        if (failure[0] == null) {
                            failure[0] = e;
                        }
                    }
                }
            }, "perft-" + i);
            others[i - 1].setDaemon(true);
            others[i - 1].start();
        }
        try {
            jobs[0].run();
        } finally {
            for (Thread t : others) {
                boolean interrupted = false;
                while (true) {
                    try {
                        t.join();
                        break;
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        synchronized (failure) {
            if (failure[0] instanceof RuntimeException e) {
                throw e;
            }
            if (failure[0] instanceof Error e) {
                throw e;
            }
        }
    }
}
