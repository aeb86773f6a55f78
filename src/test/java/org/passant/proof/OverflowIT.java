package org.passant.proof;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/**
 * Issue 47 item 7: no int operation of the kernel wraps around. {@link ProofIT} proves the contracts under
 * Java's integer semantics, where {@code a + b} is a sum modulo 2^32; here the contracts listed {@code checked}
 * in {@code proofs/overflow.txt} are proved again under KeY's overflow-checking semantics
 * ({@link KeySettings#OVERFLOW_RULES}: arithmetic on mathematical integers, and a goal at every int operation
 * of the method's code that its result is an int), replayed from {@code proofs/zproof-overflow}. Every other
 * contract is listed {@code argued}, with the range argument that rules out wrap-around written beside it:
 * argued, not proved.
 *
 * <p>The build fails when a kernel contract is not listed, a listed one is not a contract, an argument is
 * missing, or a {@code checked} proof does not close. Both halves are proved in JVMs of their own
 * ({@link ProofWorker}), since KeY's integer semantics is one setting per JVM.
 *
 * <p>One contract: {@code -Dit.test=OverflowIT -Dpassant.proof=Board.square} (an id's substring, or several
 * separated by commas) proves only those and leaves the store alone; {@code -Dpassant.proof.search=true} searches instead of replaying;
 * {@code -Dpassant.proof.save=DIR} writes each proof for the KeY GUI.
 */
class OverflowIT {

    static final String LIST = "proofs/overflow.txt";
    static final String STORE = "zproof-overflow";
    static final String CHECKED = "checked";
    static final String ARGUED = "argued --";
    /** System property: a wall-clock limit in milliseconds on each search attempt of a worker (a first search of many). */
    static final String TIMEOUT = "passant.overflow.timeout";

    @Test
    void noIntOperationOfTheKernelWrapsAround() throws IOException, InterruptedException {
        Path repo = Repo.root();
        String filter = System.getProperty("passant.proof", "").trim();
        String save = System.getProperty("passant.proof.save", "").trim();
        Path saveDir = save.isEmpty() ? null : repo.resolve(save).toAbsolutePath();
        List<String> failures = new ArrayList<>();
        TreeSet<String> ids = new TreeSet<>();
        ContractText.read(repo).forEach(c -> ids.add(c.id));
        Map<String, String> listed = Repo.readReasons(repo.resolve(LIST));
        failures.addAll(listing(ids, listed));
        List<String> checked = new ArrayList<>();
        listed.forEach((id, how) -> {
            if (how.equals(CHECKED) && ids.contains(id)
                    && (filter.isEmpty() || java.util.Arrays.stream(filter.split(",")).anyMatch(f -> id.contains(f.trim())))) {
                checked.add(id);
            }
        });
        if (!filter.isEmpty() && checked.isEmpty()) {
            failures.add("no contract listed " + CHECKED + " in " + LIST + " has an id containing '" + filter + "'");
        }
        ProofWorker.Store store = new ProofWorker.Store(repo.resolve("proofs").resolve(STORE).toAbsolutePath(),
                !Boolean.getBoolean("passant.proof.search"), filter.isEmpty());
        Map<String, KeyProver.Result> results = prove(repo, checked, saveDir, store);
        int closed = 0;
        for (String id : checked) {
            KeyProver.Result r = results.get(id);
            if (r == null) {
                failures.add(id + " is listed " + CHECKED + " in " + LIST + " and its overflow proof did not run (see the workers' logs)");
            } else if (!r.closed) {
                failures.add(id + " is listed " + CHECKED + " in " + LIST + " and its proof under " + KeySettings.OVERFLOW_RULES
                        + " does not close (" + r.outcome.label() + ", " + r.openGoals + " goals):\n" + r.firstOpenGoal);
            } else {
                closed++;
            }
        }
        if (filter.isEmpty() && store.write && Files.isDirectory(store.dir)) {
            // A stored proof of a contract no longer listed checked would replay for nothing: it goes.
            try (var files = Files.list(store.dir)) {
                for (Path f : (Iterable<Path>) files::iterator) {
                    boolean kept = checked.stream().anyMatch(id -> store.file(id).getFileName().equals(f.getFileName()));
                    if (!kept) {
                        Files.delete(f);
                    }
                }
            }
        }
        long argued = listed.values().stream().filter(how -> how.startsWith(ARGUED)).count();
        System.out.printf("[overflow] %d of %d listed %s closed under %s; %d argued%n", closed, checked.size(), CHECKED,
                KeySettings.OVERFLOW_RULES, argued);
        if (!failures.isEmpty()) {
            fail(failures.size() + " overflow failure(s):\n" + String.join("\n", failures));
        }
    }

