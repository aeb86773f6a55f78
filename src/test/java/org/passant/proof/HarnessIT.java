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
 * The proof check cannot be fooled by an assumption: with the body of {@code EnPassant.rank}
 * replaced by {@code //+KeY@ assume false;} then {@code return true;}, KeY closes the proof (an
 * assumed {@code false} proves anything), and both audits that {@link ProofIT} runs before it
 * proves, of the comments as KeY's lexer reads them and of the bodies as KeY built them, refuse it.
 * A static invariant declared in a kernel type is refused by the second audit too. And a stored
 * proof ({@code proofs/zproof}) counts only for the contract it was found for, as the sources now
 * state it: replayed on a changed body, or on another contract, it does not close.
 */
class HarnessIT {

    @Test
    void anAssumedFalseClosesItsProofAndIsRefusedByBothAudits() throws IOException {
        Path repo = Repo.root();
        Path work = repo.resolve("target/harness");
        KeyProver.deleteTree(work);
        KeyProver.copyKernel(repo.resolve("src/main/java"), work);
        Path kernel = work.resolve("org/passant/kernel");
        replaceBody(kernel.resolve("EnPassant.java"), "public static /*@ pure @*/ boolean rank(int[] pos, int from) {",
                "        //+KeY@ assume false;\n        return true;\n");
        // A declared invariant is assumed in every proof: the audit of what KeY built must see it past KeY's own axioms.
        Path piece = kernel.resolve("Piece.java");
        String text = Files.readString(piece);
        Files.writeString(piece, text.replaceFirst("public final class Piece \\{",
                "public final class Piece {\n    //@ public static invariant Piece.PAWN == 1;"));

        List<String> comments = SpecAudit.comments(kernel);
        assertTrue(comments.stream().anyMatch(f -> f.startsWith("EnPassant.java:") && f.contains("KeY reads 'assume'")),
                "the comment audit refuses it: " + comments);
        try (KeyProver prover = new KeyProver(work)) {
            List<String> built = SpecAudit.specification(prover.environment(), KeyProver.KERNEL_PACKAGE);
            assertTrue(built.stream().anyMatch(f -> f.startsWith("EnPassant.rank: an assume statement")),
                    "the audit of the parsed bodies refuses it: " + built);
            assertTrue(built.stream().anyMatch(f -> f.startsWith("Piece: KeY holds the class invariant")),
                    "the audit of what KeY built refuses the invariant: " + built);
            assertTrue(built.stream().noneMatch(f -> f.contains("java.lang") || f.contains("java.math")),
                    "the JDK stubs' axioms are not the kernel's: " + built);
            KeyProver.Obligation rank = prover.obligations().stream().filter(o -> o.id.equals("EnPassant.rank"))
                    .findFirst().orElseThrow(() -> new AssertionError("no contract EnPassant.rank"));
            KeyProver.Result r = prover.prove(rank, ProofIT.MAX_STEPS, null);
            assertTrue(r.closed, "with an assumed false the proof closes, which is why the audits exist: " + r);
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
            assertEquals(KeyProver.Outcome.REFUTED, prover.prove(rank, ProofIT.MAX_STEPS, null).outcome,
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
    }
}
