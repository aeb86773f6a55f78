package org.passant.search;

/**
 * What one search may spend, as UCI's {@code go} gives it: a depth, a node count, a fixed time
 * per move, the clocks with increments (and moves to the next time control), or nothing
 * (infinite, until stopped). Zero means "not given". Times are in milliseconds.
 */
public final class Limits {
    int depth;
    long nodes;
    long moveTime;
    long whiteTime;
    long blackTime;
    long whiteIncrement;
    long blackIncrement;
    int movesToGo;
    boolean infinite;

    public static Limits depth(int depth) {
        Limits l = new Limits();
        l.depth = depth;
        return l;
    }

    public static Limits nodes(long nodes) {
        Limits l = new Limits();
        l.nodes = nodes;
        return l;
    }

    public static Limits moveTime(long millis) {
        Limits l = new Limits();
        l.moveTime = millis;
        return l;
    }

    public static Limits clock(long whiteTime, long blackTime, long whiteIncrement, long blackIncrement, int movesToGo) {
        Limits l = new Limits();
        l.whiteTime = whiteTime;
        l.blackTime = blackTime;
        l.whiteIncrement = whiteIncrement;
        l.blackIncrement = blackIncrement;
        l.movesToGo = movesToGo;
        return l;
    }

    public static Limits infinite() {
        Limits l = new Limits();
        l.infinite = true;
        return l;
    }

    public Limits withDepth(int d) {
        depth = d;
        return this;
    }

    public Limits withNodes(long n) {
        nodes = n;
        return this;
    }

    public Limits withMoveTime(long millis) {
        moveTime = millis;
        return this;
    }

    public boolean isInfinite() {
        return infinite;
    }

    /** Whether a clock was given. */
    boolean hasClock() {
        return whiteTime > 0 || blackTime > 0;
    }
}
