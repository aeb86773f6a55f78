package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.passant.specs.ClauseTable;

/** The mutants of MutationIT still find their code, and cover what issue 14 asks: every AT-* clause and at least 20 in all. */
class MutantsTest {

    @Test
    void everyMutantFindsItsCodeExactlyOnce() throws IOException {
        Path kernel = Repo.root().resolve("src/main/java/org/passant/kernel");
        List<MutationIT.Mutant> all = new ArrayList<>(Mutants.ALL);
        all.addAll(Mutants.WEAKENINGS);
        for (MutationIT.Mutant m : all) {
            String text = Files.readString(kernel.resolve(m.file()));
            int at = text.indexOf(m.original());
            assertTrue(at >= 0, m.clause() + " (" + m.what() + "): not in " + m.file());
            assertEquals(-1, text.indexOf(m.original(), at + 1), m.clause() + ": not unique in " + m.file());
        }
    }

    /**
     * Issue 47, item 4: each mutant of a contract's text is caught by the pin of the contracts' text, by the name of
     * the contract it weakens, and no mutant of the code changes a contract's text.
     */
    @Test
    void everyWeakenedContractIsCaughtByThePinByItsNameAndNoCodeMutantChangesAContract() throws IOException {
        Path kernel = Repo.root().resolve("src/main/java/org/passant/kernel");
        Map<String, List<String>> accepted = ContractText.readAccepted(Repo.root().resolve(ContractText.ACCEPTED));
        List<MutationIT.Mutant> all = new ArrayList<>(Mutants.ALL);
        all.addAll(Mutants.WEAKENINGS);
        for (MutationIT.Mutant m : all) {
            String source = Files.readString(kernel.resolve(m.file()));
            assertTrue(source.contains(m.original()), m.clause() + " (" + m.what() + "): not in " + m.file());
            String type = m.file().replace(".java", "");
            List<ContractText.Contract> broken = new ArrayList<>();
            List<Path> files;
            try (var list = Files.list(kernel)) {
                files = list.filter(p -> p.toString().endsWith(".java")).sorted().toList();
            }
            for (Path f : files) {
                String name = f.getFileName().toString();
                String text = Files.readString(f);
                broken.addAll(ContractText.parse(name.replace(".java", ""), name, name.equals(m.file()) ? text.replace(m.original(), m.broken()) : text));
            }
            List<String> named = new ArrayList<>();
            for (String d : ContractText.differences(broken, accepted)) {
                named.add(d.substring(0, d.indexOf(' ')));
            }
            boolean weakening = Mutants.WEAKENINGS.contains(m);
            assertEquals(weakening ? List.of(m.contract()) : List.of(), named, type + ": " + m.clause() + " (" + m.what() + ")");
        }
        assertTrue(Mutants.WEAKENINGS.size() >= 4, "only " + Mutants.WEAKENINGS.size() + " weakened contracts");
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
