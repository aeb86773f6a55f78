package org.passant.proof;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The proofs mean something: break one clause at a time in a copy of the kernel sources and the
 * contract stating that clause must be refuted, that is, KeY stops on a goal it cannot close (a
 * proof that only runs out of steps is no refutation and fails this test too). Every mutant is a
 * copy of the kernel in a package of its own ({@code mutant01}, ...); the odd ones are loaded into
 * one KeY session here, the even ones into a second JVM's ({@link ProofWorker}; one session for all
 * with -Dpassant.proof.serial=true). Each proves only the contract it breaks. Writes
 * {@code proofs/MUTATION.md}.
 */
class MutationIT {

    /** One broken clause: in {@code file}, {@code original} (exactly once) becomes {@code broken}. */
    record Mutant(String clause, String what, String file, String original, String broken, String contract) {
    }

    static final List<Mutant> MUTANTS = Mutants.ALL;

    /** A mutant's proof gets twice the steps the intact proof took, and at least this many. */
    static final int MIN_STEPS = 20_000;

    /** Issue 14: at least this many mutants, each refuted by a failed proof of a contract that closes intact. */
    static final int MIN_RUN = 20;

    @Test
    void everyBrokenClauseIsRefuted() throws IOException, InterruptedException {
        Path repo = Repo.root();
        Path tree = repo.resolve("target/mutants");
        KeyProver.deleteTree(tree);
        Map<String, Integer> stepsBefore = new HashMap<>();
        for (String[] f : Repo.readResults(repo.resolve("proofs/results.tsv"))) {
            stepsBefore.put(f[0], Integer.parseInt(f[3]));
        }
        java.util.Set<String> closed = Repo.readIds(repo.resolve(ProofRun.CLOSED));
        // Two cores, one KeY thread each: every other mutant goes to a second JVM (ProofWorker), the rest are proved here.
        boolean serial = Boolean.getBoolean("passant.proof.serial");
        Map<String, Integer> mine = new LinkedHashMap<>();
        Map<String, Integer> theirs = new LinkedHashMap<>();
        for (int i = 0; i < MUTANTS.size(); i++) {
            Mutant m = MUTANTS.get(i);
            boolean second = !serial && i % 2 == 1;
            write(repo.resolve("src/main/java/org/passant/kernel"), tree.resolve(second ? "second" : "first").resolve(pkg(i)), pkg(i), m);
            if (closed.contains(m.contract())) {
                (second ? theirs : mine).put(key(i), Math.max(MIN_STEPS, 2 * stepsBefore.getOrDefault(m.contract(), 0)));
            }
        }
        Path work = repo.resolve("target/mutant-worker");
        KeyProver.deleteTree(work);
        Process worker = theirs.isEmpty() ? null
                : ProofWorker.start(tree.resolve("second"), theirs, null, ProofWorker.Store.NONE, work);
        Map<String, KeyProver.Result> results = new HashMap<>();
        long start = System.nanoTime();
        if (!mine.isEmpty()) {
            try (KeyProver prover = new KeyProver(tree.resolve("first"), ProofWorker.packages(mine.keySet()))
                    .tune(KeyProver.Tuning.read(repo.resolve(ProofRun.STRATEGY)))) {
                System.out.printf(Locale.ROOT, "[mutant] %d mutants loaded in %.0f s%n", mine.size(), (System.nanoTime() - start) / 1e9);
                for (KeyProver.Obligation o : prover.obligations()) {
                    Integer steps = mine.get(ProofWorker.key(o));
                    if (steps != null) {
                        results.put(ProofWorker.key(o), prover.prove(o, steps, null));
                    }
                }
            }
        }
        if (worker != null) {
            if (!worker.waitFor(2, TimeUnit.HOURS)) {
                worker.destroyForcibly();
            }
            Map<String, KeyProver.Result> done = ProofWorker.results(work);
            results.putAll(done);
            System.out.println("[mutant] the second JVM proved " + done.size() + " of " + theirs.size()
                    + " (log " + work.resolve("log.txt") + ")");
        }
        int notRun = 0;
        List<String> rows = new ArrayList<>();
        List<String> notRefuted = new ArrayList<>();
        for (int i = 0; i < MUTANTS.size(); i++) {
            Mutant m = MUTANTS.get(i);
            if (!closed.contains(m.contract())) {
                // A proof that fails anyway says nothing about the mutant: reported, not counted.
                System.out.println("[mutant] " + m.clause() + " (" + m.what() + "): not run, " + m.contract() + " is open");
                rows.add(String.format(Locale.ROOT, "| %s | %s | `%s` | not run: the intact contract is open | | |", m.clause(), m.what(), m.contract()));
                notRun++;
                continue;
            }
            KeyProver.Result r = results.get(key(i));
            if (r == null) {
                notRefuted.add(m.clause() + " (" + m.what() + "): no result (no such contract, or the second JVM stopped first)");
                rows.add(String.format(Locale.ROOT, "| %s | %s | `%s` | **no result** | | |", m.clause(), m.what(), m.contract()));
                continue;
            }
            System.out.println("[mutant] " + m.clause() + " (" + m.what() + "): " + r);
            rows.add(String.format(Locale.ROOT, "| %s | %s | `%s` | %s | %d | %.1f |", m.clause(), m.what(),
                    m.contract(), r.outcome == KeyProver.Outcome.REFUTED ? "refuted"
                            : "**" + r.outcome.label() + ": not refuted**", r.nodes, r.seconds));
            if (r.outcome != KeyProver.Outcome.REFUTED) {
                notRefuted.add(m.clause() + " (" + m.what() + "): " + r.outcome.label());
            }
        }
        StringBuilder sb = new StringBuilder("# Mutation test: each broken clause refutes its proof\n\n");
        sb.append("Written by `MutationIT` on `mvn -B verify`. Each row breaks one clause in a copy of the kernel\n");
        sb.append("and proves the contract that states the clause, with twice the steps the intact proof took (at\n");
        sb.append("least ").append(MIN_STEPS).append("). \"Refuted\": KeY stopped on a goal it cannot close. A proof that closes,\n");
        sb.append("or only runs out of steps, fails the build. The code changed is in `Mutants.ALL`. A mutant of a\n");
        sb.append("contract that does not close intact is not run (its failure would prove nothing): ").append(notRun)
                .append(" of ").append(MUTANTS.size()).append(" here.\n\n");
        sb.append("| clause | broken how | contract | result | steps | seconds |\n|---|---|---|---|---:|---:|\n");
        rows.forEach(r -> sb.append(r).append('\n'));
        Files.writeString(repo.resolve("proofs/MUTATION.md"), sb.toString());
        if (MUTANTS.size() - notRun < MIN_RUN) {
            fail("only " + (MUTANTS.size() - notRun) + " mutants were run (their intact contract closes); at least " + MIN_RUN + " must be");
        }
        if (!notRefuted.isEmpty()) {
            fail("broken clauses whose proof is not refuted: " + notRefuted);
        }
    }

