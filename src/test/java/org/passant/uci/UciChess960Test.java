package org.passant.uci;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The UCI engine's UCI_Chess960 option (C960-NOTATION): offered as a check, default false;
 * castling written e1g1 without it and king-takes-rook (e1h1) with it; Shredder-FEN read; moves of
 * {@code position} read as written in Chess960 mode. Counts are worked out by hand in each comment.
 */
class UciChess960Test {

    private static List<String> session(boolean chess960, String... commands) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        new UciServer(new BufferedReader(new StringReader(String.join("\n", commands) + "\n")), out, "Passant test", 0,
                chess960).run();
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void C960_NOTATION_uciEngineOffersUciChess960() throws IOException {
        assertTrue(session(false, "uci").contains("option name UCI_Chess960 type check default false"));
        assertTrue(session(true, "uci").contains("option name UCI_Chess960 type check default true")); // passant uci --chess960
        List<String> bad = session(false, "setoption name UCI_Chess960 value maybe");
        assertTrue(bad.stream().anyMatch(l -> l.startsWith("info string error: setoption UCI_Chess960")), bad.toString());
    }

    @Test
    void C960_NOTATION_uciEngineWritesKingTakesRook() throws IOException {
        // white: king e1, rook h1; O-O is the one castling
        List<String> standard = session(false, "position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1", "go perft 1");
        assertTrue(standard.contains("e1g1: 1") && !standard.contains("e1h1: 1"), standard.toString());
        List<String> chess960 = session(false, "setoption name UCI_Chess960 value true",
                "position fen 4k3/8/8/8/8/8/8/4K2R w H - 0 1", "go perft 1");
        assertTrue(chess960.contains("e1h1: 1") && !chess960.contains("e1g1: 1"), chess960.toString());
        // back to false: the king's step again
        List<String> off = session(true, "setoption name UCI_Chess960 value false",
                "position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1", "go perft 1");
        assertTrue(off.contains("e1g1: 1"), off.toString());
    }

    @Test
    void C960_NOTATION_uciEngineReadsChess960Moves() throws IOException {
        // king b1, rooks a1 and h1, black king e8. After the king's step b1c1 the black king has
        // d8 d7 e7 f7 f8 (5); after O-O-O b1a1 the rook on d1 takes d8 and d7 away (3).
        List<String> step = session(true, "position fen 4k3/8/8/8/8/8/8/RK5R w AH - 0 1 moves b1c1", "go perft 1");
        assertTrue(step.contains("Nodes searched: 5"), step.toString());
        List<String> castled = session(true, "position fen 4k3/8/8/8/8/8/8/RK5R w AH - 0 1 moves b1a1", "go perft 1");
        assertTrue(castled.contains("Nodes searched: 3"), castled.toString());
        // the standard form is read too: e1g1 in the initial arrangement after the pieces have gone
        List<String> standardForm = session(true, "position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1g1", "go perft 1");
        assertFalse(standardForm.stream().anyMatch(l -> l.startsWith("info string error")), standardForm.toString());
        // with the rook on f1 and king g1 the black king has d8 d7 e7 (f7, f8 on the f-file): 3
        assertTrue(standardForm.contains("Nodes searched: 3"), standardForm.toString());
    }
}
