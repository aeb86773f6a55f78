package org.passant.server;

import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Per-client rate limits: a token bucket per key (a client's address, a seat) holding up to two
 * seconds' worth of requests, refilled at {@code perSecond}. Zero turns the limit off.
 *
 * <p>Memory is bounded without a reset anyone could provoke (issue 48, item 5: a flood of
 * addresses used to clear every bucket): when more than {@link #MAX_KEYS} keys are held, the
 * buckets that are full again are dropped (a full bucket is what a new key gets, so dropping it
 * changes nothing); if that is not enough, new keys share one overflow bucket until room is made.
 */
final class RateLimiter {
    static final int MAX_KEYS = 100_000;
    private static final String OVERFLOW = "\u0000overflow";

    private final double perSecond;
    private final double burst;
    private final LongSupplier millis;
    private final int maxKeys;
    private final Map<String, double[]> buckets = new ConcurrentHashMap<>();
    private volatile long lastDrop = Long.MIN_VALUE / 2;

    RateLimiter(double perSecond, LongSupplier millis) {
        this(perSecond, millis, MAX_KEYS);
    }

    RateLimiter(double perSecond, LongSupplier millis, int maxKeys) {
        this.perSecond = perSecond;
        this.burst = Math.max(1, perSecond * 2);
        this.millis = millis;
        this.maxKeys = maxKeys;
    }

    /** Whether the client may make one more request now (taking a token if so). */
    boolean allow(String client) {
        if (perSecond <= 0) {
            return true;
        }
        long now = millis.getAsLong();
        String key = String.valueOf(client);
        double[] b = buckets.get(key);
        if (b == null) {
            if (buckets.size() >= maxKeys && now - lastDrop >= 1000) {
                lastDrop = now; // at most once a second: a flood of new keys does not make every request walk the map
                dropFull(now);
            }
            b = buckets.size() >= maxKeys ? buckets.computeIfAbsent(OVERFLOW, k -> new double[] {burst, now})
                    : buckets.computeIfAbsent(key, k -> new double[] {burst, now});
        }
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

    /** Drops the buckets that have refilled: their clients are as new ones. */
    private void dropFull(long now) {
        for (Iterator<double[]> it = buckets.values().iterator(); it.hasNext();) {
            double[] b = it.next();
            synchronized (b) {
                if (b[0] + (now - b[1]) * perSecond / 1000.0 >= burst) {
                    it.remove();
                }
            }
        }
    }

    /** How many keys are held (tests). */
    int size() {
        return buckets.size();
    }
}
