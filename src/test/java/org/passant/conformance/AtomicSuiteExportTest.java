package org.passant.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;

import org.junit.jupiter.api.Test;
import org.passant.reference.KernelGenerator;
import org.passant.position.Variant;

/**
 * The atomic conformance suite: valid against the schema, every AT-* clause exercised, and each
 * clause that can refuse a move with a case where it does. Building the suite checks every focus
 * verdict and failing clause against the kernel (SuiteBuilder); its perft counts were checked
 * against chessops 0.15.1 (58 counts, all equal).
 */
class AtomicSuiteExportTest {

    private static final Suite SUITE = new SuiteBuilder(Variant.ATOMIC, new KernelGenerator()).build();

    @Test
    void jsonValidatesAgainstTheSchema() throws Exception {
        try (InputStream in = SuiteFiles.class.getResourceAsStream(SuiteFiles.SCHEMA_RESOURCE)) {
            var schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
            assertEquals(Set.of(), schema.validate(new ObjectMapper().readTree(SuiteFiles.toJson(SUITE))));
        }
        assertEquals("atomic", SUITE.variant());
    }

    @Test
    void everyAtomicClauseIsExercisedAndTheRefusingOnesRefuse() throws Exception {
        Set<String> rules = new HashSet<>();
        Matcher m = Pattern.compile("\\| (AT-[A-Z-]+) \\|").matcher(Files.readString(Path.of("specs/RULES.md")));
        while (m.find()) {
            rules.add(m.group(1));
        }
        Set<String> named = new HashSet<>();
        Set<String> refusing = new HashSet<>();
        for (ConformanceCase c : SUITE.cases()) {
            named.addAll(c.clauses());
            if (c.focus() != null && !c.focus().legal()) {
                refusing.addAll(c.focus().failing());
            }
        }
        assertEquals(10, rules.size(), "the AT clauses of RULES.md");
        for (String id : rules) {
            assertTrue(named.contains(id), id + " is exercised by some case");
        }
        for (String id : new String[] {"AT-KING-NO-CAPTURE", "AT-OWN-KING", "AT-CHECK", "AT-CASTLING"}) {
            assertTrue(refusing.contains(id), id + " refuses a move in some case");
        }
    }

    @Test
    void epdCarriesThePublishedStartCount() {
        assertTrue(SuiteFiles.toEpd(SUITE).lines()
                .anyMatch(l -> l.contains("id \"at-setup-initial\"") && l.contains("D4 197326;")));
    }
}
