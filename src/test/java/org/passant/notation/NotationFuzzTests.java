package org.passant.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.passant.FuzzOutcomes;
import org.passant.kernel.Piece;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * Coverage-guided fuzzing (Jazzer) of the notation parsers: FEN, SAN, UCI and the perft file
 * format. The only acceptable outcomes are a parsed value or the parser's named error
 * ({@link InvalidInputException}, one line, its input quoted at most 80 characters, no control
 * character); anything else (another exception, a stack overflow, a hang) is a finding. In a plain
 * {@code mvn test} each target replays its inputs directory
 * ({@code src/test/resources/org/passant/notation/NotationFuzzTestsInputs/<method>/}: seeds, and
 * every crashing input ever found); with {@code JAZZER_FUZZ=1} one target fuzzes for its
 * {@code maxDuration} (the build's fuzz executions in pom.xml).
 */
public class NotationFuzzTests {

    static String text(byte[] data) {
        return new String(data, StandardCharsets.UTF_8);
    }

    /** The first byte picks the variant and the validation; the rest is the text. */
    static Variant variant(byte[] data) {
        return data.length > 0 && (data[0] & 1) != 0 ? Variant.ATOMIC : Variant.CHESS;
    }

    static Validation validation(byte[] data) {
        return data.length > 0 && (data[0] & 2) != 0 ? Validation.LENIENT : Validation.STRICT;
    }

    static String rest(byte[] data) {
        return data.length == 0 ? "" : new String(data, 1, data.length - 1, StandardCharsets.UTF_8);
    }

    @FuzzTest(maxDuration = "12s")
    @DictionaryEntries({"rnbqkbnr", "pppppppp", "PPPPPPPP", "RNBQKBNR", "/8/", "8/8/8/8", " w ", " b ", "KQkq", " - ",
        "e3", "d6", " 0 1", "4k3", "4K3", "3pP3", "08", "\t"})
    void fen(byte[] data) {
        checkFen(data);
    }

    /** The fen target's check, also run by the combined target of the build ({@code org.passant.AllParsersFuzzTests}). */
    public static void checkFen(byte[] data) {
        String fen = rest(data);
        Variant variant = variant(data);
        Validation validation = validation(data);
        Position p;
        try {
            p = Fen.position(fen, variant, validation);
        } catch (FenException e) {
            FuzzOutcomes.assertNamedError(e);
            return;
        }
        // a position read is written back and read again to the same position
        for (EpMode mode : EpMode.values()) {
            String written = Fen.format(p, mode);
            assertEquals(written, Fen.format(Fen.position(written, variant, validation), mode), fen);
        }
    }

    /** Positions to read SAN and UCI moves in: the start, Kiwipete, an en passant and a promotion position. */
    static final List<Position> POSITIONS = List.of(
            Position.initial(Variant.CHESS),
            Fen.position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            Fen.position("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"),
            Fen.position("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"),
            Position.initial(Variant.ATOMIC));

    static Position position(byte[] data) {
        return POSITIONS.get(data.length == 0 ? 0 : (data[0] & 0xff) % POSITIONS.size());
    }

    @FuzzTest(maxDuration = "12s")
    @DictionaryEntries({"N", "B", "R", "Q", "K", "x", "=Q", "+", "#", "O-O", "O-O-O", "e.p.", "exf6", "e4", "Nf3", "bxa8=Q"})
    void san(byte[] data) {
        checkSan(data);
    }

    /** The san target's check, also run by the combined target of the build ({@code org.passant.AllParsersFuzzTests}). */
    public static void checkSan(byte[] data) {
        Position p = position(data);
        String san = rest(data);
        checkLenientSan(p, san);
        Move m;
        try {
            m = San.parse(p, san, validation(data.length == 0 ? data : new byte[] {(byte) (data[0] >> 3)}));
        } catch (InvalidInputException e) {
            FuzzOutcomes.assertNamedError(e);
            return;
        }
        // a move read is legal, and its own SAN names it again
        assertEquals(m, San.parse(p, San.format(p, m)), san);
    }

    /** The lenient reader (the game server's, issue 45) and its explanation of what a text means: a legal move, the move strict SAN reads, or a named error. */
    private static void checkLenientSan(Position p, String san) {
        try {
            Move lenient = San.parseLenient(p, san);
            assertTrue(p.isLegal(lenient), san);
            try {
                assertEquals(San.parse(p, san, Validation.LENIENT), lenient, "as written first: " + san);
            } catch (InvalidInputException e) {
                // another reading of the letters' case
            }
        } catch (InvalidInputException e) {
            FuzzOutcomes.assertNamedError(e);
        }
        try {
            San.Meant meant = San.meant(p, san);
            for (Move x : meant.moves()) {
                assertEquals(Piece.type(meant.piece()), Piece.type(p.pieceAt(x.from())), san);
            }
        } catch (InvalidInputException e) {
            FuzzOutcomes.assertNamedError(e);
        }
    }

    @FuzzTest(maxDuration = "12s")
    @DictionaryEntries({"e2e4", "e7e8q", "e1g1", "a7b8N", "h2h1r"})
    void uci(byte[] data) {
        checkUci(data);
    }

    /** The uci target's check, also run by the combined target of the build ({@code org.passant.AllParsersFuzzTests}). */
    public static void checkUci(byte[] data) {
        Position p = position(data);
        String uci = rest(data);
        Move m;
        try {
            m = Uci.parse(uci);
        } catch (InvalidInputException e) {
            FuzzOutcomes.assertNamedError(e);
            return;
        }
        assertEquals(m, Uci.parse(m.uci()), uci);
        try {
            // the legal move read is the one the text names: itself, or castling written as the king's
            // step (e1g1) or as king-takes-rook (e1h1) (C960-NOTATION)
            Move legal = Uci.parseLegal(p, uci);
            assertTrue(p.isLegal(legal), uci);
            if (legal.castling()) {
                assertTrue(legal.uci(false).equals(m.uci()) || legal.uci(true).equals(m.uci()), uci + " read as " + legal.uci(true));
            } else {
                assertEquals(m, legal, uci);
            }
        } catch (InvalidInputException e) {
            FuzzOutcomes.assertNamedError(e);
        }
    }

    @FuzzTest(maxDuration = "12s")
    // (no line end in an entry: libFuzzer's dictionary file is line-based, and a raw newline breaks it)
    @DictionaryEntries({"id ", "epd ", "fen ", "perft ", "# ", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "perft 1 20", "9999999999999999999"})
    void perftFile(byte[] data) {
        checkPerftFile(data);
    }

    /** The perftFile target's check, also run by the combined target of the build ({@code org.passant.AllParsersFuzzTests}). */
    public static void checkPerftFile(byte[] data) {
        List<PerftSuite.Entry> entries;
        try {
            entries = PerftSuite.parse(Arrays.asList(text(data).split("\r?\n", -1)), "fuzz.perft");
        } catch (InvalidInputException e) {
            FuzzOutcomes.assertNamedError(e);
            return;
        }
        for (PerftSuite.Entry entry : entries) {
            for (PerftSuite.Expectation x : entry.expectations()) {
                if (x.depth() < 1 || x.depth() > PerftSuite.MAX_DEPTH || x.nodes() < 0) {
                    throw new AssertionError("out of range: " + x);
                }
            }
            try {
                entry.position(Variant.CHESS);
            } catch (InvalidInputException e) {
                FuzzOutcomes.assertNamedError(e);
            }
        }
    }
}