    /** An argument that the build checks: the method's body has no int operation ({@link #intOperations}). */
    static final String NO_OPERATION = "no int operation in its body";

    /** An argument that the build checks: the contract is a dependency contract, whose proof executes no code. */
    static final String DEPENDENCY = "a dependency contract";

    /** Every kernel contract listed once, as {@code checked} or {@code argued -- <its argument>}; a failure per departure. */
    static List<String> listing(TreeSet<String> ids, Map<String, String> listed) {
        return listing(ids, listed, Repo.root().resolve(ContractText.KERNEL_DIR));
    }

    /**
     * As {@link #listing(TreeSet, Map)}; an argument that begins {@link #NO_OPERATION} is checked against the
     * method's body in {@code kernelDir}, one that begins {@link #DEPENDENCY} against the id.
     */
    static List<String> listing(TreeSet<String> ids, Map<String, String> listed, Path kernelDir) {
        List<String> failures = new ArrayList<>();
        for (String id : ids) {
            if (!listed.containsKey(id)) {
                failures.add(id + " is a kernel contract and " + LIST + " does not list it: prove it under "
                        + KeySettings.OVERFLOW_RULES + " (checked) or give the range argument (argued -- ...)");
            }
        }
        listed.forEach((id, how) -> {
            if (!ids.contains(id)) {
                failures.add(LIST + " lists " + id + ", which is not a kernel contract");
            } else if (!how.equals(CHECKED) && !(how.startsWith(ARGUED) && how.substring(ARGUED.length()).trim().length() >= 20)) {
                failures.add(LIST + ": " + id + " is neither '" + CHECKED + "' nor '" + ARGUED + "' followed by its argument: " + how);
            } else if (how.startsWith(ARGUED)) {
                String argument = how.substring(ARGUED.length()).trim();
                if (argument.startsWith(NO_OPERATION)) {
                    List<String> operations = intOperations(kernelDir, id);
                    if (!operations.isEmpty()) {
                        failures.add(LIST + ": " + id + " is argued to have " + NO_OPERATION + ", and its body has "
                                + String.join(", ", operations));
                    }
                } else if (argument.startsWith(DEPENDENCY) && !id.contains(ContractText.READS)) {
                    failures.add(LIST + ": " + id + " is argued to be " + DEPENDENCY + " and is not one (no " + ContractText.READS + ")");
                }
            }
        });
        return failures;
    }

    /** An int operation in code: an arithmetic operator, compound assignment, increment or decrement (a minus sign included, but for {@link #NEGATIVE_ARGUMENT}). */
    private static final java.util.regex.Pattern OPERATION = java.util.regex.Pattern.compile("\\+\\+|--|[-+*/%]=?");

    /** A negative int literal passed as an argument ({@code f(sq, -1)}): a constant, which no operation computes. */
    private static final java.util.regex.Pattern NEGATIVE_ARGUMENT = java.util.regex.Pattern.compile("([(,]\\s*)-\\d+\\b");

