package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.passant.specs.ClauseTable;

/**
 * Proves every JML contract of the kernel with KeY (run by {@code mvn verify}) and writes
 * {@code proofs/}: one saved proof per contract, {@code REPORT.md}, {@code results.tsv}.
 *
 * <p>The build fails when a contract does not close, unless {@code proofs/open.txt} records it as
 * open (with the reason) and it has never closed: {@code proofs/closed.txt} keeps every contract
 * that has closed once, and such a contract failing later is a regression. A contract closing for
 * the first time is added to {@code closed.txt} (commit it).
 *
 * <p>One contract: {@code mvn -B verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
 * -Dit.test=ProofIT -Dpassant.proof=EnPassant.rank} proves only the contracts whose id contains
 * the text, prints the result, and leaves the report alone.
 */
class ProofIT {

    /** Steps for a contract that must close, and for one recorded as open (bounded, it is retried every build). */
    static final int MAX_STEPS = 60_000;
    static final int MAX_STEPS_OPEN = 5_000;

    @Test
    void everyKernelContractCloses() throws IOException {
        Path repo = Repo.root();
        Path proofs = repo.resolve("proofs");
        String filter = System.getProperty("passant.proof", "").trim();
        Map<String, ContractIndex.Entry> index = new LinkedHashMap<>();
        for (ContractIndex.Entry e : ContractIndex.read(repo)) {
            index.put(e.id, e);
        }
        assertNoAssumptions(repo);
        TreeSet<String> closedBefore = Repo.readIds(proofs.resolve("closed.txt"));
        Map<String, String> recordedOpen = Repo.readReasons(proofs.resolve("open.txt"));

        // The kernel copy stays in target/ after the run: the saved proofs name it as their sources.
        Path kernelCopy = repo.resolve("target/key-kernel");
        KeyProver.deleteTree(kernelCopy);
        List<KeyProver.Result> results = new ArrayList<>();
        long start = System.nanoTime();
        KeyProver.copyKernel(repo.resolve("src/main/java"), kernelCopy);
        try (KeyProver prover = new KeyProver(kernelCopy)) {
            for (KeyProver.Obligation o : prover.obligations()) {
                if (!filter.isEmpty() && !o.id.contains(filter)) {
                    continue;
                }
                boolean open = recordedOpen.containsKey(o.id) && !closedBefore.contains(o.id);
                Path save = filter.isEmpty() ? proofs.resolve(Repo.fileName(o.id) + ".proof") : null;
                KeyProver.Result r = prover.prove(o, open ? MAX_STEPS_OPEN : MAX_STEPS, save);
                System.out.println("[proof] " + r);
                if (!r.closed && save != null) {
                    // An open proof is not a proof: keep no file that could be taken for one.
                    Files.deleteIfExists(save);
                }
                results.add(r);
            }
        }
        double total = (System.nanoTime() - start) / 1e9;

        List<String> failures = new ArrayList<>();
        TreeSet<String> closedNow = new TreeSet<>(closedBefore);
        for (KeyProver.Result r : results) {
            if (r.closed) {
                closedNow.add(r.id);
            } else if (closedBefore.contains(r.id)) {
                failures.add(r.id + " closed before and is now open (" + r.openGoals + " goals):\n" + r.firstOpenGoal);
            } else if (!recordedOpen.containsKey(r.id)) {
                failures.add(r.id + " does not close and is not recorded in proofs/open.txt (" + r.openGoals
                        + " goals):\n" + r.firstOpenGoal);
            }
        }
        if (filter.isEmpty()) {
            for (String id : index.keySet()) {
                if (results.stream().noneMatch(r -> r.id.equals(id))) {
                    failures.add(id + " has a contract in the sources that KeY did not find");
                }
            }
            Repo.writeIds(proofs.resolve("closed.txt"), closedNow,
                    "Every kernel contract that KeY has closed once; written by ProofIT. Failing later is a regression.");
            writeResults(proofs.resolve("results.tsv"), results, index);
            writeReport(proofs.resolve("REPORT.md"), results, index, recordedOpen, total);
            ClauseTable.write(repo);
        }
        if (!failures.isEmpty()) {
            fail(failures.size() + " contract(s) failed:\n\n" + String.join("\n\n", failures));
        }
        assertTrue(!results.isEmpty(), "KeY found no contract to prove");
    }

