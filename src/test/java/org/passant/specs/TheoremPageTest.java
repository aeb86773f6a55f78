package org.passant.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.passant.proof.Repo;

/**
 * docs/theorem.md quotes the kernel's contracts as they stand: each JML contract in its java blocks
 * is found, line by line in order, inside one contract of the kernel's sources (a line may be left
 * out, none changed), and every contract it names closes in proofs/results.tsv. A contract that
 * changes makes this test fail until the page says the new one.
 */
class TheoremPageTest {

    @Test
    void theQuotedContractsAreTheKernelsAndTheyClose() throws IOException {
        Path repo = Repo.root();
        List<String> page = Files.readAllLines(repo.resolve("docs/theorem.md"));
        List<List<String>> quoted = new ArrayList<>();
        boolean java = false;
        for (String line : page) {
            if (line.startsWith("```")) {
                java = line.equals("```java");
                continue;
            }
            String t = line.trim();
            if (!java || t.isEmpty()) {
                continue;
            }
            if (t.startsWith("/*@")) {
                quoted.add(new ArrayList<>());
            }
            quoted.get(quoted.size() - 1).add(t);
        }
        assertEquals(6, quoted.size(), "the move list over codes, the walk, the move list over moves, the two verdicts and Apply.play");
        List<List<String>> contracts = new ArrayList<>();
        try (Stream<Path> files = Files.list(repo.resolve("src/main/java/org/passant/kernel"))) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                List<String> current = null;
                for (String line : Files.readAllLines(f)) {
                    String t = line.trim();
                    if (t.startsWith("/*@ public normal_behavior")) {
                        current = new ArrayList<>();
                        contracts.add(current);
                    }
                    if (current != null) {
                        current.add(t);
                        if (t.endsWith("@*/")) {
                            current = null;
                        }
                    }
                }
            }
        }
        for (List<String> q : quoted) {
            assertTrue(contracts.stream().anyMatch(c -> subsequence(q, c)), "docs/theorem.md quotes a contract the kernel has:\n"
                    + String.join("\n", q));
        }
        List<String> closed = new ArrayList<>();
        for (String[] r : Repo.readResults(repo.resolve("proofs/results.tsv"))) {
            if (r[2].equals("closed")) {
                closed.add(r[0]);
            }
        }
        for (String id : List.of("Generate.legalMoves", "Generate.walk", "Generate.walkIndices", "Generate.moves", "Generate.allLegalMoves", "Generate.isLegal", "Legality.isLegal",
                "AtomicLegality.isLegal", "Apply.play", "Board.wellFormed", "Generate.encode")) {
            assertTrue(closed.contains(id), id + " closes in proofs/results.tsv");
        }
    }

    static boolean subsequence(List<String> part, List<String> whole) {
        int i = 0;
        for (String line : whole) {
            if (i < part.size() && part.get(i).equals(line)) {
                i++;
            }
        }
        return i == part.size() && part.get(0).equals(whole.get(0));
    }
}
