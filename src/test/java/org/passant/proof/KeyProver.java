package org.passant.proof;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import de.uka.ilkd.key.control.DefaultUserInterfaceControl;
import de.uka.ilkd.key.control.KeYEnvironment;
import de.uka.ilkd.key.java.abstraction.KeYJavaType;
import de.uka.ilkd.key.logic.PosInOccurrence;
import de.uka.ilkd.key.logic.PosInTerm;
import de.uka.ilkd.key.logic.SequentFormula;
import de.uka.ilkd.key.logic.Term;
import de.uka.ilkd.key.logic.op.IObserverFunction;
import de.uka.ilkd.key.pp.LogicPrinter;
import de.uka.ilkd.key.proof.Goal;
import de.uka.ilkd.key.proof.Node;
import de.uka.ilkd.key.proof.Proof;
import de.uka.ilkd.key.proof.init.KeYUserProblemFile;
import de.uka.ilkd.key.proof.io.IntermediatePresentationProofFileParser;
import de.uka.ilkd.key.proof.io.IntermediateProofReplayer;
import de.uka.ilkd.key.proof.io.ProofSaver;
import de.uka.ilkd.key.prover.impl.ApplyStrategy;
import de.uka.ilkd.key.prover.impl.ApplyStrategyInfo;
import de.uka.ilkd.key.rule.OneStepSimplifier;
import de.uka.ilkd.key.rule.QueryExpand;
import de.uka.ilkd.key.rule.UseOperationContractRule;
import de.uka.ilkd.key.settings.StrategySettings;
import de.uka.ilkd.key.speclang.Contract;
import de.uka.ilkd.key.speclang.DependencyContract;
import de.uka.ilkd.key.speclang.FunctionalOperationContract;
import de.uka.ilkd.key.strategy.StrategyProperties;

/**
 * KeY 2.12.3, headless, on a copy of the kernel sources: load once, then prove contracts one by
 * one with the settings of {@link KeySettings} (docs/DESIGN.md, "How to prove one contract").
 */
public final class KeyProver implements AutoCloseable {

    /** The package whose sources KeY reads; nothing else of the project is shown to it. */
    public static final String KERNEL_PACKAGE = "org.passant.kernel";

    /** The suffix of a dependency contract's id: {@code Generate.isLegal@reads} is its {@code accessible} clause. */
    public static final String READS = ContractText.READS;

    /** One contract KeY found: its stable id is {@code Type.method} plus a suffix for a second contract. */
    public static final class Obligation {
        /** The package of its type: the kernel's, or a mutant copy's. */
        public final String pkg;
        public final String id;
        public final String typeName;
        public final String methodName;
        final Contract contract;

        Obligation(String pkg, String id, String typeName, String methodName, Contract contract) {
            this.pkg = pkg;
            this.id = id;
            this.typeName = typeName;
            this.methodName = methodName;
            this.contract = contract;
        }

        @Override
        public String toString() {
            return id;
        }
    }

    /** How a proof attempt ended. */
    public enum Outcome {
        /** Every goal closed. */
        CLOSED,
        /** KeY stopped on a goal no rule could close before the step budget ran out: the contract is refuted as stated. */
        REFUTED,
        /** The step budget ran out with goals still open: undecided. */
        BUDGET;

        public String label() {
            switch (this) {
                case CLOSED:
                    return "closed";
                case REFUTED:
                    return "refuted";
                default:
                    return "budget exhausted";
            }
        }
    }

    /** The outcome of one proof attempt. */
    public static final class Result {
        public final String id;
        public final Outcome outcome;
        public final boolean closed;
        public final int nodes;
        public final int openGoals;
        public final double seconds;
        /** The first open goal, printed, when the proof did not close. */
        public final String firstOpenGoal;
        /** Whether the proof was a stored one replayed (rule by rule, by KeY) rather than searched. */
        public final boolean replayed;
        /** The ids of the kernel contracts the proof applied (method and dependency contracts), sorted. */
        public final List<String> uses;

        Result(String id, Outcome outcome, int nodes, int openGoals, double seconds, String firstOpenGoal) {
            this(id, outcome, nodes, openGoals, seconds, firstOpenGoal, false);
        }

        Result(String id, Outcome outcome, int nodes, int openGoals, double seconds, String firstOpenGoal, boolean replayed) {
            this(id, outcome, nodes, openGoals, seconds, firstOpenGoal, replayed, List.of());
        }

        Result(String id, Outcome outcome, int nodes, int openGoals, double seconds, String firstOpenGoal, boolean replayed,
                List<String> uses) {
            this.uses = List.copyOf(uses);
            this.replayed = replayed;
            this.id = id;
            this.outcome = outcome;
            this.closed = outcome == Outcome.CLOSED;
            this.nodes = nodes;
            this.openGoals = openGoals;
            this.seconds = seconds;
            this.firstOpenGoal = firstOpenGoal;
        }

        @Override
        public String toString() {
            return id + ": " + (closed ? replayed ? "closed (replayed)" : "closed" : "OPEN, " + outcome.label() + " (" + openGoals + " goals)")
                    + ", " + nodes + " nodes, " + String.format("%.1f s", seconds);
        }
    }

