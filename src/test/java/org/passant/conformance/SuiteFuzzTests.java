package org.passant.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.passant.FuzzOutcomes;
import org.passant.position.InvalidInputException;

/**
 * Coverage-guided fuzzing (Jazzer) of the conformance suite reader: JSON, checked against the
 * schema, then case by case. The only acceptable outcomes are a suite whose every case conform can
 * run (a start FEN that loads, legal moves, a perft depth from 1 to 6, every recorded fact the kernel's)
 * or the named error; suites with perft counts deeper than 2 are left out ({@link #deep}). Inputs:
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
        if (deep(json)) {
            return;
        }
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

    /**
     * Whether a case lists perft counts deeper than 2: the reader derives each count again with the kernel's
     * generator, which takes minutes at depth 6 of a busy position (a hang to the fuzzer), so such inputs are
     * left out (read by the reader's own JSON mapper, so that it sees the same arrays); deeper counts are
     * checked by SuiteVerificationTest and SuiteExportTest.
     */
    static boolean deep(String json) {
        try {
            JsonNode cases = SuiteFiles.mapper().readTree(json).path("cases");
            for (JsonNode c : cases) {
                if (c.path("perft").size() > 2) {
                    return true;
                }
            }
        } catch (JsonProcessingException | RuntimeException e) {
            return false; // not JSON the reader can take: refused before any count
        }
        return false;
    }
}
