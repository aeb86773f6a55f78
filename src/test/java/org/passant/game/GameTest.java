package org.passant.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.passant.Positions.fen;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;

/** The game layer: undo, repetition, outcomes under both draw policies, clocks. */
class GameTest {

    private static Game playAll(Game g, String moves) {
        for (String m : moves.trim().split("\\s+")) {
            g.play(m);
        }
        return g;
    }

    @Test
    void GM_UNDO_restoresEverythingExactly() {
        Game g = new Game();
        playAll(g, "e4 d5 e5 f5");
        Position before = g.position();
        int repetitions = g.repetitions();
        g.play("exf6");
        g.play("Nxf6");
        g.play("Ke2");
        assertFalse(g.position().hasCastlingRight(0));
        g.undo();
        g.undo();
        g.undo();
        assertEquals(before, g.position());
        assertEquals("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", Fen.format(g.position()));
        assertEquals(repetitions, g.repetitions());
        assertEquals(4, g.moves().size());
    }

    @Test
    void GM_UNDO_refusedAtTheStart() {
        assertThrows(InvalidInputException.class, () -> new Game().undo());
    }

    @Test
    void GM_MATE_checkmateWins() {
        Game g = playAll(new Game(), "f3 e5 g4 Qh4");
        Outcome o = g.outcome().orElseThrow();
        assertEquals(Termination.CHECKMATE, o.termination());
        assertEquals(Piece.BLACK, o.winner());
        assertEquals("0-1", o.result());
        assertThrows(InvalidInputException.class, () -> g.play("a3"));
        assertTrue(g.legalMoves().isEmpty());
    }

