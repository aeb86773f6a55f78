package org.passant.game;

import java.time.Duration;
import java.util.function.LongSupplier;

import org.passant.kernel.Piece;

/**
 * A chess clock (GM-CLOCK): a time per side, 1 to 60 minutes, of which only the clock of the
 * side to move runs. Time comes from a nanosecond source, so tests can drive it by hand.
 */
public final class Clock {
    public static final Duration MIN = Duration.ofMinutes(1);
    public static final Duration MAX = Duration.ofMinutes(60);

    private final LongSupplier nanoTime;
    private long whiteNanos;
    private long blackNanos;
    private int running;
    private long since;

    /** A clock with the given times per side, not yet running. */
    public Clock(Duration white, Duration black, LongSupplier nanoTime) {
        check(white, "white");
        check(black, "black");
        this.whiteNanos = white.toNanos();
        this.blackNanos = black.toNanos();
        this.nanoTime = nanoTime;
    }

    /** The same time for both sides, on the system's monotonic clock. */
    public static Clock of(Duration each) {
        return new Clock(each, each, System::nanoTime);
    }

    private static void check(Duration d, String side) {
        if (d.compareTo(MIN) < 0 || d.compareTo(MAX) > 0) {
            throw new IllegalArgumentException(side + " clock must be between 1 and 60 minutes, not " + d);
        }
    }

    /** Starts the clock of the given side (the other stops). */
    public void run(int side) {
        stop();
        running = side;
        since = nanoTime.getAsLong();
    }

    /** Stops whichever clock runs, booking its time. */
    public void stop() {
        if (running != 0) {
            long now = nanoTime.getAsLong();
            if (running == Piece.WHITE) {
                whiteNanos -= now - since;
            } else {
                blackNanos -= now - since;
            }
            since = now;
            running = 0;
        }
    }

    /** The side whose clock runs, or 0. */
    public int running() {
        return running;
    }

    /** The time left for a side, never negative. */
    public Duration remaining(int side) {
        long left = side == Piece.WHITE ? whiteNanos : blackNanos;
        if (running == side) {
            left -= nanoTime.getAsLong() - since;
        }
        return Duration.ofNanos(Math.max(0, left));
    }

    /** The side whose time has run out, or 0. */
    public int flagged() {
        if (remaining(Piece.WHITE).isZero()) {
            return Piece.WHITE;
        }
        if (remaining(Piece.BLACK).isZero()) {
            return Piece.BLACK;
        }
        return 0;
    }
}
