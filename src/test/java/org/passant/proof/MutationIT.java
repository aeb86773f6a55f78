package org.passant.proof;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The proofs mean something: break one clause at a time in a copy of the kernel sources and the
 * contract stating that clause must be refuted, that is, KeY stops on a goal it cannot close (a
 * proof that only runs out of steps is no refutation and fails this test too). Every mutant is a
 * copy of the kernel in a package of its own ({@code mutant01}, ...), all loaded into one KeY
 * session; each proves only the contract it breaks. Writes {@code proofs/MUTATION.md}.
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
    void everyBrokenClauseIsRefuted() throws IOException {
        Path repo = Repo.root();
        Path tree = repo.resolve("target/mutants");
        KeyProver.deleteTree(tree);
        List<String> packages = new ArrayList<>();
        for (int i = 0; i < MUTANTS.size(); i++) {
            String pkg = String.format(Locale.ROOT, "mutant%02d", i + 1);
            write(repo.resolve("src/main/java/org/passant/kernel"), tree.resolve(pkg), pkg, MUTANTS.get(i));
            packages.add(pkg);
        }
        Map<String, Integer> stepsBefore = new HashMap<>();
        for (String[] f : Repo.readResults(repo.resolve("proofs/results.tsv"))) {
            stepsBefore.put(f[0], Integer.parseInt(f[3]));
        }
        java.util.Set<String> closed = Repo.readIds(repo.resolve(ProofRun.CLOSED));
        int notRun = 0;
        List<String> rows = new ArrayList<>();
        List<String> notRefuted = new ArrayList<>();
        long start = System.nanoTime();
        try (KeyProver prover = new KeyProver(tree, packages).tune(KeyProver.Tuning.read(repo.resolve(ProofRun.STRATEGY)))) {
            System.out.printf(Locale.ROOT, "[mutant] %d mutants loaded in %.0f s%n", MUTANTS.size(), (System.nanoTime() - start) / 1e9);
            for (int i = 0; i < MUTANTS.size(); i++) {
                Mutant m = MUTANTS.get(i);
                String pkg = packages.get(i);
                KeyProver.Obligation o = prover.obligations().stream().filter(x -> x.pkg.equals(pkg) && x.id.equals(m.contract()))
                        .findFirst().orElseThrow(() -> new AssertionError("no contract " + m.contract()));
                if (!closed.contains(m.contract())) {
                    // A proof that fails anyway says nothing about the mutant: reported, not counted.
                    System.out.println("[mutant] " + m.clause() + " (" + m.what() + "): not run, " + m.contract() + " is open");
                    rows.add(String.format(Locale.ROOT, "| %s | %s | `%s` | not run: the intact contract is open | | |", m.clause(), m.what(), m.contract()));
                    notRun++;
                    continue;
                }
                int steps = Math.max(MIN_STEPS, 2 * stepsBefore.getOrDefault(m.contract(), 0));
                KeyProver.Result r = prover.prove(o, steps, null);
                System.out.println("[mutant] " + m.clause() + " (" + m.what() + "): " + r);
                rows.add(String.format(Locale.ROOT, "| %s | %s | `%s` | %s | %d | %.1f |", m.clause(), m.what(),
                        m.contract(), r.outcome == KeyProver.Outcome.REFUTED ? "refuted"
                                : "**" + r.outcome.label() + ": not refuted**", r.nodes, r.seconds));
                if (r.outcome != KeyProver.Outcome.REFUTED) {
                    notRefuted.add(m.clause() + " (" + m.what() + "): " + r.outcome.label());
                }
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