    /** No assume and no axiom anywhere in the kernel's JML: nothing is taken without proof. */
    static void assertNoAssumptions(Path repo) throws IOException {
        Pattern forbidden = Pattern.compile("\\b(assume|axiom)\\b");
        try (var files = Files.list(repo.resolve("src/main/java/org/passant/kernel"))) {
            for (Path f : (Iterable<Path>) files::iterator) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String t = lines.get(i).trim();
                    boolean jml = t.startsWith("@") || t.startsWith("/*@") || t.startsWith("//@");
                    Matcher m = forbidden.matcher(t);
                    if (jml && m.find()) {
                        fail(f.getFileName() + ":" + (i + 1) + ": JML '" + m.group() + "' is not allowed: " + t);
                    }
                }
            }
        }
    }

    static void writeResults(Path file, List<KeyProver.Result> results, Map<String, ContractIndex.Entry> index)
            throws IOException {
        StringBuilder sb = new StringBuilder("contract\tclauses\tresult\tsteps\tseconds\tlocation\n");
        for (KeyProver.Result r : results) {
            ContractIndex.Entry e = index.get(r.id);
            sb.append(r.id).append('\t').append(e == null ? "" : String.join(" ", e.clauses)).append('\t')
                    .append(r.closed ? "closed" : "open").append('\t').append(r.nodes).append('\t')
                    .append(String.format(Locale.ROOT, "%.1f", r.seconds)).append('\t')
                    .append(e == null ? "" : e.location()).append('\n');
        }
        Files.writeString(file, sb.toString());
    }

    static void writeReport(Path file, List<KeyProver.Result> results, Map<String, ContractIndex.Entry> index,
            Map<String, String> recordedOpen, double total) throws IOException {
        int closed = 0;
        long steps = 0;
        double seconds = 0;
        for (KeyProver.Result r : results) {
            closed += r.closed ? 1 : 0;
            steps += r.nodes;
            seconds += r.seconds;
        }
        StringBuilder sb = new StringBuilder();
        sb.append("# What KeY proved\n\n");
        sb.append("Written by `ProofIT` on every `mvn -B verify` (KeY 2.12.3, headless, strategy of DESIGN.md:\n");
        sb.append("method contracts, loop invariants, queries on, quantifier instantiation, dependency contracts on;\n");
        sb.append("at most ").append(MAX_STEPS).append(" steps per contract). Do not edit by hand.\n\n");
        sb.append(String.format(Locale.ROOT, "**%d of %d contracts closed**, %d proof steps in all, %.0f s proving "
                + "(%.0f s with loading KeY and the sources). No `assume`, no axiom.%n%n",
                closed, results.size(), steps, seconds, total));
        sb.append("| contract | clauses | result | steps | seconds | source |\n|---|---|---|---:|---:|---|\n");
        for (KeyProver.Result r : results) {
            ContractIndex.Entry e = index.get(r.id);
            String proofFile = Repo.fileName(r.id) + ".proof";
            sb.append("| ").append(r.closed ? "[`" + r.id + "`](" + proofFile + ")" : "`" + r.id + "`").append(" | ")
                    .append(e == null ? "" : String.join(" ", e.clauses)).append(" | ")
                    .append(r.closed ? "closed" : "**open**").append(" | ").append(r.nodes).append(" | ")
                    .append(String.format(Locale.ROOT, "%.1f", r.seconds)).append(" | ")
                    .append(e == null ? "" : "`" + e.location() + "`").append(" |\n");
        }
        List<KeyProver.Result> open = results.stream().filter(r -> !r.closed).toList();
        if (!open.isEmpty()) {
            sb.append("\n## Open, and why\n\n");
            for (KeyProver.Result r : open) {
                sb.append("- `").append(r.id).append("`: ")
                        .append(recordedOpen.getOrDefault(r.id, "not recorded as open: the build fails")).append('\n');
            }
        }
        Files.writeString(file, sb.toString());
    }
}
