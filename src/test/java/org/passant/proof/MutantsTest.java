package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.passant.specs.ClauseTable;

/** The mutants of MutationIT still find their code, and cover what issue 14 asks: every AT-* clause and at least 20 in all. */
class MutantsTest {

    @Test
    void everyMutantFindsItsCodeExactlyOnce() throws IOException {
        Path kernel = Repo.root().resolve("src/main/java/org/passant/kernel");
        for (MutationIT.Mutant m : Mutants.ALL) {
            String text = Files.readString(kernel.resolve(m.file()));
            int at = text.indexOf(m.original());
            assertTrue(at >= 0, m.clause() + " (" + m.what() + "): not in " + m.file());
            assertEquals(-1, text.indexOf(m.original(), at + 1), m.clause() + ": not unique in " + m.file());
        }
    }

    @Test
    void everyAtomicClauseAndCastlingTheVerdictAndACompositionHaveAMutant() {
        Set<String> clauses = new TreeSet<>();
        Set<String> contracts = new TreeSet<>();
        Mutants.ALL.forEach(m -> {
            clauses.add(m.clause());
            contracts.add(m.contract());
        });
        for (String id : ClauseTable.rules(Repo.root()).keySet()) {
            if (id.startsWith("AT-")) {
                assertTrue(clauses.contains(id), "no mutant for " + id);
            }
        }
        assertTrue(contracts.contains("Legality.isLegal"), contracts.toString());
        assertTrue(contracts.stream().anyMatch(c -> c.startsWith("Castling.")), contracts.toString());
        assertTrue(clauses.contains("composition"), clauses.toString());
        assertTrue(Mutants.ALL.size() >= 20, "only " + Mutants.ALL.size() + " mutants");
    }
}
