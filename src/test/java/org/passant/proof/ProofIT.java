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

import org.junit.jupiter.api.Test;
import org.passant.specs.ClauseTable;

/**
 * Proves every JML contract of the kernel with KeY (run by {@code mvn verify}) after auditing what
 * KeY read and built ({@link ProofRun}), and writes {@code proofs/REPORT.md}, {@code results.tsv},
 * {@code closed.txt} and {@code specs/TABLE.md}.
 *
 * <p>The build fails when a contract does not close, unless {@code proofs/open.txt} records it as
 * open (with the reason) and it has never closed: {@code proofs/closed.txt} keeps every contract
 * that has closed once, and such a contract failing later is a regression. A contract closing for
 * the first time is added to {@code closed.txt} (commit it).
 *
 * <p>One contract: {@code mvn -B verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
 * -Dit.test=ProofIT -Dpassant.proof=EnPassant.rank} proves only the contracts whose id contains
 * the text, prints the result, and leaves the records alone. {@code -Dpassant.proof.save=DIR} also
 * writes each proof to {@code DIR/<id>.proof}, which the KeY GUI loads (no proof file is kept in
 * the repository).
 */
class ProofIT {

    /** The stored proofs, under {@code proofs/}. */
    static final String STORE = "zproof";

    @Test
    void everyKernelContractCloses() throws IOException {
        Path repo = Repo.root();
        Path proofs = repo.resolve("proofs");
        String filter = System.getProperty("passant.proof", "").trim();
        String save = System.getProperty("passant.proof.save", "").trim();
        Path saveDir = save.isEmpty() ? null : repo.resolve(save).toAbsolutePath();
        // Replay unless told to search; a full run keeps the store in step, a one-contract run leaves proofs/ alone.
        ProofWorker.Store store = new ProofWorker.Store(proofs.resolve(STORE).toAbsolutePath(),
                !Boolean.getBoolean("passant.proof.search"), filter.isEmpty());
        // The kernel copy stays in target/ after the run: saved proofs name it as their sources.
        Path kernelCopy = repo.resolve("target/key-kernel");
        long start = System.nanoTime();
        ProofRun.Outcome run;
        List<KeyProver.Obligation> obligations;
        try (KeyProver prover = ProofRun.load(repo.resolve("src/main/java"), kernelCopy)) {
            run = ProofRun.run(prover, kernelCopy, filter, saveDir, store);
            obligations = prover.obligations();
        }
        double total = (System.nanoTime() - start) / 1e9;
        if (filter.isEmpty()) {
            Map<String, ContractIndex.Entry> index = new LinkedHashMap<>();
            for (ContractIndex.Entry e : ContractIndex.read(repo)) {
                index.put(e.id, e);
            }
            TreeSet<String> ids = new TreeSet<>();
            obligations.forEach(o -> ids.add(o.id));
            TreeSet<String> closedNow = new TreeSet<>();
            for (String id : Repo.readIds(proofs.resolve("closed.txt"))) {
                if (ids.contains(id)) {
                    closedNow.add(id); // a retired id leaves the list; retired.txt keeps why
                }
            }
            run.results.stream().filter(r -> r.closed).forEach(r -> closedNow.add(r.id));
            for (String stale : staleStored(store.dir, run.results)) {
                Files.delete(store.dir.resolve(stale));
            }
            Repo.writeIds(proofs.resolve("closed.txt"), closedNow,
                    "Every kernel contract that KeY has closed once; written by ProofIT. Failing later is a regression.");
            Map<String, ContractText.Contract> texts = ContractText.byId(ContractText.read(repo));
            writeResults(proofs.resolve("results.tsv"), run.results, index, texts);
            writeReport(proofs.resolve("REPORT.md"), run.results, index, texts, Repo.readReasons(repo.resolve(ProofRun.OPEN)),
                    KeyProver.Tuning.read(repo.resolve(ProofRun.STRATEGY)), total);
            ClauseTable.write(repo);
        }
        if (!run.failures.isEmpty()) {
            fail(run.failures.size() + " failure(s):\n\n" + String.join("\n\n", run.failures));
        }
        assertTrue(!run.results.isEmpty(), "KeY found no contract to prove");
    }

    /** The files in the store that are not the stored proof of a contract that closed in this full run. */
    static List<String> staleStored(Path storeDir, List<KeyProver.Result> results) throws IOException {
        Set<String> keep = new TreeSet<>();
        results.stream().filter(r -> r.closed).forEach(r -> keep.add(Repo.fileName(r.id) + ProofWorker.Store.SUFFIX));
        List<String> stale = new ArrayList<>();
        if (Files.isDirectory(storeDir)) {
            try (java.util.stream.Stream<Path> files = Files.list(storeDir)) {
                files.map(f -> f.getFileName().toString()).filter(n -> !keep.contains(n)).sorted().forEach(stale::add);
            }
        }
        return stale;
    }

