package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import de.uka.ilkd.key.java.Services;
import de.uka.ilkd.key.logic.PosInOccurrence;
import de.uka.ilkd.key.logic.PosInTerm;
import de.uka.ilkd.key.logic.SequentFormula;
import de.uka.ilkd.key.logic.Term;
import de.uka.ilkd.key.logic.TermBuilder;
import de.uka.ilkd.key.logic.op.LocationVariable;
import de.uka.ilkd.key.logic.ProgramElementName;
import de.uka.ilkd.key.proof.Goal;
import de.uka.ilkd.key.rule.NoPosTacletApp;
import de.uka.ilkd.key.rule.RuleApp;
import de.uka.ilkd.key.rule.Taclet;
import de.uka.ilkd.key.strategy.NumberRuleAppCost;
import de.uka.ilkd.key.strategy.RuleAppCost;
import de.uka.ilkd.key.strategy.RuleAppCostCollector;
import de.uka.ilkd.key.strategy.Strategy;
import de.uka.ilkd.key.strategy.TopRuleAppCost;
import de.uka.ilkd.key.strategy.feature.MutableState;
import org.junit.jupiter.api.Test;
import org.key_project.logic.Name;

/**
 * The one-proof check of specs/README.md ({@code -Dit.test=ProofIT -Dpassant.proof=ID}, that is
 * {@link ProofRun#run} with a filter) fails on a kernel copy that cheats or is wrong:
 *
 * <ul>
 * <li>{@code EnPassant.rank} with the body {@code //+KeY@ assume false;} then {@code return true;}:
 * the proof itself closes (an assumed {@code false} proves anything), and the audit of what KeY read
 * and built refuses it;
 * <li>{@code Atomic.isAttacked} with the body {@code return false;}: its two-way contract (AT-CHECK)
 * is refuted;
 * <li>{@code Board.isBoard} declared to read nothing ({@code //+KeY@ accessible \nothing;}): its
 * dependency contract ({@code Board.isBoard@reads}) does not close.
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
        // A dependency contract that says the board is read from nowhere.
        Path board = kernel.resolve("Board.java");
        String isBoard = "    //+KeY@ accessible pos[*];\n    public static /*@ pure @*/ boolean isBoard(int[] pos) {";
        String text = Files.readString(board);
        assertTrue(text.contains(isBoard), "Board.isBoard reads pos[*]");
        Files.writeString(board, text.replace(isBoard, isBoard.replace("pos[*]", "\\nothing")));
        Path kernelCopy = work.resolve("key-kernel");
        try (KeyProver prover = ProofRun.load(src, kernelCopy)) {
            ProofRun.Outcome rank = ProofRun.run(prover, kernelCopy, "EnPassant.rank", null);
            KeyProver.Result rankResult = result(rank, "EnPassant.rank");
            assertTrue(rankResult.closed, "with an assumed false the proof closes: " + rankResult);
            assertTrue(rank.failures.stream().anyMatch(f -> f.startsWith("EnPassant.java:") && f.contains("KeY reads 'assume'")),
                    "the comment audit refuses it: " + rank.failures);
            assertTrue(rank.failures.stream().anyMatch(f -> f.startsWith("EnPassant.rank: an assume statement")),
                    "the audit of the parsed bodies refuses it: " + rank.failures);

            ProofRun.Outcome attacked = ProofRun.run(prover, kernelCopy, "Atomic.isAttacked", null);
            KeyProver.Result r = result(attacked, "Atomic.isAttacked");
            assertEquals(KeyProver.Outcome.REFUTED, r.outcome, "its contract is refuted: " + r);
            assertTrue(attacked.failures.stream().anyMatch(f -> f.startsWith("Atomic.isAttacked ")),
                    "the check fails on it: " + attacked.failures);

            ProofRun.Outcome reads = ProofRun.run(prover, kernelCopy, "Board.isBoard" + KeyProver.READS, null);
            KeyProver.Result nothing = result(reads, "Board.isBoard" + KeyProver.READS);
            assertFalse(nothing.closed, "a dependency contract that the board is read from nowhere does not close: " + nothing);
            assertTrue(reads.failures.stream().anyMatch(f -> f.startsWith("Board.isBoard@reads ")),
                    "the check fails on it: " + reads.failures);

            theDivisionFilterRefusesDivisionButNotTheIntRangeNorLiterals(prover);
        }
    }

    /** The result of the contract {@code id} in a run; a filter also takes the ids it is a part of. */
    private static KeyProver.Result result(ProofRun.Outcome run, String id) {
        return run.results.stream().filter(x -> x.id.equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no result for " + id + " in " + run.results));
    }

    @Test
    void aStoredProofClosesOnlyTheUnchangedContractItWasFoundFor() throws IOException {
        Path repo = Repo.root();
        Path store = repo.resolve("proofs").resolve(ProofIT.STORE);
        Path rankProof = store.resolve("EnPassant.rank.proof.xz");
        Path absProof = store.resolve("Movement.abs.proof.xz");
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

    /**
     * RuleSetFilter, the narrowing behind {@code arith=ranges}, on KeY's own rules (with the prover already
     * loaded, no second load): a taclet of a division rule set ({@code div_axiom}, defOps_div) and Java's
     * wrap-around expansion ({@code expand_moduloInteger}, refused by name, its set defOps_expandJNumericOp
     * kept) are refused, at no cost or any; the int range expansion ({@code replace_int_MAX},
     * defOps_expandRanges) is passed on; and a division of literals is still evaluated.
     */
    private static void theDivisionFilterRefusesDivisionButNotTheIntRangeNorLiterals(KeyProver prover) {
        Services services = prover.environment().getServices();
        java.util.Collection<Taclet> taclets = prover.environment().getInitConfig().activatedTaclets();
        Taclet divAxiom = taclet(taclets, "div_axiom");
        Taclet modulo = taclet(taclets, "expand_moduloInteger");
        Taclet intMax = taclet(taclets, "replace_int_MAX");
        // a strategy that approves everything at cost 1: whatever the filter refuses, it refused itself
        Strategy everything = new Strategy() {
            @Override
            public Name name() {
                return new Name("everything");
            }

            @Override
            public RuleAppCost computeCost(RuleApp app, PosInOccurrence pos, Goal goal, MutableState state) {
                return NumberRuleAppCost.create(1);
            }

            @Override
            public boolean isStopAtFirstNonCloseableGoal() {
                return false;
            }

            @Override
            public boolean isApprovedApp(RuleApp app, PosInOccurrence pos, Goal goal) {
                return true;
            }

            @Override
            public void instantiateApp(RuleApp app, PosInOccurrence pos, Goal goal, RuleAppCostCollector collector) {
                collector.collect(app, NumberRuleAppCost.create(1));
            }
        };
        RuleSetFilter filter = new RuleSetFilter(everything, RuleSetFilter.DIVISION, null);
        TermBuilder tb = services.getTermBuilder();
        Term x = tb.var(new LocationVariable(new ProgramElementName("x"), services.getJavaInfo().getKeYJavaType("int")));
        var div = services.getTypeConverter().getIntegerLDT().getDiv();
        // div(x, 8) = 0 and div(7, 2) = 3, each with the position of its division
        PosInOccurrence divOfX = new PosInOccurrence(new SequentFormula(tb.equals(tb.func(div, x, tb.zTerm(8)), tb.zTerm(0))),
                PosInTerm.getTopLevel().down(0), true);
        PosInOccurrence divOfLiterals = new PosInOccurrence(new SequentFormula(tb.equals(tb.func(div, tb.zTerm(7), tb.zTerm(2)), tb.zTerm(3))),
                PosInTerm.getTopLevel().down(0), true);

        assertFalse(filter.isApprovedApp(NoPosTacletApp.createNoPosTacletApp(divAxiom), divOfX, null), "div_axiom on div(x, 8) is refused");
        assertEquals(TopRuleAppCost.INSTANCE, filter.computeCost(NoPosTacletApp.createNoPosTacletApp(divAxiom), divOfX, null, new MutableState()),
                "and costs infinitely much");
        java.util.List<RuleApp> collected = new java.util.ArrayList<>();
        filter.instantiateApp(NoPosTacletApp.createNoPosTacletApp(divAxiom), divOfX, null, (app, cost) -> collected.add(app));
        assertTrue(collected.isEmpty(), "and no instantiation of it is passed on");
        assertFalse(filter.isApprovedApp(NoPosTacletApp.createNoPosTacletApp(modulo), divOfX, null), "expand_moduloInteger is refused by name");
        assertTrue(filter.isApprovedApp(NoPosTacletApp.createNoPosTacletApp(intMax), divOfX, null), "the int range expansion is passed on");
        assertTrue(filter.isApprovedApp(NoPosTacletApp.createNoPosTacletApp(divAxiom), divOfLiterals, null),
                "a division of literals is still evaluated");
        assertTrue(RuleSetFilter.constant(tb.add(tb.zTerm(2), tb.zTerm(-3))), "2 + -3 is literal arithmetic");
        assertFalse(RuleSetFilter.constant(tb.add(tb.zTerm(2), x)), "2 + x is not");
        // a filter without exclusions passes everything on, so the refusals above are the filter's own
        RuleSetFilter none = new RuleSetFilter(everything, java.util.Set.of(), null);
        assertTrue(none.isApprovedApp(NoPosTacletApp.createNoPosTacletApp(divAxiom), divOfX, null), "with nothing excluded div_axiom passes");
    }

    private static Taclet taclet(java.util.Collection<Taclet> taclets, String name) {
        return taclets.stream().filter(t -> t.name().toString().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("KeY has no taclet " + name));
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
