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
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.passant.specs.ClauseTable;

/**
 * Proves every JML contract of the kernel with KeY (run by {@code mvn verify}) and writes
 * {@code proofs/REPORT.md} and {@code proofs/results.tsv}.
 *
 * <p>The build fails when a contract does not close, unless {@code proofs/open.txt} records it as
 * open (with the reason) and it has never closed: {@code proofs/closed.txt} keeps every contract
 * that has closed once, and such a contract failing later is a regression. A contract closing for
 * the first time is added to {@code closed.txt} (commit it).
 *
 * <p>One contract: {@code mvn -B verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
 * -Dit.test=ProofIT -Dpassant.proof=EnPassant.rank} proves only the contracts whose id contains
 * the text, prints the result, and leaves the report alone. {@code -Dpassant.proof.save=DIR} also
 * writes each proof to {@code DIR/<id>.proof}, which the KeY GUI loads.
 *
 * <p>Stored proofs: {@code proofs/zproof/<id>.zproof} holds the last closed proof of each contract,
 * gzip-compressed. A run first replays it on the obligation KeY builds from today's sources (KeY
 * re-applies every recorded rule, checking each); only a contract whose stored proof no longer
 * closes it (it, a callee's contract or the settings changed) is searched, and a full run then
 * rewrites its file. So an unchanged contract keeps its file, byte for byte.
 * {@code -Dpassant.proof.search=true} ignores the stored proofs and searches every contract.
 */
class ProofIT {

    /** Steps for a contract that must close, and for one recorded as open (bounded, it is retried every build). */
    static final int MAX_STEPS = 60_000;
    static final int MAX_STEPS_OPEN = 5_000;
    /** The stored proofs, under {@code proofs/}. */
    static final String STORE = "zproof";