    static void writeResults(Path file, List<KeyProver.Result> results, Map<String, ContractIndex.Entry> index,
            Map<String, ContractText.Contract> texts) throws IOException {
        StringBuilder sb = new StringBuilder("# Written by ProofIT on every mvn -B verify: one row per kernel contract. Do not edit by hand.\n"
                + "# text: the fingerprint of the contract's normalised text (proofs/accepted.txt); uses: the fingerprint of the contracts the proof applied, listed in used.\n"
                + "contract\tclauses\tresult\tsteps\tseconds\tlocation\thow\ttext\tuses\tused\n");
        for (KeyProver.Result r : results) {
            ContractIndex.Entry e = index.get(r.id);
            sb.append(r.id).append('\t').append(e == null ? "" : String.join(" ", e.clauses)).append('\t')
                    .append(r.closed ? "closed" : "open").append('\t').append(r.nodes).append('\t')
                    .append(String.format(Locale.ROOT, "%.1f", r.seconds)).append('\t')
                    .append(location(r.id, e, texts)).append('\t').append(r.replayed ? "replayed" : "searched").append('\t')
                    .append(textFingerprint(r.id, texts)).append('\t').append(usesFingerprint(r, texts)).append('\t')
                    .append(String.join(" ", r.uses)).append('\n');
        }
        Files.writeString(file, sb.toString());
    }

    /** Where a contract is stated. */
    static String location(String id, ContractIndex.Entry e, Map<String, ContractText.Contract> texts) {
        ContractText.Contract t = texts.get(id);
        return e != null ? e.location() : t != null ? t.location() : "";
    }

    /** The fingerprint of the normalised text of the contract a row is about ({@link ContractText}). */
    static String textFingerprint(String id, Map<String, ContractText.Contract> texts) {
        ContractText.Contract t = texts.get(id);
        return t == null ? "" : t.fingerprint();
    }

    /** The fingerprint of every contract a proof applied: each used id with its own text's fingerprint, one a line, hashed. */
    static String usesFingerprint(KeyProver.Result r, Map<String, ContractText.Contract> texts) {
        StringBuilder sb = new StringBuilder();
        for (String id : r.uses) {
            sb.append(id).append(' ').append(textFingerprint(id, texts)).append('\n');
        }
        return ContractText.fingerprint(sb.toString());
    }

    static void writeReport(Path file, List<KeyProver.Result> results, Map<String, ContractIndex.Entry> index,
            Map<String, ContractText.Contract> texts, Map<String, String> recordedOpen, Map<String, KeyProver.Tuning> tunings,
            double total) throws IOException {
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
        sb.append("Written by `ProofIT` on every `mvn -B verify` (KeY 2.12.3, headless, every option pinned in\n");
        sb.append("`proofs/key-settings.json`: Java integer semantics (`intRules:javaSemantics`), method contracts, loop\n");
        sb.append("invariants, queries on, quantifier instantiation, dependency contracts on; at most ")
                .append(ProofRun.MAX_STEPS).append(" steps per\n");
        sb.append("contract; the contracts under \"Tuned\" below depart from this as `proofs/strategy.txt` says).\n");
        sb.append("Before proving, the build audits what KeY read and built (`SpecAudit`): no `assume`, no axiom, no\n");
        sb.append("class invariant, no free clause, no `\\dl_` escape, no false precondition, every public method with a\n");
        sb.append("contract. To keep the proofs: `-Dpassant.proof.save=DIR` (specs/README.md). Do not edit by hand.\n\n");
        sb.append(String.format(Locale.ROOT, "**%d of %d contracts closed**, %d proof steps in all, %.0f s proving "
                + "(on two JVMs at once; %.0f s from start to end, loading KeY and the sources included). "
                + "%d replayed from their stored proofs in `proofs/zproof` (KeY re-applied every stored rule to the "
                + "obligation built from today's sources), %d searched.%n%n",
                closed, results.size(), steps, seconds, total, replayed, results.size() - replayed));
        sb.append("Each contract's text is pinned: `text` is the fingerprint of its normalised JML text, which must be the\n");
        sb.append("accepted one in `proofs/accepted.txt` (`ContractText`); `uses` is the fingerprint of the contracts its proof\n");
        sb.append("applied, each with its own text's fingerprint (listed in `results.tsv`).\n\n");
        sb.append("| contract | clauses | result | steps | seconds | how | text | uses | source |\n|---|---|---|---:|---:|---|---|---|---|\n");
        for (KeyProver.Result r : results) {
            ContractIndex.Entry e = index.get(r.id);
            String where = location(r.id, e, texts);
            sb.append("| `").append(r.id).append("` | ")
                    .append(e == null ? "" : String.join(" ", e.clauses)).append(" | ")
                    .append(r.closed ? "closed" : "**open** (" + r.outcome.label() + ")").append(" | ").append(r.nodes).append(" | ")
                    .append(String.format(Locale.ROOT, "%.1f", r.seconds)).append(" | ")
                    .append(r.replayed ? "replayed" : "searched").append(" | `")
                    .append(textFingerprint(r.id, texts)).append("` | `").append(usesFingerprint(r, texts)).append("` | ")
                    .append(where.isEmpty() ? "" : "`" + where + "`").append(" |\n");
        }
        if (!tunings.isEmpty()) {
            sb.append("\n## Tuned, and why\n\n");
            for (Map.Entry<String, KeyProver.Tuning> t : tunings.entrySet()) {
                sb.append("- `").append(t.getKey()).append("`: ");
                if (t.getValue().steps > 0) {
                    sb.append("at most ").append(t.getValue().steps).append(" steps; ");
                }
                if (t.getValue().selfQueryOnce) {
                    sb.append("selfQuery=once (its own query expanded once, the call met with its first spec case); ");
                }
                if (t.getValue().expand != null) {
                    sb.append("expand=").append(t.getValue().expand)
                            .append(" (that method's query expanded once, the call met with its first spec case, proved on its own); ");
                }
                if (t.getValue().arithRanges) {
                    sb.append("arith=ranges (NON_LIN_ARITH_DEF_OPS without the rules that expand division and remainder); ");
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
