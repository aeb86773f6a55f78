package org.passant.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.passant.FuzzOutcomes;
import org.passant.position.InvalidInputException;

/**
 * Coverage-guided fuzzing (Jazzer) of the conformance suite reader: JSON, checked against the
 * schema, then case by case. The only acceptable outcomes are a suite whose every case conform can
 * run (a start FEN that loads, legal moves, a perft depth from 1 to 6) or the named error. Inputs:
 * {@code src/test/resources/org/passant/conformance/SuiteFuzzTestsInputs/suiteJson/}.
 */
public class SuiteFuzzTests {

    @FuzzTest(maxDuration = "12s")
    @DictionaryEntries({"{\"format\":\"passant-conformance-suite/1\"", "\"variant\":\"chess\"", "\"cases\":[", "\"perft\":[",
        "\"moves\":[", "\"start_fen\":", "\"id\":", "\"clauses\":[\"EP-RANK\"]", "null", "[]", "{}", "1e999", "\"e2e4\""})
    void suiteJson(byte[] data) {
        checkSuiteJson(data);
    }

    /** The suiteJson target's check, also run by the combined target of the build. */
    public static void checkSuiteJson(byte[] data) {
        String json = new String(data, StandardCharsets.UTF_8);
        Suite suite;
        try {
            suite = SuiteFiles.fromJson(json, "fuzz.json");
        } catch (InvalidInputException e) {
            FuzzOutcomes.assertNamedError(e);
            return;
        }
        for (ConformanceCase c : suite.cases()) {
            int depth = c.perft().size();
            if (depth < 1 || depth > SuiteFiles.MAX_PERFT_DEPTH) {
                throw new AssertionError("case " + c.id() + " has perft depth " + depth);
            }
        }
        // a suite read is written back and read again to the same suite
        assertEquals(suite, SuiteFiles.fromJson(SuiteFiles.toJson(suite), "again"));
    }
}
