package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * Issue 47 item 2: no kernel contract with a precondition goes without a witness. The five witnesses of
 * {@code kernel.Witness} write concrete positions (the start, after 1.e4, an en passant position, a Chess960
 * start, each under either rule set; the start and the game 1.e4 for the inductions over a game), and a proof that applies a contract has shown its precondition met where it applies
 * it. This test follows the contracts each closed proof applied ({@code proofs/results.tsv}, column
 * {@code used}, written by ProofIT) from those five, and fails on a contract with a precondition that none
 * reaches. A dependency contract ({@code @reads}) has its method's precondition: it is reached with the
 * method's contract of the same spec case. What this does not show: that the call lies on a branch the
 * witnesses' positions take (a call in a branch their proof closes as unreachable meets nothing).
 */
class WitnessCoverageTest {

    private static final Path REPO = Repo.root();

    /** The proved calls from concrete positions. */
    static final List<String> ROOTS = List.of("Witness.start", "Witness.afterKingsPawn", "Witness.enPassant", "Witness.chess960",
            "Witness.game");

    @Test
    void everyContractWithAPreconditionIsAppliedOnTheWayFromTheWitnessPositions() throws IOException {
        List<ContractText.Contract> contracts = ContractText.read(REPO);
        Map<String, List<String>> used = used(REPO.resolve("proofs/results.tsv"));
        for (String root : ROOTS) {
            assertTrue(used.containsKey(root), root + " has a closed proof in proofs/results.tsv");
        }
        List<String> unreached = unreached(contracts, used);
        if (!unreached.isEmpty()) {
            fail(unreached.size() + " kernel contract(s) with a precondition that no proof from the witness positions"
                    + " (kernel/Witness.java: " + String.join(", ", ROOTS) + ") applies, so that no concrete position is shown"
                    + " to meet it; call each in Witness.others or Witness.game:\n" + String.join("\n", unreached));
        }
        // the test can fail: the contracts reached are fewer than all, and each root is one
        assertTrue(reached(used).containsAll(ROOTS));
    }

    @Test
    void aContractNoWitnessReachesIsNamed() {
        List<ContractText.Contract> planted = ContractText.parse("EnPassant", "EnPassant.java", "/*@ public normal_behavior\n"
                + "  @ requires 0 <= from && from < 64;\n  @ ensures \\result == from / 8;\n  @*/\n"
                + "public static /*@ pure @*/ int rank(int from) {\n");
        Map<String, List<String>> used = new LinkedHashMap<>();
        used.put("Witness.start", List.of("Witness.entryPoints"));
        used.put("Witness.entryPoints", List.of());
        List<String> unreached = unreached(planted, used);
        assertEquals(1, unreached.size(), unreached.toString());
        assertTrue(unreached.get(0).startsWith("EnPassant.rank ") && unreached.get(0).contains("0 <= from && from < 64"), unreached.get(0));
        used.put("Witness.entryPoints", List.of("EnPassant.rank"));
        used.put("EnPassant.rank", List.of());
        assertEquals(List.of(), unreached(planted, used));
    }

    /** The contracts with a requires clause that no proof reached from {@link #ROOTS} applied: id, location, precondition. */
    static List<String> unreached(List<ContractText.Contract> contracts, Map<String, List<String>> used) {
        Set<String> reached = reached(used);
        List<String> out = new ArrayList<>();
        for (ContractText.Contract c : contracts) {
            if (c.requires().isEmpty()) {
                continue;
            }
            // a dependency contract X@reads#n is proved under X#n's precondition
            String functional = c.id.replace("@reads", "");
            if (!reached.contains(c.id) && !reached.contains(functional)) {
                out.add(c.id + " (" + c.location() + "): requires " + String.join(" && ", c.requires()));
            }
        }
        return out;
    }

    /** The contracts applied in the proofs reached from {@link #ROOTS}, the roots included. */
    static Set<String> reached(Map<String, List<String>> used) {
        Set<String> seen = new HashSet<>();
        Deque<String> todo = new ArrayDeque<>(ROOTS);
        while (!todo.isEmpty()) {
            String id = todo.pop();
            if (used.containsKey(id) && seen.add(id)) {
                todo.addAll(used.get(id));
            }
        }
        return seen;
    }

    /** For each closed proof of proofs/results.tsv, the contracts it applied. */
    static Map<String, List<String>> used(Path resultsTsv) throws IOException {
        Map<String, List<String>> used = new LinkedHashMap<>();
        List<String> header = null;
        for (String line : Files.readAllLines(resultsTsv)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            List<String> f = List.of(line.split("\t", -1));
            if (header == null) {
                header = f;
                continue;
            }
            if (f.get(header.indexOf("result")).equals("closed")) {
                String u = f.get(header.indexOf("used")).trim();
                used.put(f.get(0), u.isEmpty() ? List.of() : List.of(u.split(" ")));
            }
        }
        return used;
    }
}