    /**
     * A contract's departure from the default strategy, read from {@code proofs/strategy.txt}: a
     * larger step budget, KeY strategy settings and {@code selfQuery=once}, with the reason. Lines are
     * {@code id steps=N selfQuery=once expand=ID arith=ranges KEY=VALUE ... -- reason}.
     */
    public static final class Tuning {
        public final int steps;
        public final Map<String, String> settings;
        public final String reason;
        /**
         * Whether the method's own query, left on the goals once the search has taken each as far as
         * it goes, is then expanded once on each with KeY's query expansion (the rule "Evaluate
         * Query") and the search goes on: a self-query spec case ({@code ensures \result == m(...)})
         * proved with queries off, so that no callee's query is expanded. The expanded call is met
         * with the method's first spec case.
         */
        public final boolean selfQueryOnce;
        /**
         * {@code selfQuery=inline}: as {@link #selfQueryOnce}, but the call the expansion makes is inlined,
         * not met by a spec case: the body runs a second time, its callees met by their contracts, which
         * name their results by their queries ({@code \result == callee(...)}), so that both runs end in
         * the same terms. KeY may not apply the contracts of the method being proved ({@link RuleSetFilter}).
         */
        public final boolean selfQueryInline;
        /**
         * The id of another kernel contract whose query, left on the goals once the search has taken
         * each as far as it goes (queries off), is expanded once on each and met with that method's
         * first spec case, proved on its own ({@code expand=Apply.pieceAfter}): a callee's definition
         * used where it is needed, without expanding every query on the way. Null for none.
         */
        public final String expand;
        /**
         * {@code arith=ranges}: KeY's arithmetic of NON_LIN_ARITH_DEF_OPS without the rules that expand
         * division and remainder ({@link RuleSetFilter#DIVISION}): {@code /} and {@code %} stay terms,
         * matched against the callees' proved contracts, while the int range is still expanded
         * ({@code inRangeInt(1)}, which NON_LIN_ARITH_NONE leaves unproved).
         */
        public final boolean arithRanges;
        /**
         * {@code queries=A.m,B.n}: queries on, but KeY may expand the queries of these methods only (their
         * calls met by their contracts); every other query stays a term. Empty for no such limit.
         */
        public final List<String> queries;
        /**
         * {@code instances=skolem}: where the search stops with goals open, {@link Instances} adds on each the
         * instances of its quantifiers with the goal's own skolem constants and array indices, and the search
         * goes on with the same step budget again, at most {@link #INSTANCE_ROUNDS} times.
         */
        public final boolean skolemInstances;
        /** {@code instances=variables}: as {@code instances=skolem}, and a quantifier over an array's elements also with the program variables that index it. */
        public final boolean variableInstances;

        Tuning(int steps, Map<String, String> settings, String reason) {
            this(steps, settings, reason, false, null);
        }

        Tuning(int steps, Map<String, String> settings, String reason, boolean selfQueryOnce) {
            this(steps, settings, reason, selfQueryOnce, null);
        }

        Tuning(int steps, Map<String, String> settings, String reason, boolean selfQueryOnce, String expand) {
            this(steps, settings, reason, selfQueryOnce, expand, false, false);
        }

        Tuning(int steps, Map<String, String> settings, String reason, boolean selfQueryOnce, String expand, boolean arithRanges,
                boolean selfQueryInline) {
            this(steps, settings, reason, selfQueryOnce, expand, arithRanges, selfQueryInline, List.of());
        }

        Tuning(int steps, Map<String, String> settings, String reason, boolean selfQueryOnce, String expand, boolean arithRanges,
                boolean selfQueryInline, List<String> queries) {
            this(steps, settings, reason, selfQueryOnce, expand, arithRanges, selfQueryInline, queries, false, false);
        }

        Tuning(int steps, Map<String, String> settings, String reason, boolean selfQueryOnce, String expand, boolean arithRanges,
                boolean selfQueryInline, List<String> queries, boolean skolemInstances, boolean variableInstances) {
            if (selfQueryOnce && selfQueryInline) {
                throw new IllegalArgumentException("selfQuery=once and selfQuery=inline together: one of them");
            }
            if (selfQueryInline && expand != null) {
                throw new IllegalArgumentException("selfQuery=inline and expand= together: one query is expanded, not two");
            }
            if (arithRanges && settings.containsKey(StrategyProperties.NON_LIN_ARITH_OPTIONS_KEY)) {
                throw new IllegalArgumentException("arith=ranges and " + StrategyProperties.NON_LIN_ARITH_OPTIONS_KEY + " together: arith=ranges sets it");
            }
            if (selfQueryOnce && expand != null) {
                throw new IllegalArgumentException("selfQuery=once and expand= together: one query is expanded, not two");
            }
            this.steps = steps;
            this.settings = settings;
            this.reason = reason;
            this.selfQueryOnce = selfQueryOnce;
            this.expand = expand;
            this.arithRanges = arithRanges;
            this.selfQueryInline = selfQueryInline;
            this.queries = List.copyOf(queries);
            this.skolemInstances = skolemInstances;
            this.variableInstances = variableInstances;
        }

