package org.passant.modelcheck;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/** Work units 0..n-1 shared out to threads, each thread with its own context (buffers, counters). */
final class Parallel {
    private Parallel() {
    }

    interface Work<C> {
        void run(C context, int unit);
    }

    /** Runs every unit; returns the contexts, one per thread, for merging. Rethrows the first failure. */
    static <C> List<C> run(int units, int threads, Supplier<C> contexts, Work<C> work) {
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<C> result = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < Math.max(1, threads); t++) {
            C context = contexts.get();
            result.add(context);
            Thread worker = new Thread(() -> {
                try {
                    for (int unit = next.getAndIncrement(); unit < units && failure.get() == null; unit = next.getAndIncrement()) {
                        work.run(context, unit);
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }, "modelcheck-" + t);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            try {
                worker.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
        Throwable e = failure.get();
        if (e instanceof RuntimeException r) {
            throw r;
        }
        if (e instanceof Error err) {
            throw err;
        }
        if (e != null) {
            throw new IllegalStateException(e);
        }
        return result;
    }
}
