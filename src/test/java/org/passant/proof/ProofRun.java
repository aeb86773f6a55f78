package org.passant.proof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * One run of the proof check on a copy of the kernel sources: load them into KeY, audit what KeY
 * read and built ({@link SpecAudit}), then prove the contracts (about half in a second JVM,
 * {@link ProofWorker}). {@link ProofIT} runs it on the repository; {@link HarnessIT} on broken
 * copies, to show that the check fails on them.
 */
final class ProofRun {
    private ProofRun() {
    }

    static final String STRATEGY = "proofs/strategy.txt";
    static final String OPEN = "proofs/open.txt";
    static final String CLOSED = "proofs/closed.txt";
    static final String RETIRED = "proofs/retired.txt";
    static final String EXEMPT = "proofs/exempt.txt";

    /**
     * Steps for a contract that must close, and for one recorded as open: retried every build, kept
     * short (every open one needs tens of thousands of steps, open.txt), so that a change that makes
     * it close cheaply is noticed without the build paying for the search that does not.
     */
    static final int MAX_STEPS = 60_000;
    static final int MAX_STEPS_OPEN = 2_000;

    /** The verdicts, the generators and the board effects: every kernel method they call must have a contract. */
    static final List<String> ROOTS = List.of("Legality.isLegal", "AtomicLegality.isLegal", "Generate.isLegal",
            "Generate.legalMoves", "Generate.allLegalMoves", "Generate.moves", "Apply.move", "AtomicApply.move");

    /** What a run found: every result, and every failure (empty when the check passes). */
    static final class Outcome {
        final List<KeyProver.Result> results;
        final List<String> failures;
        final double seconds;

        Outcome(List<KeyProver.Result> results, List<String> failures, double seconds) {
            this.results = results;
            this.failures = failures;
            this.seconds = seconds;
        }
    }

    /** Copies the kernel of {@code srcMainJava} into {@code kernelCopy} (emptied first) and loads it into KeY. */
    static KeyProver load(Path srcMainJava, Path kernelCopy) {
        KeyProver.deleteTree(kernelCopy);
        KeyProver.copyKernel(srcMainJava, kernelCopy);
        return new KeyProver(kernelCopy).tune(KeyProver.Tuning.read(Repo.root().resolve(STRATEGY)));
    }

    /** The audits of a loaded kernel copy: what KeY read, what it built, and which methods have contracts. */
    static List<String> audit(KeyProver prover, Path kernelCopy) {
        List<String> problems = new ArrayList<>();
        problems.addAll(SpecAudit.comments(kernelCopy.resolve(KeyProver.KERNEL_PACKAGE.replace('.', '/'))));
        problems.addAll(SpecAudit.specification(prover.environment(), KeyProver.KERNEL_PACKAGE));
        problems.addAll(SpecAudit.contracts(ContractText.readKernel(kernelCopy)));
        problems.addAll(SpecAudit.coverage(prover.environment(), KeyProver.KERNEL_PACKAGE,
                Repo.readReasons(Repo.root().resolve(EXEMPT)), ROOTS));
        return problems;
    }

    /**
     * Audits the loaded copy and proves the contracts whose id contains {@code filter} (every one
     * when it is empty), saving each proof into {@code saveDir} when that is not null. A contract
     * fails when it does not close, unless {@code proofs/open.txt} records it as open and it has
     * never closed ({@code proofs/closed.txt}). A full run (no filter) also fails on an id of
     * {@code closed.txt} that no longer exists and is not retired ({@code proofs/retired.txt}), on a
     * tuning of no contract, and on a contract in the sources that KeY did not find.
     */
    static Outcome run(KeyProver prover, Path kernelCopy, String filter, Path saveDir) {
        return run(prover, kernelCopy, filter, saveDir, ProofWorker.Store.NONE);
    }

    /** As {@link #run(KeyProver, Path, String, Path)}, replaying and keeping stored proofs as {@code store} says. */
    static Outcome run(KeyProver prover, Path kernelCopy, String filter, Path saveDir, ProofWorker.Store store) {
        Path repo = Repo.root();
        long start = System.nanoTime();
        List<String> failures = new ArrayList<>(audit(prover, kernelCopy));
        TreeSet<String> closedBefore = Repo.readIds(repo.resolve(CLOSED));
        Map<String, String> recordedOpen = Repo.readReasons(repo.resolve(OPEN));
        Map<String, KeyProver.Tuning> tunings = KeyProver.Tuning.read(repo.resolve(STRATEGY));
        List<KeyProver.Obligation> todo = new ArrayList<>();
        Map<String, Integer> budgets = new LinkedHashMap<>();
        for (KeyProver.Obligation o : prover.obligations()) {
            if (filter.isEmpty() || o.id.contains(filter)) {
                boolean open = recordedOpen.containsKey(o.id) && !closedBefore.contains(o.id);
                todo.add(o);
                budgets.put(o.id, open ? MAX_STEPS_OPEN : MAX_STEPS);
            }
        }
        if (todo.isEmpty()) {
            failures.add("no contract's id contains '" + filter + "'");
        }
        List<KeyProver.Result> results = prove(prover, kernelCopy, todo, budgets, saveDir, store);
        for (KeyProver.Result r : results) {
            if (r.closed) {
                continue;
            }
            String why = r.outcome.label() + ", " + r.openGoals + " goals";
            if (closedBefore.contains(r.id)) {
                failures.add(r.id + " closed before and is now open (" + why + "):\n" + r.firstOpenGoal);
            } else if (!recordedOpen.containsKey(r.id)) {
                failures.add(r.id + " does not close and is not recorded in " + OPEN + " (" + why + "):\n" + r.firstOpenGoal);
            }
        }
        if (filter.isEmpty()) {
            TreeSet<String> ids = new TreeSet<>();
            prover.obligations().forEach(o -> ids.add(o.id));
            failures.addAll(vanished(closedBefore, ids, Repo.readReasons(repo.resolve(RETIRED))));
            for (String id : tunings.keySet()) {
                if (!ids.contains(id)) {
                    failures.add(STRATEGY + " tunes " + id + ", which is not a kernel contract");
                }
            }
            failures.addAll(pinned(ContractText.readKernel(kernelCopy), ids, repo.resolve(ContractText.ACCEPTED)));
        }
        return new Outcome(results, failures, (System.nanoTime() - start) / 1e9);
    }