        /** Every tuning in the file, by contract id; none when the file does not exist. */
        public static Map<String, Tuning> read(Path file) {
            Map<String, Tuning> tunings = new java.util.TreeMap<>();
            for (Map.Entry<String, String> line : Repo.readReasons(file).entrySet()) {
                String[] halves = line.getValue().split(" -- ", 2);
                if (halves.length < 2 || halves[1].isBlank()) {
                    throw new IllegalArgumentException(file + ": " + line.getKey() + ": give the reason after ' -- '");
                }
                int steps = 0;
                boolean selfQueryOnce = false;
                String expand = null;
                boolean arithRanges = false;
                boolean selfQueryInline = false;
                boolean skolem = false;
                boolean variables = false;
                List<String> queries = new ArrayList<>();
                Map<String, String> settings = new java.util.LinkedHashMap<>();
                for (String word : halves[0].trim().split("\\s+")) {
                    if (word.isEmpty()) {
                        continue;
                    }
                    String[] kv = word.split("=", 2);
                    if (kv.length != 2) {
                        throw new IllegalArgumentException(file + ": " + line.getKey() + ": '" + word + "' is not KEY=VALUE");
                    }
                    if (kv[0].equals("steps")) {
                        steps = Integer.parseInt(kv[1]);
                    } else if (kv[0].equals("selfQuery")) {
                        if (kv[1].equals("once")) {
                            selfQueryOnce = true;
                        } else if (kv[1].equals("inline")) {
                            selfQueryInline = true;
                        } else {
                            throw new IllegalArgumentException(file + ": " + line.getKey() + ": selfQuery takes 'once' or 'inline', not '" + kv[1] + "'");
                        }
                    } else if (kv[0].equals("expand")) {
                        if (!kv[1].matches("[A-Z][A-Za-z]*\\.[a-z][A-Za-z]*")) {
                            throw new IllegalArgumentException(file + ": " + line.getKey() + ": expand takes a method's first spec case, Class.method, not '" + kv[1] + "'");
                        }
                        expand = kv[1];
                    } else if (kv[0].equals("queries")) {
                        for (String q : kv[1].split(",")) {
                            if (!q.matches("[A-Z][A-Za-z]*\\.[a-z][A-Za-z]*")) {
                                throw new IllegalArgumentException(file + ": " + line.getKey() + ": queries takes methods, Class.method, not '" + q + "'");
                            }
                            queries.add(q);
                        }
                    } else if (kv[0].equals("instances")) {
                        if (!kv[1].equals("skolem") && !kv[1].equals("variables")) {
                            throw new IllegalArgumentException(file + ": " + line.getKey() + ": instances takes 'skolem' or 'variables', not '" + kv[1] + "'");
                        }
                        skolem = true;
                        variables = kv[1].equals("variables");
                    } else if (kv[0].equals("arith")) {
                        if (!kv[1].equals("ranges")) {
                            throw new IllegalArgumentException(file + ": " + line.getKey() + ": arith takes only 'ranges', not '" + kv[1] + "'");
                        }
                        arithRanges = true;
                    } else {
                        settings.put(kv[0], kv[1]);
                    }
                }
                try {
                    tunings.put(line.getKey(), new Tuning(steps, settings, halves[1].trim(), selfQueryOnce, expand, arithRanges,
                            selfQueryInline, queries, skolem, variables));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ": " + line.getKey() + ": " + e.getMessage(), e);
                }
            }
            return tunings;
        }
    }

    /** The most rounds of {@code instances=skolem} on one proof, each with the contract's step budget. */
    static final int INSTANCE_ROUNDS = 6;

    private final KeYEnvironment<DefaultUserInterfaceControl> env;
    private final List<Obligation> obligations = new ArrayList<>();
    /** Each contract's KeY name to its id: what a proof applied, named as the report names it. */
    private final Map<String, String> idByName = new HashMap<>();
    private Map<String, Tuning> tunings = Map.of();
    /** Development only (KeyProver.main): strategy settings from -Dpassant.sp.KEY=VALUE. */
    private Map<String, String> devOverrides = Map.of();
    /** Splitting not delayed, whatever the contract's tuning says: {@link ProofWorker}'s second try of an overflow proof. */
    boolean splitNormally;
    /** A wall-clock limit per search in milliseconds, -1 for none: KeyProver.main's -Dpassant.timeout=MS, and a first search of overflow proofs (OverflowIT.TIMEOUT). */
    long devTimeout = -1;

    /** Loads the kernel sources under {@code sourceRoot} (a directory holding {@code org/passant/kernel}). */
    public KeyProver(Path sourceRoot) {
        this(sourceRoot, List.of(KERNEL_PACKAGE));
    }

    /**
     * Loads every Java source under {@code sourceRoot} with the settings of {@link KeySettings},
     * pinned first, and collects the contracts of the types in {@code packages}.
     */
    public KeyProver(Path sourceRoot, Collection<String> packages) {
        KeySettings.pin();
        try {
            env = KeYEnvironment.load(sourceRoot.toFile(), null, null, null);
        } catch (Exception e) {
            throw new IllegalStateException("KeY could not load " + sourceRoot + ": " + e.getMessage(), e);
        }
        KeySettings.check(env.getInitConfig().getActivatedChoices());
        for (String pkg : packages) {
            collect(pkg);
        }
    }

    private void collect(String pkg) {
        List<KeYJavaType> types = new ArrayList<>();
        for (KeYJavaType t : env.getJavaInfo().getAllKeYJavaTypes()) {
            String name = t.getFullName();
            if (name.startsWith(pkg + ".") && name.indexOf('.', pkg.length() + 1) < 0) {
                types.add(t);
            }
        }
        types.sort(Comparator.comparing(KeYJavaType::getFullName));
        for (KeYJavaType t : types) {
            List<IObserverFunction> targets = new ArrayList<>();
            for (IObserverFunction target : env.getSpecificationRepository().getContractTargets(t)) {
                targets.add(target);
            }
            targets.sort(Comparator.comparing(f -> f.name().toString()));
            for (IObserverFunction target : targets) {
                List<Contract> contracts = new ArrayList<>();
                List<Contract> reads = new ArrayList<>();
                for (Contract c : env.getSpecificationRepository().getContracts(t, target)) {
                    if (c instanceof FunctionalOperationContract) {
                        contracts.add(c);
                    } else if (c instanceof DependencyContract) {
                        reads.add(c);
                    }
                }
                contracts.sort(Comparator.comparing(Contract::getName));
                reads.sort(Comparator.comparing(Contract::getName));
                String method = target.name().toString();
                method = method.substring(method.indexOf("::") + 2);
                String base = t.getFullName().substring(pkg.length() + 1) + "." + method;
                for (int i = 0; i < contracts.size(); i++) {
                    String id = i == 0 ? base : base + "#" + (i + 1);
                    obligations.add(new Obligation(pkg, id, t.getFullName(), method, contracts.get(i)));
                    idByName.put(contracts.get(i).getName(), id);
                }
                for (int i = 0; i < reads.size(); i++) {
                    String id = base + READS + (i == 0 ? "" : "#" + (i + 1));
                    obligations.add(new Obligation(pkg, id, t.getFullName(), method, reads.get(i)));
                    idByName.put(reads.get(i).getName(), id);
                }
            }
        }
    }

    /** Proves the contracts named in {@code tunings} with their departures from the default strategy. */
    public KeyProver tune(Map<String, Tuning> tunings) {
        this.tunings = tunings;
        return this;
    }

    /** Every functional contract of the packages loaded, sorted by package and id. */
    public List<Obligation> obligations() {
        return obligations;
    }

    /** The loaded environment, for {@link SpecAudit}. */
    KeYEnvironment<DefaultUserInterfaceControl> environment() {
        return env;
    }

    /**
     * Proves one contract with the strategy of {@link KeySettings} and the contract's tuning, in at
     * most {@code maxSteps} rule applications (more if its tuning says so); saves the proof to
     * {@code saveTo} when it is not null. Stops at the first goal KeY cannot close.
     */
    public Result prove(Obligation o, int maxSteps, Path saveTo) {
        long start = System.nanoTime();
        Tuning tuning = tunings.get(o.id);
        if (tuning != null) {
            maxSteps = Math.max(maxSteps, tuning.steps);
        }
        Proof proof = null;
        try {
            proof = env.createProof(o.contract.createProofObl(env.getInitConfig(), o.contract));
            KeySettings.check(proof.getInitConfig().getActivatedChoices());
            StrategySettings settings = proof.getSettings().getStrategySettings();
            // Every proof starts from the settings file, every key set: a tuning must not leak into the next proof.
            StrategyProperties sp = KeySettings.strategy();
            boolean reads = o.contract instanceof DependencyContract;
            if (reads) {
                // What a method reads: its own query is expanded in both heaps (RuleSetFilter lets no other be),
                // its callees stay queries, each carried from one heap to the other by its own dependency contract.
                sp.setProperty(StrategyProperties.QUERYAXIOM_OPTIONS_KEY, StrategyProperties.QUERYAXIOM_OFF);
            }
            boolean arithRanges = tuning != null && tuning.arithRanges || Boolean.getBoolean("passant.arithRanges");
            if (tuning != null) {
                tuning.settings.forEach(sp::setProperty);
            }
            if (arithRanges) {
                sp.setProperty(StrategyProperties.NON_LIN_ARITH_OPTIONS_KEY, StrategyProperties.NON_LIN_ARITH_DEF_OPS);
            }
            if (splitNormally) {
                // An overflow goal is a conjunction of two bounds beside the statement it checks: with splitting
                // delayed KeY never splits it and stops (Board.square: 10 goals; split, closed in 1,192 nodes).
                sp.setProperty(StrategyProperties.SPLITTING_OPTIONS_KEY, StrategyProperties.SPLITTING_NORMAL);
            }
            devOverrides.forEach(sp::setProperty);
            settings.setMaxSteps(maxSteps);
            java.util.Set<String> excluded = arithRanges ? RuleSetFilter.DIVISION : java.util.Set.of();
            // queries=, and a dependency proof with its own query besides: only these queries are expanded.
            java.util.Set<IObserverFunction> only = null;
            if (reads || tuning != null && !tuning.queries.isEmpty()) {
                only = new java.util.HashSet<>();
                if (reads) {
                    only.add(o.contract.getTarget());
                }
                for (String q : tuning != null ? tuning.queries : List.<String>of()) {
                    only.add(obligation(q).contract.getTarget());
                }
            }
            useStrategy(proof, sp, excluded, null, reads ? o.contract.getTarget() : null, only);
            ApplyStrategy prover = new ApplyStrategy(
                    proof.getInitConfig().getProfile().getSelectedGoalChooserBuilder().create());
            // With selfQuery=once every goal is first taken as far as it goes, then the query is expanded on each.
            // expand=ID does the same with another method's query, met with that method's first spec case.
            boolean selfQueryOnce = tuning != null && tuning.selfQueryOnce;
            boolean inlineQuery = tuning != null && tuning.selfQueryInline;
            Obligation queried = selfQueryOnce ? o : tuning != null && tuning.expand != null ? obligation(tuning.expand) : null;
            ApplyStrategyInfo info = prover.start(proof, proof.openGoals(), maxSteps, devTimeout, queried == null && !inlineQuery && !reads);
            if (info.isError()) {
                throw new IllegalStateException(info.reason(), info.getException());
            }
            int applied = info.getAppliedRuleApps();
            // A dependency proof's goals that KeY leaves open get the quantifier instances across the two heaps.
            for (int round = 0; reads && round < 3 && !proof.closed() && applied < maxSteps; round++) {
                int added = CrossHeap.instantiate(proof);
                if (added == 0) {
                    break;
                }
                applied += added;
                info = prover.start(proof, proof.openGoals(), Math.max(0, maxSteps - applied), devTimeout, false);
                if (info.isError()) {
                    throw new IllegalStateException(info.reason(), info.getException());
                }
                applied += info.getAppliedRuleApps();
            }
            boolean inline = tuning != null && tuning.selfQueryInline;
            if (inline && !proof.closed() && applied < maxSteps && expandSelfQuery(proof, o.contract.getTarget()) > 0) {
                // The expanded call is inlined: KeY may apply every contract but this method's own.
                useStrategy(proof, sp, excluded, o.contract.getTarget());
                info = prover.start(proof, proof.openGoals(), maxSteps - applied, devTimeout, false);
                if (info.isError()) {
                    throw new IllegalStateException(info.reason(), info.getException());
                }
                applied += info.getAppliedRuleApps();
            } else if (queried != null && !proof.closed() && applied < maxSteps && expandSelfQuery(proof, queried.contract.getTarget()) > 0) {
                // The expanded call is met with the first spec case alone: KeY's own choice would combine
                // every case of the method, the one being proved among them. From here on KeY applies no
                // contract itself (the body's calls are behind us), so the proof cannot lean on itself.
                StrategyProperties noCalls = (StrategyProperties) sp.clone();
                noCalls.setProperty(StrategyProperties.METHOD_OPTIONS_KEY, StrategyProperties.METHOD_NONE);
                useStrategy(proof, noCalls, excluded, null);
                info = prover.start(proof, proof.openGoals(), maxSteps - applied, devTimeout, false);
                if (info.isError()) {
                    throw new IllegalStateException(info.reason(), info.getException());
                }
                applied += info.getAppliedRuleApps();
                Contract first = firstCase(queried);
                for (Goal g : proof.openGoals()) {
                    applyFirstCase(g, queried.contract.getTarget(), first);
                }
                info = prover.start(proof, proof.openGoals(), Math.max(0, maxSteps - applied), devTimeout, false);
                if (info.isError()) {
                    throw new IllegalStateException(info.reason(), info.getException());
                }
                applied += info.getAppliedRuleApps();
            }
            // instances=skolem: the goals left open get the instances of their quantifiers with their own witnesses.
            boolean skolem = tuning != null && tuning.skolemInstances || Boolean.getBoolean("passant.instances");
            for (int round = 0; skolem && round < INSTANCE_ROUNDS && !proof.closed(); round++) {
                if (Boolean.getBoolean("show") && Boolean.getBoolean("passant.branches")) {
                    System.out.print(branches(proof));
                }
                int added = Instances.instantiate(proof, tuning != null && tuning.variableInstances || Boolean.getBoolean("passant.instances.variables"));
                if (added == 0) {
                    break;
                }
                if (Boolean.getBoolean("show")) {
                    System.out.println(o.id + ": round " + (round + 1) + ": " + added + " instances on " + proof.openGoals().size() + " goals");
                }
                applied = added;
                info = prover.start(proof, proof.openGoals(), maxSteps, devTimeout, false);
                if (info.isError()) {
                    throw new IllegalStateException(info.reason(), info.getException());
                }
                applied += info.getAppliedRuleApps();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            // KeY gives one reason for a spent budget and a timeout; anything else that leaves a goal open is a goal it cannot close.
            boolean outOfWork = applied >= maxSteps
                    || info.reason() != null && info.reason().startsWith("Maximal number of rule applications");
            Outcome outcome = proof.closed() ? Outcome.CLOSED : outOfWork ? Outcome.BUDGET : Outcome.REFUTED;
            if (Boolean.getBoolean("passant.stats")) {
                printRuleStatistics(proof);
            }
            String firstOpen = null;
            if (outcome != Outcome.CLOSED) {
                Goal g = info.nonCloseableGoal() != null ? info.nonCloseableGoal() : proof.openGoals().head();
                firstOpen = LogicPrinter.quickPrintSequent(g.sequent(), proof.getServices());
                if (Boolean.getBoolean("passant.allGoals")) {
                    StringBuilder all = new StringBuilder();
                    int i = 0;
                    for (Goal each : proof.openGoals()) {
                        all.append("---- open goal ").append(++i).append('\n')
                                .append(LogicPrinter.quickPrintSequent(each.sequent(), proof.getServices())).append('\n');
                    }
                    firstOpen = all.toString();
                }
                if (Boolean.getBoolean("passant.branches")) {
                    firstOpen = branches(proof) + firstOpen;
                }
            }
            Result r = new Result(o.id, outcome, proof.countNodes(), proof.openGoals().size(), seconds, firstOpen, false, uses(proof));
            if (saveTo != null) {
                Files.createDirectories(saveTo.getParent());
                ProofSaver.saveToFile(saveTo.toFile(), proof);
            }
            return r;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new IllegalStateException("KeY failed on " + o.id + ": " + e, e);
        } finally {
            if (proof != null) {
                proof.dispose();
            }
        }
    }

    /** Where each open goal lies: the branch labels from the root (loop invariant cases, spec cases), a line each. */
    private static String branches(Proof proof) {
        StringBuilder where = new StringBuilder();
        for (Goal open : proof.openGoals()) {
            ArrayDeque<String> labels = new ArrayDeque<>();
            for (Node n = open.node(); n != null; n = n.parent()) {
                String label = n.getNodeInfo().getBranchLabel();
                if (label != null) {
                    labels.addFirst(label);
                }
            }
            where.append("open goal: ").append(String.join(" / ", labels)).append('\n');
        }
        return where.toString();
    }

    private static void useStrategy(Proof proof, StrategyProperties sp, java.util.Set<String> excludedRuleSets,
            IObserverFunction noContract) {
        useStrategy(proof, sp, excludedRuleSets, noContract, null, null);
    }

    /** As above; {@code noReads} and {@code onlyQuery} as {@link RuleSetFilter} takes them (null for none). */
    private static void useStrategy(Proof proof, StrategyProperties sp, java.util.Set<String> excludedRuleSets,
            IObserverFunction noContract, IObserverFunction noReads, java.util.Set<IObserverFunction> onlyQuery) {
        proof.getSettings().getStrategySettings().setActiveStrategyProperties(sp);
        de.uka.ilkd.key.strategy.Strategy strategy = proof.getServices().getProfile().getDefaultStrategyFactory().create(proof, sp);
        proof.setActiveStrategy(excludedRuleSets.isEmpty() && noContract == null && noReads == null && onlyQuery == null ? strategy
                : new RuleSetFilter(strategy, excludedRuleSets, noContract, noReads, onlyQuery));
    }

    /** The ids of the kernel contracts a proof applied: method contracts (a combined one as its cases) and dependency contracts. */
    List<String> uses(Proof proof) {
        java.util.TreeSet<String> used = new java.util.TreeSet<>();
        de.uka.ilkd.key.proof.mgt.SpecificationRepository specs = proof.getServices().getSpecificationRepository();
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(proof.root());
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            if (n.getAppliedRuleApp() instanceof de.uka.ilkd.key.rule.AbstractContractRuleApp) {
                Contract c = ((de.uka.ilkd.key.rule.AbstractContractRuleApp) n.getAppliedRuleApp()).getInstantiation();
                if (c != null) {
                    for (Contract part : specs.splitContract(c)) {
                        String id = idByName.get(part.getName());
                        if (id != null) {
                            used.add(id);
                        }
                    }
                }
            }
            n.childrenIterator().forEachRemaining(todo::push);
        }
        return new ArrayList<>(used);
    }

    /** The first spec case of the method {@code o} is a case of (its id without the {@code #n}). */
    /** The obligation of a contract id ({@code Apply.pieceAfter}); an error naming it when the kernel has none. */
    private Obligation obligation(String id) {
        for (Obligation other : obligations) {
            if (other.id.equals(id)) {
                return other;
            }
        }
        throw new IllegalArgumentException("proofs/strategy.txt: expand=" + id + " names no contract of the kernel");
    }

    private Contract firstCase(Obligation o) {
        String base = o.id.contains("#") ? o.id.substring(0, o.id.indexOf('#')) : o.id;
        for (Obligation other : obligations) {
            if (other.pkg.equals(o.pkg) && other.id.equals(base)) {
                return other.contract;
            }
        }
        throw new IllegalStateException(o.id + ": no first spec case " + base);
    }

    /** Applies {@code contract} to a call of {@code target} that is the active statement of a formula of {@code g}. */
    private static void applyFirstCase(Goal g, IObserverFunction target, Contract contract) {
        de.uka.ilkd.key.java.Services services = g.proof().getServices();
        for (PosInOccurrence at : topLevel(g)) {
            if (!UseOperationContractRule.INSTANCE.isApplicable(g, at)) {
                continue;
            }
            UseOperationContractRule.Instantiation inst = UseOperationContractRule.computeInstantiation(at.subTerm(), services);
            if (inst != null && inst.pm == target) {
                g.apply(UseOperationContractRule.INSTANCE.createApp(at, services).setContract(contract));
                return;
            }
        }
    }

    /** The formulas of {@code g}, succedent first, each as a position at its top. */
    private static List<PosInOccurrence> topLevel(Goal g) {
        List<PosInOccurrence> all = new ArrayList<>();
        for (boolean antecedent : new boolean[] {false, true}) {
            for (SequentFormula sf : antecedent ? g.sequent().antecedent() : g.sequent().succedent()) {
                all.add(new PosInOccurrence(sf, PosInTerm.getTopLevel(), antecedent));
            }
        }
        return all;
    }

    /**
     * Applies KeY's query expansion ("Evaluate Query") once on each open goal, to the first
     * occurrence of the method's own query outside any program and binder: the query becomes a
     * constant defined by a call of the method ({@link #applyFirstCase} meets that call). Returns
     * how many goals it was applied on.
     */
    static int expandSelfQuery(Proof proof, IObserverFunction target) {
        int applied = 0;
        for (Goal g : proof.openGoals()) {
            PosInOccurrence at = findQuery(g, target);
            if (at != null) {
                g.apply(QueryExpand.INSTANCE.createApp(at, proof.getServices()));
                applied++;
            }
        }
        return applied;
    }

    private static PosInOccurrence findQuery(Goal g, IObserverFunction target) {
        for (PosInOccurrence at : topLevel(g)) {
            PosInOccurrence hit = findQuery(g, at, at.subTerm(), target);
            if (hit != null) {
                return hit;
            }
        }
        return null;
    }

    private static PosInOccurrence findQuery(Goal g, PosInOccurrence at, Term t, IObserverFunction target) {
        if (t.op() == target) {
            return QueryExpand.INSTANCE.isApplicable(g, at) ? at : null;
        }
        if (!t.javaBlock().isEmpty() || !t.boundVars().isEmpty()) {
            return null;
        }
        for (int i = 0; i < t.arity(); i++) {
            PosInOccurrence hit = findQuery(g, at.down(i), t.sub(i), target);
            if (hit != null) {
                return hit;
            }
        }
        return null;
    }

    /**
     * Replays a stored proof ({@link #saveCompressed}) of {@code o} on the obligation KeY builds from
     * today's sources and settings: KeY re-applies every recorded rule, checking that it applies, so a
     * replay that closes is a proof of the contract as it stands now. Returns null when the stored
     * proof does not close it (the sources, a callee's contract or the settings changed, or the file is
     * damaged): the caller then searches.
     */
    public Result replay(Obligation o, Path zproof) {
        long start = System.nanoTime();
        Proof proof = null;
        Path plain = null;
        try {
            plain = Files.createTempFile("passant-replay-", ".proof");
            try (InputStream in = new org.tukaani.xz.XZInputStream(Files.newInputStream(zproof))) {
                Files.copy(in, plain, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            proof = env.createProof(o.contract.createProofObl(env.getInitConfig(), o.contract));
            KeySettings.check(proof.getInitConfig().getActivatedChoices());
            OneStepSimplifier.refreshOSS(proof);
            KeYUserProblemFile file = new KeYUserProblemFile(zproof.getFileName().toString(), plain.toFile(), null,
                    proof.getServices().getProfile());
            IntermediatePresentationProofFileParser parser = new IntermediatePresentationProofFileParser(proof);
            file.readProof(parser);
            file.close();
            new IntermediateProofReplayer(null, proof, parser.getResult()).replay(null, null);
            if (!proof.closed()) {
                return null;
            }
            return new Result(o.id, Outcome.CLOSED, proof.countNodes(), 0, (System.nanoTime() - start) / 1e9, null, true, uses(proof));
        } catch (Exception | StackOverflowError e) {
            // A stored proof that KeY cannot read or replay is stale, not a verdict: the contract is searched.
            return null;
        } finally {
            if (proof != null) {
                proof.dispose();
            }
            if (plain != null) {
                try {
                    Files.deleteIfExists(plain);
                } catch (IOException e) {
                    // a temporary file left behind
                }
            }
        }
    }

    /**
     * Writes a closed proof xz-compressed ({@code .proof.xz}), without what differs from run to run
     * (see {@link #stable}); leaves the file untouched when it already holds that text, however it was
     * compressed. xz's preset 9 in its extreme form ({@link #storeOptions}): KeY's proof text repeats
     * itself over long distances, which the 64 MiB dictionary finds, and the longest matches the
     * extreme search keeps make the store far smaller (Movement.isBetween@reads, 18.0 MB of text:
     * 427 kB at preset 9, 157 kB extreme; the whole store of 3 Dec 9.06 MB against 6.63 MB).
     */
    static void saveCompressed(Path proofFile, Path zproof) throws IOException {
        String text = stable(Files.readString(proofFile));
        if (Files.exists(zproof) && text.equals(storedText(zproof))) {
            return;
        }
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (org.tukaani.xz.XZOutputStream xz = new org.tukaani.xz.XZOutputStream(bytes, storeOptions())) {
            xz.write(text.getBytes(StandardCharsets.UTF_8));
        }
        Files.createDirectories(zproof.getParent());
        Files.write(zproof, bytes.toByteArray());
    }

    /** xz's preset 9e: preset 9 with the longest match length and a deep match search, as xz -9e sets them. */
    static org.tukaani.xz.LZMA2Options storeOptions() throws IOException {
        org.tukaani.xz.LZMA2Options options = new org.tukaani.xz.LZMA2Options(9);
        options.setNiceLen(org.tukaani.xz.LZMA2Options.NICE_LEN_MAX);
        options.setDepthLimit(512);
        return options;
    }

    /** The text of a stored proof, or null when the file is not one (then it is rewritten). */
    private static String storedText(Path zproof) {
        try (InputStream in = new org.tukaani.xz.XZInputStream(Files.newInputStream(zproof))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }

    /** A saved proof without what differs from run to run: the temporary source path and the time taken. */
    static String stable(String savedProof) {
        return savedProof
                .replaceAll("(?m)^\\\\javaSource \"[^\"]*\";", "\\\\javaSource \"../target/key-kernel\";")
                .replaceAll("(?m)^\\(autoModeTime \"\\d+\"\\)\\R", "");
    }

    /** Development aid: how often each rule was applied, the most frequent first. */
    static void printRuleStatistics(Proof proof) {
        Map<String, Integer> counts = new HashMap<>();
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(proof.root());
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            if (n.getAppliedRuleApp() != null) {
                counts.merge(n.getAppliedRuleApp().rule().name().toString(), 1, Integer::sum);
            }
            n.childrenIterator().forEachRemaining(todo::push);
        }
        counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(Integer.getInteger("passant.statsLimit", 40))
                .forEach(e -> System.out.println("    " + e.getValue() + "\t" + e.getKey()));
    }

    @Override
    public void close() {
        env.dispose();
    }

    /** Copies {@code org/passant/kernel/*.java} from {@code srcMainJava} into {@code into} (same layout). */
    public static Path copyKernel(Path srcMainJava, Path into) {
        Path from = srcMainJava.resolve(KERNEL_PACKAGE.replace('.', '/'));
        Path to = into.resolve(KERNEL_PACKAGE.replace('.', '/'));
        try (Stream<Path> files = Files.list(from)) {
            Files.createDirectories(to);
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return into;
    }

    /** Deletes a directory tree (the temporary copies). */
    public static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Development entry point: {@code KeyProver SRC_MAIN_JAVA [id-substring ...]} proves the matching
     * contracts (-Dsteps=N, default 20000) and prints each result, with the first open goal when
     * -Dshow=true (with -Dpassant.branches=true, where each open goal lies: its branch labels from the root; with
     * -Dpassant.allGoals=true, every open goal's sequent in that order); -Dpassant.sp.KEY=VALUE overrides a strategy setting for this run only;
     * -Dpassant.timeout=MS stops each proof after MS milliseconds (counted as a spent budget); -Dpassant.store=true
     * stores each proof that closes in {@code proofs/zproof}, as ProofIT does, for ProofIT to replay.
     */
    public static void main(String[] args) throws IOException {
        Path tmp = Files.createTempDirectory("passant-key");
        copyKernel(Path.of(args[0]), tmp);
        long t0 = System.nanoTime();
        try (KeyProver prover = new KeyProver(tmp).tune(Tuning.read(Repo.root().resolve("proofs/strategy.txt")))) {
            System.out.printf("loaded in %.1f s%n", (System.nanoTime() - t0) / 1e9);
            Map<String, String> overrides = new java.util.TreeMap<>();
            for (String key : System.getProperties().stringPropertyNames()) {
                if (key.startsWith("passant.sp.")) {
                    overrides.put(key.substring("passant.sp.".length()), System.getProperty(key));
                }
            }
            prover.devOverrides = overrides;
            prover.devTimeout = Long.getLong("passant.timeout", -1L);
            Collection<String> filters = List.of(args).subList(1, args.length);
            for (Obligation o : prover.obligations()) {
                if (!filters.isEmpty() && filters.stream().noneMatch(f -> f.endsWith("$") ? o.id.equals(f.substring(0, f.length() - 1))
                        : o.id.contains(f))) {
                    continue;
                }
                // -Dpassant.store=true: a proof that closes is stored as ProofIT stores it, for ProofIT to replay
                Path save = Boolean.getBoolean("passant.store") ? Files.createTempFile("passant-proof-", ".proof") : null;
                Result r = prover.prove(o, Integer.getInteger("steps", 20000), save);
                if (save != null) {
                    if (r.closed) {
                        saveCompressed(save, Repo.root().resolve("proofs").resolve(ProofIT.STORE)
                                .resolve(Repo.fileName(o.id) + ProofWorker.Store.SUFFIX));
                    }
                    Files.deleteIfExists(save);
                }
                System.out.println(r);
                if (!r.closed && Boolean.getBoolean("show")) {
                    System.out.println(r.firstOpenGoal);
                }
            }
        } finally {
            deleteTree(tmp);
        }
    }
}
