package org.passant.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.position.Move;
import org.passant.position.Position;

/**
 * GM-FLAG, from the engine's side: it never loses on time. A fake referee keeps White's clock
 * the way `passant match` does (the wall time of each answer plus a lag the engine cannot see:
 * the pipe, the scheduler, a loaded machine) and asks the engine for its moves with that
 * clock; Black answers at once. The lags are simulated (charged to the clock, not slept), so
 * the test is quick. The clocks are chosen so that an engine that ignores the lag fails (checked
 * by hand: with the lag not learned, the first test's clock sinks to some 150-200 ms, one stall
 * away from a flag, where the learned lag holds it above a second), and large enough that a thread stalled for a few hundred milliseconds on a loaded machine
 * does not flag.
 */
class TimeManagementTest {

    /** White's clock after {@code moves} of White's moves; fails the test the moment it runs out. */
    private static long playOnClock(long clock, long increment, int movesToGo, long lag, int moves) {
        Engine white = new Engine(1);
        white.setHashMegabytes(1);
        Engine black = new Engine(2);
        black.setHashMegabytes(1);
        Position start = Position.initial();
        List<Move> played = new ArrayList<>();
        Position p = start;
        int toGo = movesToGo;
        long initial = clock;
        for (int move = 1; move <= moves; move++) {
            if (p.legalMoves().isEmpty() || played.size() > 200) { // the game is over: the next begins, the clock runs on
                white.newGame();
                played.clear();
                p = start;
            }
            white.setPosition(start, played);
            long begun = System.nanoTime();
            Result r = white.go(Limits.clock(clock, clock, increment, increment, toGo), null);
            long thought = (System.nanoTime() - begun) / 1_000_000;
            clock -= thought + lag;
            final long left = clock;
            final int at = move;
            assertTrue(left > 0, () -> "White lost on time at its move " + at + " (" + left + " ms left; lag " + lag + " ms)");
            clock += increment;
            if (movesToGo > 0 && --toGo == 0) { // the next control: its time is added
                clock += initial;
                toGo = movesToGo;
            }
            played.add(r.best());
            p = p.play(r.best());
            if (p.legalMoves().isEmpty()) {
                continue;
            }
            black.setPosition(start, played);
            Move reply = black.go(Limits.depth(1), null).best();
            played.add(reply);
            p = p.play(reply);
        }
        return clock;
    }

    @Test
    void GM_FLAG_aLagBeyondTheDefaultOverheadIsLearnedFromTheClocks() {
        // 90 ms lost per move against a 100 ms increment: with only the default 50 ms kept back the
        // clock sinks to where the quarter-of-the-clock cap alone saves it; learned, the lag is kept back
        long left = playOnClock(2000, 100, 0, 90, 60);
        assertTrue(left > 500, () -> "the clock ran down to " + left + " ms");
    }

    @Test
    void GM_FLAG_aLowClockIsNeverRunDown() {
        // 40 ms lost per move; the clock starts low and stays where it is
        long left = playOnClock(600, 100, 0, 40, 40);
        assertTrue(left > 300, () -> "the clock ran down to " + left + " ms");
    }

    @Test
    void GM_FLAG_movesToGoShareTheClockUpToTheControl() {
        // 1.5 s for every 10 moves, no increment, 30 ms lost per move, over two controls
        playOnClock(1500, 0, 10, 30, 20);
    }
}