    @Test
    void everyKernelContractCloses() throws IOException {
        Path repo = Repo.root();
        Path proofs = repo.resolve("proofs");
        String filter = System.getProperty("passant.proof", "").trim();
        String save = System.getProperty("passant.proof.save", "").trim();
        // Replay unless told to search; a full run keeps the store in step, a one-contract run leaves proofs/ alone.
        ProofWorker.Store store = new ProofWorker.Store(proofs.resolve(STORE).toAbsolutePath(),
                !Boolean.getBoolean("passant.proof.search"), filter.isEmpty());
        Map<String, ContractIndex.Entry> index = new LinkedHashMap<>();
        for (ContractIndex.Entry e : ContractIndex.read(repo)) {
            index.put(e.id, e);
        }
        TreeSet<String> closedBefore = Repo.readIds(proofs.resolve("closed.txt"));
        Map<String, String> recordedOpen = Repo.readReasons(proofs.resolve("open.txt"));
        Map<String, KeyProver.Tuning> tunings = KeyProver.Tuning.read(proofs.resolve("strategy.txt"));

        // The kernel copy stays in target/ after the run: the saved proofs name it as their sources.
        Path kernelCopy = repo.resolve("target/key-kernel");
        KeyProver.deleteTree(kernelCopy);
        List<KeyProver.Result> results = new ArrayList<>();
        long start = System.nanoTime();
        KeyProver.copyKernel(repo.resolve("src/main/java"), kernelCopy);
        List<String> audit = new ArrayList<>();
        try (KeyProver prover = new KeyProver(kernelCopy).tune(tunings)) {
            // Nothing taken without proof, judged on what KeY reads and builds: assume, axiom, invariant, free clauses, \dl_ escapes, requires false.
            audit.addAll(SpecAudit.comments(kernelCopy.resolve(KeyProver.KERNEL_PACKAGE.replace('.', '/'))));
            audit.addAll(SpecAudit.specification(prover.environment(), KeyProver.KERNEL_PACKAGE));
            List<KeyProver.Obligation> todo = new ArrayList<>();
            Map<String, Integer> budgets = new LinkedHashMap<>();
            for (KeyProver.Obligation o : prover.obligations()) {
                if (filter.isEmpty() || o.id.contains(filter)) {
                    boolean open = recordedOpen.containsKey(o.id) && !closedBefore.contains(o.id);
                    todo.add(o);
                    budgets.put(o.id, open ? MAX_STEPS_OPEN : MAX_STEPS);
                }
            }
            Path proofsDir = save.isEmpty() ? null : repo.resolve(save).toAbsolutePath();
            if (proofsDir != null) {
                Files.createDirectories(proofsDir);
            }
            // Two cores, one KeY thread each: a second JVM takes half the work, balanced by last run's times.
            Map<String, Integer> theirs = Boolean.getBoolean("passant.proof.serial") || todo.size() < 2
                    ? Map.of() : share(todo, budgets, lastSeconds(proofs.resolve("results.tsv")));
            Path work = repo.resolve("target/proof-worker");
            KeyProver.deleteTree(work);
            Process worker = theirs.isEmpty() ? null : ProofWorker.start(kernelCopy, theirs, proofsDir, store, work);
            Map<String, KeyProver.Result> byId = new LinkedHashMap<>();
            for (KeyProver.Obligation o : todo) {
                if (!theirs.containsKey(o.id)) {
                    KeyProver.Result r = ProofWorker.prove(prover, o, budgets.get(o.id), proofsDir, store);
                    System.out.println("[proof] " + r);
                    byId.put(o.id, r);
                }
            }
            if (worker != null) {
                if (!worker.waitFor(2, TimeUnit.HOURS)) {
                    worker.destroyForcibly();
                }
                Map<String, KeyProver.Result> done = ProofWorker.results(work);
                System.out.println("[proof] the second JVM proved " + done.size() + " of " + theirs.size()
                        + " (exit " + (worker.isAlive() ? "killed" : worker.exitValue()) + ", log " + work.resolve("log.txt") + ")");
                for (KeyProver.Obligation o : todo) {
                    if (theirs.containsKey(o.id)) {
                        KeyProver.Result r = done.get(o.id);
                        if (r == null) {
                            // The worker did not get to it: prove it here rather than lose it.
                            r = ProofWorker.prove(prover, o, budgets.get(o.id), proofsDir, store);
                        }
                        System.out.println("[proof] " + r);
                        byId.put(o.id, r);
                    }
                }
            }
            for (KeyProver.Obligation o : todo) {
                results.add(byId.get(o.id));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the second JVM was proving", e);
        }
        double total = (System.nanoTime() - start) / 1e9;

        List<String> failures = new ArrayList<>(audit);
        TreeSet<String> closedNow = new TreeSet<>();
        for (KeyProver.Result r : results) {
            String why = r.outcome.label() + ", " + r.openGoals + " goals";
            if (r.closed) {
                closedNow.add(r.id);
            } else if (closedBefore.contains(r.id)) {
                failures.add(r.id + " closed before and is now open (" + why + "):\n" + r.firstOpenGoal);
            } else if (!recordedOpen.containsKey(r.id)) {
                failures.add(r.id + " does not close and is not recorded in proofs/open.txt (" + why + "):\n" + r.firstOpenGoal);
            }
        }
        if (filter.isEmpty()) {
            TreeSet<String> contracts = new TreeSet<>(index.keySet());
            results.forEach(r -> contracts.add(r.id));
            closedBefore.stream().filter(contracts::contains).forEach(closedNow::add);
            failures.addAll(vanished(closedBefore, contracts, Repo.readReasons(proofs.resolve("retired.txt"))));
            for (String id : index.keySet()) {
                if (results.stream().noneMatch(r -> r.id.equals(id))) {
                    failures.add(id + " has a contract in the sources that KeY did not find");
                }
            }
            for (String id : tunings.keySet()) {
                if (results.stream().noneMatch(r -> r.id.equals(id))) {
                    failures.add("proofs/strategy.txt tunes " + id + ", which is not a kernel contract");
                }
            }
            for (String stale : staleStored(store.dir, results)) {
                Files.delete(store.dir.resolve(stale));
            }
            Repo.writeIds(proofs.resolve("closed.txt"), closedNow,
                    "Every kernel contract that KeY has closed once; written by ProofIT. Failing later is a regression.");
            writeResults(proofs.resolve("results.tsv"), results, index);
            writeReport(proofs.resolve("REPORT.md"), results, index, recordedOpen, tunings, total);
            ClauseTable.write(repo);
        }
        if (!failures.isEmpty()) {
            fail(failures.size() + " failure(s):\n\n" + String.join("\n\n", failures));
        }
        assertTrue(!results.isEmpty(), "KeY found no contract to prove");
    }

    /**
     * The ids of {@code closed.txt} that are no longer a contract and not retired with a reason, each
     * as a failure: a contract that closed once may leave only with a reason, never unseen.
     */
    static List<String> vanished(Set<String> closedBefore, Set<String> contracts, Map<String, String> retired) {
        List<String> failures = new ArrayList<>();
        for (String id : closedBefore) {
            if (!contracts.contains(id) && !retired.containsKey(id)) {
                failures.add("proofs/closed.txt lists " + id + ", which is no longer a kernel contract: restore it,"
                        + " or retire it with a reason in proofs/retired.txt");
            }
        }
        return failures;
    }

    /** The files in the store that are not the stored proof of a contract that closed in this full run. */
    static List<String> staleStored(Path storeDir, List<KeyProver.Result> results) throws IOException {
        Set<String> keep = new TreeSet<>();
        results.stream().filter(r -> r.closed).forEach(r -> keep.add(Repo.fileName(r.id) + ".zproof"));
        List<String> stale = new ArrayList<>();
        if (Files.isDirectory(storeDir)) {
            try (java.util.stream.Stream<Path> files = Files.list(storeDir)) {
                files.map(f -> f.getFileName().toString()).filter(n -> !keep.contains(n)).sorted().forEach(stale::add);
            }
        }
        return stale;
    }

    /** Seconds each contract took in the last run ({@code results.tsv}); none for a new contract. */
    static Map<String, Double> lastSeconds(Path resultsTsv) throws IOException {
        Map<String, Double> seconds = new LinkedHashMap<>();
        for (String[] f : Repo.readResults(resultsTsv)) {
            if (f.length > 4) {
                seconds.put(f[0], Double.parseDouble(f[4]));
            }
        }
        return seconds;
    }

    /**
     * The worker's share: the contracts, longest first (by the last run; a new one counts as a
     * minute), each to whichever side has less so far, so that both end at about the same time.
     */
    static Map<String, Integer> share(List<KeyProver.Obligation> todo, Map<String, Integer> budgets,
            Map<String, Double> lastSeconds) {
        List<KeyProver.Obligation> byCost = new ArrayList<>(todo);
        byCost.sort((a, b) -> Double.compare(lastSeconds.getOrDefault(b.id, 60.0), lastSeconds.getOrDefault(a.id, 60.0)));
        double mine = 0;
        double theirs = 30; // the worker first loads KeY and the sources, which the parent has done
        Map<String, Integer> share = new LinkedHashMap<>();
        for (KeyProver.Obligation o : byCost) {
            double cost = lastSeconds.getOrDefault(o.id, 60.0);
            if (theirs < mine) {
                share.put(o.id, budgets.get(o.id));
                theirs += cost;
            } else {
                mine += cost;
            }
        }
        return share;
    }

    static void writeResults(Path file, List<KeyProver.Result> results, Map<String, ContractIndex.Entry> index)
            throws IOException {
        StringBuilder sb = new StringBuilder("# Written by ProofIT on every mvn -B verify: one row per kernel contract. Do not edit by hand.\n"
                + "contract\tclauses\tresult\tsteps\tseconds\tlocation\thow\n");
        for (KeyProver.Result r : results) {
            ContractIndex.Entry e = index.get(r.id);
            sb.append(r.id).append('\t').append(e == null ? "" : String.join(" ", e.clauses)).append('\t')
                    .append(r.closed ? "closed" : "open").append('\t').append(r.nodes).append('\t')
                    .append(String.format(Locale.ROOT, "%.1f", r.seconds)).append('\t')
                    .append(e == null ? "" : e.location()).append('\t').append(r.replayed ? "replayed" : "searched").append('\n');
        }
        Files.writeString(file, sb.toString());
    }

    static void writeReport(Path file, List<KeyProver.Result> results, Map<String, ContractIndex.Entry> index,
            Map<String, String> recordedOpen, Map<String, KeyProver.Tuning> tunings, double total) throws IOException {
        int closed = 0;
        int replayed = 0;
        long steps = 0;
        double seconds = 0;
        for (KeyProver.Result r : results) {
            closed += r.closed ? 1 : 0;
            replayed += r.replayed ? 1 : 0;
            steps += r.nodes;
            seconds += r.seconds;
        }
        StringBuilder sb = new StringBuilder();
        sb.append("# What KeY proved\n\n");
        sb.append("Written by `ProofIT` on every `mvn -B verify` (KeY 2.12.3, headless, every option from\n");
        sb.append("`proofs/key-settings.json`: integer arithmetic ignoring overflow, method contracts, loop invariants,\n");
        sb.append("queries on, quantifier instantiation, dependency contracts on;\n");
        sb.append("at most ").append(MAX_STEPS).append(" steps per contract; the contracts under \"Tuned\" below depart from\n");
        sb.append("this as `proofs/strategy.txt` says). Do not edit by hand.\n\n");
        sb.append(String.format(Locale.ROOT, "**%d of %d contracts closed**, %d proof steps in all, %.0f s proving "
                + "(on two JVMs at once; %.0f s from start to end, loading KeY and the sources included). "
                + "No `assume`, no axiom. %d replayed from their stored proofs in `proofs/zproof` (KeY re-applied "
                + "every stored rule to the obligation built from today's sources), %d searched.%n%n",
                closed, results.size(), steps, seconds, total, replayed, results.size() - replayed));
        sb.append("| contract | clauses | result | steps | seconds | how | source |\n|---|---|---|---:|---:|---|---|\n");
        for (KeyProver.Result r : results) {
            ContractIndex.Entry e = index.get(r.id);
            sb.append("| `").append(r.id).append("` | ")
                    .append(e == null ? "" : String.join(" ", e.clauses)).append(" | ")
                    .append(r.closed ? "closed" : "**open**").append(" | ").append(r.nodes).append(" | ")
                    .append(String.format(Locale.ROOT, "%.1f", r.seconds)).append(" | ")
                    .append(r.replayed ? "replayed" : "searched").append(" | ")
                    .append(e == null ? "" : "`" + e.location() + "`").append(" |\n");
        }
        if (!tunings.isEmpty()) {
            sb.append("\n## Tuned, and why\n\n");
            for (Map.Entry<String, KeyProver.Tuning> t : tunings.entrySet()) {
                sb.append("- `").append(t.getKey()).append("`: ");
                if (t.getValue().steps > 0) {
                    sb.append("at most ").append(t.getValue().steps).append(" steps; ");
                }
                t.getValue().settings.forEach((k, v) -> sb.append(k).append('=').append(v).append("; "));
                sb.append(t.getValue().reason).append('\n');
            }
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
