package org.passant.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;

import org.junit.jupiter.api.Test;
import org.passant.reference.KernelGenerator;
import org.passant.position.Variant;

/** The exported suite: valid against its schema, every clause covered, every claim checked. */
class SuiteExportTest {

    private static final Suite SUITE = new SuiteBuilder(Variant.CHESS, new KernelGenerator()).build();

    @Test
    void jsonValidatesAgainstTheSchema() throws Exception {
        JsonSchema schema;
        try (InputStream in = SuiteFiles.class.getResourceAsStream(SuiteFiles.SCHEMA_RESOURCE)) {
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
        JsonNode json = new ObjectMapper().readTree(SuiteFiles.toJson(SUITE));
        Set<ValidationMessage> errors = schema.validate(json);
        assertEquals(Set.of(), errors);
        // and the schema is not vacuous: a case without clauses is refused
        ((com.fasterxml.jackson.databind.node.ObjectNode) json.get("cases").get(0)).putArray("clauses");
        assertFalse(schema.validate(json).isEmpty());
    }

    @Test
    void jsonRoundTrips() {
        Suite back = SuiteFiles.fromJson(SuiteFiles.toJson(SUITE), "test");
        assertEquals(SUITE, back);
    }

    @Test
    void everyCaseNamesAClauseAndEveryEnPassantClauseHasPositiveAndNegativeCases() throws Exception {
        Set<String> rules = new HashSet<>();
        Matcher m = Pattern.compile("\\| ((?:EP|AT|GM|C960)-[A-Z0-9-]+) \\|").matcher(Files.readString(Path.of("specs/RULES.md")));
        while (m.find()) {
            rules.add(m.group(1));
        }
        Set<String> positive = new HashSet<>();
        Set<String> negative = new HashSet<>();
        Set<String> named = new HashSet<>();
        for (ConformanceCase c : SUITE.cases()) {
            assertFalse(c.clauses().isEmpty(), c.id());
            for (String id : c.clauses()) {
                assertTrue(rules.contains(id) || id.matches("FIDE-[0-9.]+"), c.id() + " names unknown clause " + id);
                named.add(id);
            }
            if (c.focus() != null) {
                (c.focus().legal() ? positive : negative).addAll(c.clauses());
            }
        }
        for (String ep : new String[] {"EP-PIECES", "EP-TRIGGER", "EP-ADJACENT", "EP-RANK", "EP-IMMEDIATE", "EP-LANDING",
            "EP-KING-SAFETY"}) {
            assertTrue(positive.contains(ep), ep + " has a case where the capture is allowed");
            assertTrue(negative.contains(ep) || ep.equals("EP-PIECES"), ep + " has a case where it refuses the capture");
        }
        for (String id : rules) {
            if (id.startsWith("EP-")) {
                assertTrue(named.contains(id), id + " is exercised by some case");
            }
        }
    }

    @Test
    void provenanceNamesVersionCommitAndProofs() {
        Provenance p = SUITE.provenance();
        assertEquals("passant", p.generator());
        assertFalse(p.version().isBlank());
        assertTrue(p.commit().matches("[0-9a-f]{40}|unknown"), p.commit());
        assertFalse(p.proofStatus().isBlank());
    }

    @Test
    void epdHasOneLinePerCaseWithPerftCounts() {
        String epd = SuiteFiles.toEpd(SUITE);
        long lines = epd.lines().filter(l -> !l.startsWith("#")).count();
        assertEquals(SUITE.cases().size(), lines);
        assertTrue(epd.contains("8/8/8/r2pP2K/8/8/8/4k3 w - - id \"ep-king-safety-rank-pin\";"), epd);
        assertTrue(epd.lines().anyMatch(l -> l.contains("id \"perft-initial\"") && l.contains("D4 197281;")));
    }
}
