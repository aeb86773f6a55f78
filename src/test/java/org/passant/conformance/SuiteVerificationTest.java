package org.passant.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.passant.position.InvalidInputException;
import org.passant.position.Variant;
import org.passant.reference.KernelGenerator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A suite file is trusted only when the kernel derives its facts again: each tampered fact
 * (perft counts, legal moves, FEN, outcome, focus verdict, moves in the wrong notation, the
 * Chess960 mark) is refused, naming the case and the fact; an id of any length is refused by the
 * schema. The suite: four cases of the catalogue (an en passant focus, a mate, Chess960 castling).
 * Each of these is read without a word before the kernel checks the file (issue 51).
 */
class SuiteVerificationTest {

    private static final Set<String> CASES = Set.of("ep-king-safety-resolves-check", "gm-mate-fools-mate",
            "c960-castle-king-b1", "c960-notation-standard-arrangement");

    private static final String JSON = suite();

    private static String suite() {
        SuiteBuilder builder = new SuiteBuilder(Variant.CHESS, new KernelGenerator());
        List<ConformanceCase> cases = new ArrayList<>();
        for (CaseSpec spec : Catalogue.cases(Variant.CHESS)) {
            if (CASES.contains(spec.id())) {
                cases.add(builder.build(spec));
            }
        }
        return SuiteFiles.toJson(new Suite(Suite.FORMAT, "chess", Provenance.current(), cases));
    }

    /** The suite with one change made to the case called {@code id}. */
    private static String tampered(String id, Consumer<ObjectNode> change) throws Exception {
        JsonNode tree = SuiteFiles.mapper().readTree(JSON);
        for (JsonNode c : tree.get("cases")) {
            if (c.get("id").asText().equals(id)) {
                change.accept((ObjectNode) c);
            }
        }
        return SuiteFiles.mapper().writeValueAsString(tree);
    }

    private static String refusal(String json) {
        return assertThrows(InvalidInputException.class, () -> SuiteFiles.fromJson(json, "t.json")).getMessage();
    }

    @Test
    void anUntouchedSuiteIsRead() {
        assertEquals(CASES.size(), SuiteFiles.fromJson(JSON, "t.json").cases().size());
    }

    @Test
    void aCountBeyondALongIsNamedByItsPlaceInTheSuite() throws Exception {
        // issue 51: "not JSON at line -1, column -1" (the mapping error has no place in the text)
        String json = tampered("gm-mate-fools-mate", c -> ((ArrayNode) c.get("perft")).set(0,
                new java.math.BigInteger("99999999999999999999")));
        String message = refusal(json);
        assertTrue(message.startsWith("suite 't.json': not a Passant suite (at cases[1].perft[0]): Numeric value"), message);
        assertTrue(message.contains("out of range of long") && !message.contains("-1"), message);
    }

    @Test
    void everyTamperedFactIsRefusedNamingCaseAndFact() throws Exception {
        String ep = "ep-king-safety-resolves-check";
        String[][] expected = {
            {"perft", "case '" + ep + "': perft (depth = place): at place 2 the file says '"},
            {"legal", "case '" + ep + "': legal_moves (UCI and SAN): at place 1"},
            {"san", "case '" + ep + "': legal_moves (UCI and SAN): at place 1 the file says"},
            {"fen", "case '" + ep + "': fen: the file says"},
            {"plain", "case '" + ep + "': fen_plain: the file says"},
            {"focus", "case '" + ep + "': focus: the file says"},
            {"outcome", "case 'gm-mate-fools-mate': outcome: the file says"},
            {"notation", "case 'c960-notation-standard-arrangement': moves as the case's notation writes them: at place 7 the"
                    + " file says 'e1h1', the kernel 'e1g1'"},
            {"unmarked", "case 'c960-castle-king-b1': chess960: not marked, but start_fen can only be Chess960"},
        };
        for (String[] x : expected) {
            String json = switch (x[0]) {
                case "perft" -> tampered(ep, c -> ((ArrayNode) c.get("perft")).set(1, c.get("perft").get(1).asLong() + 1));
                case "legal" -> tampered(ep, c -> ((ArrayNode) c.get("legal_moves")).remove(0));
                case "san" -> tampered(ep, c -> ((ObjectNode) c.get("legal_moves").get(0)).put("san", "Kh1"));
                case "fen" -> tampered(ep, c -> c.put("fen", c.get("fen").asText().replaceFirst(" [0-9]+$", " 99")));
                case "plain" -> tampered(ep, c -> c.put("fen_plain", c.get("fen_plain").asText().replaceFirst(" [0-9]+ ", " 7 ")));
                case "focus" -> tampered(ep, c -> ((ObjectNode) c.get("focus")).put("legal", !c.get("focus").get("legal").asBoolean()));
                case "outcome" -> tampered("gm-mate-fools-mate", c -> ((ObjectNode) c.get("outcome")).put("result", "1-0"));
                // the Chess960 mark taken off a case whose moves castle king-takes-rook: standard notation writes e1g1
                case "notation" -> tampered("c960-notation-standard-arrangement", c -> c.remove("chess960"));
                default -> tampered("c960-castle-king-b1", c -> c.remove("chess960"));
            };
            String message = refusal(json);
            assertTrue(message.startsWith("suite 't.json', " + x[1]), x[0] + ": " + message);
            assertTrue(message.endsWith("(a suite holds what the kernel derives: export it again with 'passant suite export')"),
                    message);
        }
        assertTrue(refusal(tampered(ep, c -> c.put("id", "a".repeat(100_000)))).contains("id: must be at most 100 characters"));
    }
}
