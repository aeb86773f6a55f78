package org.passant.server;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Per-client rate limits: a token bucket per client address holding up to two seconds' worth of
 * requests, refilled at {@code perSecond}. Zero turns the limit off.
 */
final class RateLimiter {
    private final double perSecond;
    private final double burst;
    private final LongSupplier millis;
    private final ConcurrentHashMap<String, double[]> buckets = new ConcurrentHashMap<>();

    RateLimiter(double perSecond, LongSupplier millis) {
        this.perSecond = perSecond;
        this.burst = Math.max(1, perSecond * 2);
        this.millis = millis;
    }

    /** Whether the client may make one more request now (taking a token if so). */
    boolean allow(String client) {
        if (perSecond <= 0) {
            return true;
        }
        long now = millis.getAsLong();
        if (buckets.size() > 100_000) {
            buckets.clear(); // a flood of addresses: forget them rather than grow without bound
        }
        double[] b = buckets.computeIfAbsent(client, k -> new double[] {burst, now});
        synchronized (b) {
            b[0] = Math.min(burst, b[0] + (now - b[1]) * perSecond / 1000.0);
            b[1] = now;
            if (b[0] < 1) {
                return false;
            }
            b[0] -= 1;
            return true;
        }
    }
}
