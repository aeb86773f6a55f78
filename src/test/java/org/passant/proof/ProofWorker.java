package org.passant.proof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A second JVM that proves a share of the kernel's contracts while {@link ProofRun} proves the rest
 * (or a share of the mutants' while {@link MutationIT} proves the rest): KeY proves on one thread,
 * and the machine has two cores. The parent writes the ids with their
 * step budgets; the worker loads its own KeY (the same pinned settings, {@link KeySettings}, and its
 * own KeY home directory so that the two never write one file at once), proves them in that order
 * and writes one line per result.
 */
final class ProofWorker {
    private ProofWorker() {
    }

    /**
     * Where the stored proofs are ({@code proofs/zproof}) and what a run may do with them: replay
     * them, and write a proof that closed by search over one that did not replay.
     */
    static final class Store {
        final Path dir;
        final boolean replay;
        final boolean write;

        Store(Path dir, boolean replay, boolean write) {
            this.dir = dir;
            this.replay = replay;
            this.write = write;
        }

        static final Store NONE = new Store(null, false, false);

        /** A stored proof's file name after the contract's: KeY's proof text, xz-compressed ({@link KeyProver#saveCompressed}). */
        static final String SUFFIX = ".proof.xz";

        Path file(String id) {
            return dir.resolve(Repo.fileName(id) + SUFFIX);
        }

        String encode() {
            return dir == null ? "-" : (replay ? "r" : "") + (write ? "w" : "") + ":" + dir;
        }

        static Store decode(String s) {
            if (s.equals("-")) {
                return NONE;
            }
            String mode = s.substring(0, s.indexOf(':'));
            return new Store(Path.of(s.substring(s.indexOf(':') + 1)), mode.contains("r"), mode.contains("w"));
        }
    }

    /**
     * Proves one contract: by replaying its stored proof when there is one that still closes it,
     * else by search; a search that closes is stored (when the run writes the store) and saved to
     * {@code proofsDir} for the GUI (when asked); a contract that does not close loses its stored proof.
     */
    static KeyProver.Result prove(KeyProver prover, KeyProver.Obligation o, int maxSteps, Path proofsDir, Store store) {
        try {
            Path stored = store.dir == null ? null : store.file(o.id);
            if (store.replay && Files.exists(stored)) {
                KeyProver.Result r = prover.replay(o, stored);
                if (r != null) {
                    return r;
                }
            }
            Path save = proofsDir != null ? proofsDir.resolve(Repo.fileName(o.id) + ".proof")
                    : store.write ? Files.createTempFile("passant-proof-", ".proof") : null;
            KeyProver.Result r = prover.prove(o, maxSteps, save);
            if (r.outcome == KeyProver.Outcome.REFUTED && KeySettings.overflow()) {
                // The contract's own strategy first; an overflow goal its delayed splitting stops at, split normally.
                prover.splitNormally = true;
                try {
                    r = prover.prove(o, maxSteps, save);
                } finally {
                    prover.splitNormally = false;
                }
            }
            if (save != null) {
                if (r.closed && store.write) {
                    KeyProver.saveCompressed(save, stored);
                }
                if (!r.closed || proofsDir == null) {
                    Files.deleteIfExists(save);
                }
            }
            if (!r.closed && store.write) {
                Files.deleteIfExists(stored);
            }
            return r;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts a worker on {@code kernelCopy} for {@code budgets} (id to step budget) in the directory {@code work}. */
    static Process start(Path kernelCopy, Map<String, Integer> budgets, Path saveDir, Store store, Path work) throws IOException {
        return start(kernelCopy, budgets, saveDir, store, work, List.of());
    }

    /** As {@link #start(Path, Map, Path, Store, Path)}, with {@code properties} ({@code -Dkey=value}) on the worker's command line. */
    static Process start(Path kernelCopy, Map<String, Integer> budgets, Path saveDir, Store store, Path work,
            List<String> properties) throws IOException {
        Files.createDirectories(work.resolve("home"));
        StringBuilder ids = new StringBuilder();
        budgets.forEach((id, steps) -> ids.append(id).append('\t').append(steps).append('\n'));
        Files.writeString(work.resolve("ids.tsv"), ids.toString());
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss16m", "-Xmx4g", "-D" + KeySettings.HOME_PROPERTY + "=" + work.resolve("home"),
                "-Dpassant.root=" + Repo.root()));
        command.addAll(properties);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ProofWorker.class.getName(),
                kernelCopy.toString(), work.resolve("ids.tsv").toString(), work.resolve("results.tsv").toString(),
                saveDir == null ? "-" : saveDir.toString(), store.encode()));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(work.resolve("log.txt").toFile()).start();
    }

    /** The results a worker wrote, by {@link #key}; one it did not get to is absent. */
    static Map<String, KeyProver.Result> results(Path work) throws IOException {
        Map<String, KeyProver.Result> results = new LinkedHashMap<>();
        Path file = work.resolve("results.tsv");
        if (!Files.exists(file)) {
            return results;
        }
        for (String line : Files.readAllLines(file)) {
            String[] f = line.split("\t", -1);
            if (f.length != 8) {
                continue;
            }
            String goal = f[5].isEmpty() ? null : new String(Base64.getDecoder().decode(f[5]), StandardCharsets.UTF_8);
            List<String> uses = f[7].isEmpty() ? List.of() : List.of(f[7].split(" "));
            results.put(f[0], new KeyProver.Result(f[0], KeyProver.Outcome.valueOf(f[1]), Integer.parseInt(f[2]),
                    Integer.parseInt(f[3]), Double.parseDouble(f[4]), goal, Boolean.parseBoolean(f[6]), uses));
        }
        return results;
    }

    /**
     * How a worker names an obligation: its id for the kernel, {@code package/id} for a copy of the
     * kernel in a package of its own (a mutant, {@link MutationIT}).
     */
    static String key(KeyProver.Obligation o) {
        return key(o.pkg, o.id);
    }

    static String key(String pkg, String id) {
        return pkg.equals(KeyProver.KERNEL_PACKAGE) ? id : pkg + "/" + id;
    }

    /** The packages that {@link #key}s name, the kernel's for a plain id: what a prover for them must collect. */
    static java.util.Set<String> packages(java.util.Collection<String> keys) {
        java.util.Set<String> packages = new java.util.TreeSet<>();
        keys.forEach(key -> packages.add(key.contains("/") ? key.substring(0, key.indexOf('/')) : KeyProver.KERNEL_PACKAGE));
        return packages;
    }

    /** {@code ProofWorker KERNEL_COPY IDS_TSV RESULTS_TSV SAVE_DIR|- STORE|-} (STORE as {@link Store#encode}). */
    public static void main(String[] args) {
        try {
            work(args);
        } catch (Throwable t) {
            t.printStackTrace();
            System.exit(1);
        }
        System.exit(0);
    }

    private static void work(String[] args) throws IOException {
        Path kernelCopy = Path.of(args[0]);
        Map<String, Integer> budgets = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            String[] f = line.split("\t");
            budgets.put(f[0], Integer.parseInt(f[1]));
        }
        Path out = Path.of(args[2]);
        Path saveDir = args[3].equals("-") ? null : Path.of(args[3]);
        Store store = Store.decode(args[4]);
        Files.writeString(out, "");
        try (KeyProver prover = new KeyProver(kernelCopy, packages(budgets.keySet()))
                .tune(KeyProver.Tuning.read(Repo.root().resolve(ProofRun.STRATEGY)))) {
            if (KeySettings.overflow()) {
                // A first search of the overflow proofs may bound each attempt's wall-clock time (OverflowIT's TIMEOUT).
                prover.devTimeout = Long.getLong(OverflowIT.TIMEOUT, -1L);
            }
            List<KeyProver.Obligation> mine = new ArrayList<>();
            for (KeyProver.Obligation o : prover.obligations()) {
                if (budgets.containsKey(key(o))) {
                    mine.add(o);
                }
            }
            for (KeyProver.Obligation o : mine) {
                KeyProver.Result r = prove(prover, o, budgets.get(key(o)), saveDir, store);
                System.out.println("[proof] " + r);
                String goal = r.firstOpenGoal == null ? ""
                        : Base64.getEncoder().encodeToString(r.firstOpenGoal.getBytes(StandardCharsets.UTF_8));
                Files.writeString(out, String.join("\t", key(o), r.outcome.name(), Integer.toString(r.nodes),
                        Integer.toString(r.openGoals), Double.toString(r.seconds), goal, Boolean.toString(r.replayed),
                        String.join(" ", r.uses)) + "\n",
                        java.nio.file.StandardOpenOption.APPEND);
            }
        }
    }
}
