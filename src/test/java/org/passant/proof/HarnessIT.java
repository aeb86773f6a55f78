package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The one-proof check of specs/README.md ({@code -Dit.test=ProofIT -Dpassant.proof=ID}, that is
 * {@link ProofRun#run} with a filter) fails on a kernel copy that cheats or is wrong:
 *
 * <ul>
 * <li>{@code EnPassant.rank} with the body {@code //+KeY@ assume false;} then {@code return true;}:
 * the proof itself closes (an assumed {@code false} proves anything), and the audit of what KeY read
 * and built refuses it;
 * <li>{@code Atomic.isAttacked} with the body {@code return false;}: its two-way contract (AT-CHECK)
 * is refuted.
 * </ul>
 */
class HarnessIT {

    @Test
    void theOneProofCheckFailsOnAnAssumedFalseAndOnAnAttackNeverSeen() throws IOException {
        Path repo = Repo.root();
        Path work = repo.resolve("target/harness");
        KeyProver.deleteTree(work);
        Path src = work.resolve("src");
        KeyProver.copyKernel(repo.resolve("src/main/java"), src);
        Path kernel = src.resolve("org/passant/kernel");
        replaceBody(kernel.resolve("EnPassant.java"), "public static /*@ pure @*/ boolean rank(int[] pos, int from) {",
                "        //+KeY@ assume false;\n        return true;\n");
        replaceBody(kernel.resolve("Atomic.java"), "public static /*@ pure @*/ boolean isAttacked(int[] pos, int sq, int by) {",
                "        return false;\n");
        Path kernelCopy = work.resolve("key-kernel");
        try (KeyProver prover = ProofRun.load(src, kernelCopy)) {
            ProofRun.Outcome rank = ProofRun.run(prover, kernelCopy, "EnPassant.rank", null);
            assertEquals(1, rank.results.size());
            assertTrue(rank.results.get(0).closed, "with an assumed false the proof closes: " + rank.results.get(0));
            assertTrue(rank.failures.stream().anyMatch(f -> f.startsWith("EnPassant.java:") && f.contains("KeY reads 'assume'")),
                    "the comment audit refuses it: " + rank.failures);
            assertTrue(rank.failures.stream().anyMatch(f -> f.startsWith("EnPassant.rank: an assume statement")),
                    "the audit of the parsed bodies refuses it: " + rank.failures);

            ProofRun.Outcome attacked = ProofRun.run(prover, kernelCopy, "Atomic.isAttacked", null);
            assertEquals(1, attacked.results.size());
            KeyProver.Result r = attacked.results.get(0);
            assertEquals(KeyProver.Outcome.REFUTED, r.outcome, "its contract is refuted: " + r);
            assertTrue(attacked.failures.stream().anyMatch(f -> f.startsWith("Atomic.isAttacked ")),
                    "the check fails on it: " + attacked.failures);
        }
    }

    @Test
    void aStoredProofClosesOnlyTheUnchangedContractItWasFoundFor() throws IOException {
        Path repo = Repo.root();
        Path store = repo.resolve("proofs").resolve(ProofIT.STORE);
        Path rankProof = store.resolve("EnPassant.rank.zproof");
        Path absProof = store.resolve("Movement.abs.zproof");
        assertTrue(Files.exists(rankProof) && Files.exists(absProof), "proofs/zproof holds the proofs of EnPassant.rank and Movement.abs");
        Path work = repo.resolve("target/harness-replay");
        KeyProver.deleteTree(work);
        KeyProver.copyKernel(repo.resolve("src/main/java"), work);
        // EP-RANK's body no longer checks the rank: the stored proof of the real body must not close it.
        replaceBody(work.resolve("org/passant/kernel/EnPassant.java"),
                "public static /*@ pure @*/ boolean rank(int[] pos, int from) {", "        return true;\n");
        try (KeyProver prover = new KeyProver(work)) {
            KeyProver.Obligation rank = obligation(prover, "EnPassant.rank");
            KeyProver.Obligation abs = obligation(prover, "Movement.abs");
            KeyProver.Result unchanged = prover.replay(abs, absProof);
            assertTrue(unchanged != null && unchanged.closed && unchanged.replayed, "an unchanged contract replays: " + unchanged);
            assertNull(prover.replay(rank, rankProof), "a stored proof does not close a changed body");
            assertNull(prover.replay(abs, rankProof), "nor another contract");
            assertEquals(KeyProver.Outcome.REFUTED, prover.prove(rank, ProofRun.MAX_STEPS, null).outcome,
                    "and searching refutes the changed body, which is why it must not pass by replay");
        }
    }

    private static KeyProver.Obligation obligation(KeyProver prover, String id) {
        return prover.obligations().stream().filter(o -> o.id.equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no contract " + id));
    }

    /** Replaces the body of the method whose declaration line is {@code signature} (its braces at four and eight spaces). */
    static void replaceBody(Path file, String signature, String body) throws IOException {
        String text = Files.readString(file);
        int at = text.indexOf(signature);
        assertTrue(at >= 0, "no " + signature + " in " + file);
        int open = text.indexOf('\n', at) + 1;
        int close = text.indexOf("\n    }\n", open);
        Files.writeString(file, text.substring(0, open) + body + text.substring(close + 1));
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.stream().anyMatch(l -> l.contains(signature)), "the method is still there");
    }
}