    /**
     * The int operations in the body of the method a contract id names ({@code Class.method}, {@code #n} and
     * {@code @reads} ignored), comments left out, each as the line it is on; empty when there is none.
     */
    static List<String> intOperations(Path kernelDir, String id) {
        String method = id.replaceAll("[#@].*$", "");
        String type = method.substring(0, method.indexOf('.'));
        String name = method.substring(method.indexOf('.') + 1);
        String source;
        try {
            source = Files.readString(kernelDir.resolve(type + ".java"));
        } catch (IOException e) {
            return List.of("no source " + type + ".java");
        }
        // Comments out (JML included), lines kept so that what is found can be named by its line.
        StringBuilder code = new StringBuilder(source);
        java.util.regex.Matcher comment = java.util.regex.Pattern.compile("/\\*.*?\\*/|//[^\n]*", java.util.regex.Pattern.DOTALL)
                .matcher(source);
        while (comment.find()) {
            for (int i = comment.start(); i < comment.end(); i++) {
                if (code.charAt(i) != '\n') {
                    code.setCharAt(i, ' ');
                }
            }
        }
        String text = code.toString();
        java.util.regex.Matcher declaration = java.util.regex.Pattern.compile("\\bstatic\\s+[\\w\\[\\]]+\\s+" + name + "\\s*\\(")
                .matcher(text);
        if (!declaration.find()) {
            return List.of("no method " + name + " in " + type + ".java");
        }
        int open = text.indexOf('{', declaration.end());
        int depth = 0;
        int close = open;
        for (int i = open; i < text.length(); i++) {
            if (text.charAt(i) == '{') {
                depth++;
            } else if (text.charAt(i) == '}' && --depth == 0) {
                close = i;
                break;
            }
        }
        List<String> found = new ArrayList<>();
        String[] lines = text.substring(open, close + 1).split("\n");
        for (String line : lines) {
            if (OPERATION.matcher(NEGATIVE_ARGUMENT.matcher(line).replaceAll("$1")).find()) {
                found.add("'" + line.trim() + "'");
            }
        }
        return found;
    }

    /** Proves {@code checked} under the overflow semantics in two worker JVMs, split by the last run's times. */
    private static Map<String, KeyProver.Result> prove(Path repo, List<String> checked, Path saveDir, ProofWorker.Store store)
            throws IOException, InterruptedException {
        Map<String, KeyProver.Result> results = new LinkedHashMap<>();
        if (checked.isEmpty()) {
            return results;
        }
        Path kernelCopy = repo.resolve("target/key-kernel-overflow");
        KeyProver.deleteTree(kernelCopy);
        KeyProver.copyKernel(repo.resolve("src/main/java"), kernelCopy);
        Map<String, Double> seconds = ProofRun.lastSeconds(repo.resolve("proofs/results.tsv"));
        List<String> byCost = new ArrayList<>(checked);
        byCost.sort((a, b) -> Double.compare(seconds.getOrDefault(b, 60.0), seconds.getOrDefault(a, 60.0)));
        List<Map<String, Integer>> halves = List.of(new LinkedHashMap<>(), new LinkedHashMap<>());
        double[] load = new double[2];
        for (String id : byCost) {
            int side = load[0] <= load[1] ? 0 : 1;
            halves.get(side).put(id, ProofRun.MAX_STEPS);
            load[side] += seconds.getOrDefault(id, 60.0);
        }
        List<Process> workers = new ArrayList<>();
        List<Path> works = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Path work = repo.resolve("target/overflow-worker-" + (i + 1));
            KeyProver.deleteTree(work);
            works.add(work);
            if (!halves.get(i).isEmpty()) {
                List<String> properties = new ArrayList<>(List.of("-D" + KeySettings.OVERFLOW_PROPERTY + "=true"));
                if (System.getProperty(TIMEOUT) != null) {
                    properties.add("-D" + TIMEOUT + "=" + System.getProperty(TIMEOUT));
                }
                workers.add(ProofWorker.start(kernelCopy, halves.get(i), saveDir, store, work, properties));
            }
        }
        for (Process w : workers) {
            if (!w.waitFor(2, TimeUnit.HOURS)) {
                w.destroyForcibly();
            }
        }
        for (Path work : works) {
            Map<String, KeyProver.Result> done = ProofWorker.results(work);
            System.out.println("[overflow] a worker proved " + done.size() + " (log " + work.resolve("log.txt") + ")");
            done.values().forEach(r -> System.out.println("[overflow] " + r));
            results.putAll(done);
        }
        return results;
    }
}
