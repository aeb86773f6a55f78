package org.passant.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.passant.Positions;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;
import org.passant.notation.Uci;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Setups;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * Every reason explain gives carries a message key and its values (issue 45: a client composes
 * the reason in its own language), every key is listed in docs/API.md, and the keys' values are
 * those the English reason names.
 */
class ExplainKeysTest {
    private static final Pattern KEY_VALUE = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    @Test
    void everyVerdictOfEveryMoveTriedHasAKeyThatDocsApiLists() throws IOException {
        Set<String> seen = new TreeSet<>();
        Random random = new Random(45);
        String[] starts = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R1QK1R1 w KQkq - 0 1", "r3k2r/1P6/8/8/8/8/6p1/R3K2R b KQkq - 0 1"};
        int explained = 0;
        for (Variant v : Variant.values()) {
            for (int s = 0; s < starts.length + 3; s++) {
                Position p = s < starts.length ? Fen.position(starts[s], v, Validation.STRICT)
                        : Position.of(Setups.chess960(random.nextInt(Setups.CHESS960_POSITIONS)), v, Validation.STRICT);
                for (int ply = 0; ply < 24 && !p.legalMoves().isEmpty(); ply++) {
                    if (ply % 8 == 0) {
                        explained += explainEverything(p, seen);
                    }
                    List<Move> legal = p.legalMoves();
                    p = p.play(legal.get(random.nextInt(legal.size())));
                }
            }
        }
        assertTrue(explained > 5_000, "moves explained: " + explained);
        Set<String> documented = documentedKeys();
        Set<String> missing = new TreeSet<>(seen);
        missing.removeAll(documented);
        assertTrue(missing.isEmpty(), "keys explain gives that docs/API.md does not list: " + missing);
        assertTrue(seen.size() >= 40, "the random moves reached most reasons: " + seen);
    }

    /** Every move of a piece of the side to move to every square (and a promotion to a queen): all legal, most not. */
    private static int explainEverything(Position p, Set<String> seen) {
        int n = 0;
        int side = p.sideToMove();
        for (int from = 0; from < 64; from++) {
            if (p.pieceAt(from) == Piece.EMPTY || Piece.sideOf(p.pieceAt(from)) != side) {
                continue;
            }
            for (int to = 0; to < 64; to++) {
                boolean pawn = Piece.type(p.pieceAt(from)) == Piece.PAWN;
                for (int promotion : pawn ? new int[] {0, Piece.QUEEN} : new int[] {0}) {
                    Explanation e = Explain.explain(p, new Move(from, to, promotion));
                    for (ClauseVerdict c : e.clauses()) {
                        assertNotNull(c.key(), () -> c + " of " + e.move().uci() + " in " + p);
                        assertTrue(KEY_VALUE.matcher(c.key()).matches(), c.key());
                        for (Object value : c.args().values()) {
                            assertTrue(value instanceof String || value instanceof Map || value instanceof List, c.toString());
                        }
                        seen.add(c.key());
                    }
                    n++;
                }
            }
        }
        return n;
    }

    /** The keys of docs/API.md's table of explain keys. */
    static Set<String> documentedKeys() throws IOException {
        Path api = Path.of("").toAbsolutePath();
        while (!Files.exists(api.resolve("pom.xml"))) {
            api = api.getParent();
        }
        String text = Files.readString(api.resolve("docs/API.md"));
        int at = text.indexOf("### The keys of explain's reasons");
        assertTrue(at > 0, "docs/API.md has the table of explain keys");
        Set<String> keys = new TreeSet<>();
        Pattern each = Pattern.compile("`([a-z0-9-]+)`");
        for (String line : text.substring(at).split("\n")) {
            if (line.startsWith("### ") && !line.startsWith("### The keys of explain")) {
                break;
            }
            if (line.startsWith("| `")) {
                Matcher k = each.matcher(line.substring(0, line.indexOf(" |", 2)));
                while (k.find()) {
                    keys.add(k.group(1));
                }
            }
        }
        return keys;
    }

    @Test
    void FIDE_3_3_aRookBlockedOnItsFileIsRookLineWithItsSquares() {
        Position p = Positions.fen("4k3/8/8/8/P7/8/8/R3K3 w - - 0 1");
        ClauseVerdict c = Explain.explain(p, Uci.parse("a1a5")).clauses().stream().filter(v -> !v.holds()).findFirst()
                .orElseThrow();
        assertEquals("FIDE-3.3", c.id());
        assertEquals("a rook cannot move from a1 to a5 (not on one line, or a piece stands between)", c.reason());
        assertEquals("rook-line", c.key());
        assertEquals(Map.of("piece", "rook", "from", "a1", "to", "a5"), c.args());
    }

    @Test
    void EP_KING_SAFETY_theAttackersAreValuesAsTheReasonNamesThem() {
        Position p = Positions.fen("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2");
        ClauseVerdict c = Explain.explain(p, Uci.parse("e5d6")).clauses().stream().filter(v -> !v.holds()).findFirst()
                .orElseThrow();
        assertEquals("after the capture the white king on h5 would be attacked by the black rook on a5", c.reason());
        assertEquals("ep-king-attacked", c.key());
        assertEquals(Map.of("color", "white", "square", "h5",
                "attackers", List.of(Map.of("color", "black", "piece", "rook", "square", "a5"))), c.args());
    }
}