    /**
     * The pin of the contracts' text: KeY's contracts are the ones the sources' text names ({@link ContractText}),
     * and each is word for word its accepted text ({@code proofs/accepted.txt}); a failure per difference.
     */
    static List<String> pinned(List<ContractText.Contract> texts, Set<String> keyIds, Path accepted) {
        List<String> failures = new ArrayList<>();
        TreeSet<String> textIds = new TreeSet<>();
        texts.forEach(t -> textIds.add(t.id));
        for (String id : keyIds) {
            if (!textIds.contains(id)) {
                failures.add(id + ": KeY found this contract, and the sources' text (ContractText) names none so");
            }
        }
        for (String id : textIds) {
            if (!keyIds.contains(id)) {
                failures.add(id + " has a contract in the sources that KeY did not find");
            }
        }
        List<String> differences = ContractText.differences(texts, ContractText.readAccepted(accepted));
        if (!differences.isEmpty()) {
            failures.add(ContractText.failure(differences));
        }
        return failures;
    }

    /**
     * The ids of {@code closed.txt} that are no longer a contract and not retired with a reason, each
     * as a failure: a contract that closed once may leave only with a reason, never unseen.
     */
    static List<String> vanished(Set<String> closedBefore, Set<String> contracts, Map<String, String> retired) {
        List<String> failures = new ArrayList<>();
        for (String id : closedBefore) {
            if (!contracts.contains(id) && !retired.containsKey(id)) {
                failures.add(CLOSED + " lists " + id + ", which is no longer a kernel contract: restore it,"
                        + " or retire it with a reason in " + RETIRED);
            }
        }
        return failures;
    }

    /** Proves {@code todo} in the given budgets, about half in a second JVM unless -Dpassant.proof.serial=true. */
    private static List<KeyProver.Result> prove(KeyProver prover, Path kernelCopy, List<KeyProver.Obligation> todo,
            Map<String, Integer> budgets, Path saveDir, ProofWorker.Store store) {
        Path repo = Repo.root();
        // Two cores, one KeY thread each: a second JVM takes half the work, balanced by last run's times.
        Map<String, Integer> theirs = Boolean.getBoolean("passant.proof.serial") || todo.size() < 2 ? Map.of()
                : share(todo, budgets, lastSeconds(repo.resolve("proofs/results.tsv")));
        Path work = repo.resolve("target/proof-worker");
        Map<String, KeyProver.Result> byId = new LinkedHashMap<>();
        try {
            KeyProver.deleteTree(work);
            Process worker = theirs.isEmpty() ? null : ProofWorker.start(kernelCopy, theirs, saveDir, store, work);
            for (KeyProver.Obligation o : todo) {
                if (!theirs.containsKey(o.id)) {
                    KeyProver.Result r = ProofWorker.prove(prover, o, budgets.get(o.id), saveDir, store);
                    System.out.println("[proof] " + r);
                    byId.put(o.id, r);
                }
            }
            if (worker != null) {
                if (!worker.waitFor(2, TimeUnit.HOURS)) {
                    worker.destroyForcibly();
                }
                Map<String, KeyProver.Result> done = ProofWorker.results(work);
                System.out.println("[proof] the second JVM proved " + done.size() + " of " + theirs.size() + " (exit "
                        + (worker.isAlive() ? "killed" : worker.exitValue()) + ", log " + work.resolve("log.txt") + ")");
                for (KeyProver.Obligation o : todo) {
                    if (theirs.containsKey(o.id)) {
                        KeyProver.Result r = done.get(o.id);
                        if (r == null) {
                            // The worker did not get to it: prove it here rather than lose it.
                            r = ProofWorker.prove(prover, o, budgets.get(o.id), saveDir, store);
                        }
                        System.out.println("[proof] " + r);
                        byId.put(o.id, r);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the second JVM was proving", e);
        }
        List<KeyProver.Result> results = new ArrayList<>();
        for (KeyProver.Obligation o : todo) {
            results.add(byId.get(o.id));
        }
        return results;
    }

    /** Seconds each contract took in the last run ({@code results.tsv}); none for a new contract. */
    static Map<String, Double> lastSeconds(Path resultsTsv) {
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
}