    /** The package of mutant {@code i}'s copy of the kernel. */
    static String pkg(int i) {
        return String.format(Locale.ROOT, "mutant%02d", i + 1);
    }

    /** How the provers name mutant {@code i}'s broken contract ({@link ProofWorker#key}). */
    static String key(int i) {
        return ProofWorker.key(pkg(i), MUTANTS.get(i).contract());
    }

    /** The kernel sources in {@code into}, in package {@code pkg}, with the mutant's change made. */
    static void write(Path kernel, Path into, String pkg, Mutant m) {
        boolean found = false;
        try (Stream<Path> files = Files.list(kernel)) {
            Files.createDirectories(into);
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                String text = Files.readString(f).replace("package " + KeyProver.KERNEL_PACKAGE + ";", "package " + pkg + ";");
                if (f.getFileName().toString().equals(m.file())) {
                    int at = text.indexOf(m.original());
                    if (at < 0) {
                        throw new AssertionError(m.clause() + ": the code to break is no longer in " + m.file() + ": " + m.original());
                    }
                    if (text.indexOf(m.original(), at + 1) >= 0) {
                        throw new AssertionError(m.clause() + ": the code to break is not unique in " + m.file());
                    }
                    text = text.substring(0, at) + m.broken() + text.substring(at + m.original().length());
                    found = true;
                }
                Files.writeString(into.resolve(f.getFileName()), text);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!found) {
            throw new AssertionError(m.clause() + ": no file " + m.file());
        }
    }
}