    @Test
    void GM_MATE_stalemateDraws() {
        Game g = new Game(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
        Outcome o = g.outcome().orElseThrow();
        assertEquals(Termination.STALEMATE, o.termination());
        assertTrue(o.isDraw());
    }

    private static final String SHUFFLE = "Nf3 Nf6 Ng1 Ng8";

    @Test
    void GM_REPETITION_automaticPolicyEndsAtThreefold() {
        Game g = new Game();
        playAll(g, SHUFFLE);
        assertEquals(2, g.repetitions());
        assertTrue(g.outcome().isEmpty());
        playAll(g, SHUFFLE);
        assertEquals(3, g.repetitions());
        assertEquals(Termination.THREEFOLD_REPETITION, g.outcome().orElseThrow().termination());
    }

    @Test
    void GM_REPETITION_fidePolicyClaimsAtThreeAndEndsAtFive() {
        Game g = new Game(Position.initial(), DrawPolicy.FIDE);
        playAll(g, SHUFFLE + " " + SHUFFLE);
        assertEquals(3, g.repetitions());
        assertTrue(g.outcome().isEmpty());
        assertTrue(g.canClaimDraw());
        playAll(g, SHUFFLE + " " + SHUFFLE);
        assertEquals(5, g.repetitions());
        assertEquals(Termination.FIVEFOLD_REPETITION, g.outcome().orElseThrow().termination());
    }

    @Test
    void GM_REPETITION_claimUnderFide() {
        Game g = new Game(Position.initial(), DrawPolicy.FIDE);
        assertThrows(InvalidInputException.class, g::claimDraw);
        playAll(g, SHUFFLE + " " + SHUFFLE);
        Outcome o = g.claimDraw();
        assertEquals(Termination.THREEFOLD_REPETITION, o.termination());
        assertEquals(o, g.outcome().orElseThrow());
        g.undo();
        assertTrue(g.outcome().isEmpty(), "undo takes back the claim with the move");
    }

    @Test
    void GM_REPETITION_castlingRightsMakePositionsDifferent() {
        // The rook goes out and back: same squares, but the kingside right is gone.
        Game g = new Game(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
        playAll(g, "Rh2 Rh7 Rh1 Rh8 Rh2 Rh7 Rh1 Rh8");
        assertEquals(2, g.repetitions());
    }

    @Test
    void GM_FIFTY_automaticPolicyEndsAtFiftyMoves() {
        Game g = new Game(fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
        assertTrue(g.outcome().isEmpty());
        g.play("Ra2");
        assertEquals(Termination.FIFTY_MOVES, g.outcome().orElseThrow().termination());
    }

    @Test
    void GM_FIFTY_fidePolicyClaimsAtFiftyAndEndsAtSeventyFive() {
        Game g = new Game(fen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"), DrawPolicy.FIDE);
        assertTrue(g.outcome().isEmpty());
        assertTrue(g.canClaimDraw());
        Game h = new Game(fen("4k3/8/8/8/8/8/8/R3K3 w - - 150 100"), DrawPolicy.FIDE);
        assertEquals(Termination.SEVENTY_FIVE_MOVES, h.outcome().orElseThrow().termination());
    }

    @Test
    void GM_FIFTY_checkmateOnTheFiftiethMoveStillWins() {
        Game g = new Game(fen("6k1/5ppp/8/8/8/8/8/R3K3 w - - 99 80"));
        g.play("Ra8");
        assertEquals(Termination.CHECKMATE, g.outcome().orElseThrow().termination());
    }

    @Test
    void GM_CLOCK_onlyTheSideToMoveRunsAndTheFlagLoses() {
        AtomicLong now = new AtomicLong();
        Clock clock = new Clock(Duration.ofMinutes(1), Duration.ofMinutes(2), now::get);
        Game g = new Game().withClock(clock, false);
        now.addAndGet(Duration.ofSeconds(10).toNanos());
        g.play("e4");
        now.addAndGet(Duration.ofSeconds(30).toNanos());
        assertEquals(Duration.ofSeconds(50), clock.remaining(Piece.WHITE));
        assertEquals(Duration.ofSeconds(90), clock.remaining(Piece.BLACK));
        g.play("e5");
        now.addAndGet(Duration.ofSeconds(51).toNanos());
        Outcome o = g.outcome().orElseThrow();
        assertEquals(Termination.TIME_FORFEIT, o.termination());
        assertEquals(Piece.BLACK, o.winner());
    }

    @Test
    void GM_CLOCK_fideOptionDrawsWhenTheOpponentCannotMate() {
        AtomicLong now = new AtomicLong();
        Clock clock = new Clock(Duration.ofMinutes(1), Duration.ofMinutes(1), now::get);
        Game g = new Game(fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")).withClock(clock, true);
        now.addAndGet(Duration.ofMinutes(2).toNanos());
        Outcome o = g.outcome().orElseThrow();
        assertEquals(Termination.TIMEOUT_VS_INSUFFICIENT_MATERIAL, o.termination());
        assertTrue(o.isDraw());
    }

    @Test
    void GM_CLOCK_timesAreBetweenOneAndSixtyMinutes() {
        assertThrows(IllegalArgumentException.class, () -> Clock.of(Duration.ofSeconds(30)));
        assertThrows(IllegalArgumentException.class, () -> Clock.of(Duration.ofMinutes(61)));
        assertEquals(Duration.ofMinutes(60), Clock.of(Duration.ofMinutes(60)).remaining(Piece.WHITE));
    }

    @Test
    void insufficientMaterialFollowsPythonChess() {
        assertTrue(fen("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1").insufficientMaterial(Piece.WHITE));
        assertFalse(fen("4k3/4p3/8/8/8/8/8/4K1N1 w - - 0 1").insufficientMaterial(Piece.WHITE));
        // Bishops on c1 (dark) and f1 (light) can mate; on d1 and f1 (both light) they cannot.
        assertFalse(fen("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1").insufficientMaterial(Piece.WHITE));
        assertTrue(fen("4k3/8/8/8/8/8/8/3BKB2 w - - 0 1").insufficientMaterial(Piece.WHITE));
        assertFalse(fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").insufficientMaterial(Piece.WHITE));
    }
}
