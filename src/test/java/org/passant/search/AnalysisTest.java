package org.passant.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.notation.Uci;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * A finished game analysed by {@link Engine#analyse}: one entry per position, the blunder found
 * by the fall of its side's value, the mate that punished it, and the game's end scored as won
 * (GM-MATE, AT-WIN-EXPLOSION).
 */
class AnalysisTest {

    private static List<Move> san(Position start, String line) {
        List<Move> moves = new ArrayList<>();
        Position p = start;
        for (String s : line.split(" ")) {
            Move m = San.parse(p, s);
            moves.add(m);
            p = p.play(m);
        }
        return moves;
    }

    @Test
    void GM_MATE_aBlunderIsFoundAndTheMateThatPunishedIt() {
        Position start = Position.initial();
        List<Move> moves = san(start, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
        Engine engine = new Engine(0);
        engine.setLevel(Level.EASY);
        List<Analysis> a = engine.analyse(start, moves, Limits.nodes(30_000));
        assertEquals(8, a.size());
        assertEquals(Level.EASY, engine.level(), "the level is restored");
        for (int i = 0; i < moves.size(); i++) {
            assertEquals(i, a.get(i).ply());
            assertEquals(moves.get(i), a.get(i).played());
        }
        // before 3...Nf6 Black had better; after it White mates at once
        assertNotEquals("g8f6", a.get(5).best().uci());
        assertTrue(a.get(5).loss(a.get(6), false) > 5000, "Nf6 loses: " + a.get(5) + " then " + a.get(6));
        assertEquals("h5f7", a.get(6).best().uci());
        assertEquals(1, a.get(6).mateIn());
        // the game is over: Black is mated
        assertNull(a.get(7).best());
        assertNull(a.get(7).played());
        assertEquals(Analysis.MATE_VALUE, a.get(7).value());
        // the moves before the blunder cost little
        assertTrue(a.get(0).loss(a.get(1), true) < 100, a.get(0) + " then " + a.get(1));
    }

    @Test
    void AT_WIN_EXPLOSION_theExplodedKingsSideHasLost() {
        Position start = Fen.position("r1bqkb1r/p1p2ppp/2n1pn2/1p4N1/3P3P/N7/PPP2PP1/R1BQKB1R w KQkq - 2 7", Variant.ATOMIC,
                Validation.STRICT);
        List<Analysis> a = new Engine(0).analyse(start, List.of(Uci.parseLegal(start, "g5f7")), Limits.nodes(30_000));
        assertEquals(2, a.size());
        assertEquals("g5f7", a.get(0).best().uci());
        assertEquals(1, a.get(0).mateIn());
        assertNull(a.get(1).best());
        assertEquals(Analysis.MATE_VALUE, a.get(1).value());
    }
}
