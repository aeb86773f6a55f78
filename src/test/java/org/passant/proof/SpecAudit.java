package org.passant.proof;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.antlr.v4.runtime.Token;

import de.uka.ilkd.key.control.DefaultUserInterfaceControl;
import de.uka.ilkd.key.control.KeYEnvironment;
import de.uka.ilkd.key.java.NonTerminalProgramElement;
import de.uka.ilkd.key.java.ProgramElement;
import de.uka.ilkd.key.java.Services;
import de.uka.ilkd.key.java.abstraction.KeYJavaType;
import de.uka.ilkd.key.java.reference.MethodReference;
import de.uka.ilkd.key.java.reference.TypeReference;
import de.uka.ilkd.key.java.statement.JmlAssert;
import de.uka.ilkd.key.java.statement.LoopStatement;
import de.uka.ilkd.key.logic.Term;
import de.uka.ilkd.key.logic.TermBuilder;
import de.uka.ilkd.key.logic.op.IObserverFunction;
import de.uka.ilkd.key.logic.op.IProgramMethod;
import de.uka.ilkd.key.logic.op.Junctor;
import de.uka.ilkd.key.logic.op.LocationVariable;
import de.uka.ilkd.key.proof.mgt.SpecificationRepository;
import de.uka.ilkd.key.speclang.ClassAxiom;
import de.uka.ilkd.key.speclang.ClassInvariant;
import de.uka.ilkd.key.speclang.Contract;
import de.uka.ilkd.key.speclang.FunctionalOperationContract;
import de.uka.ilkd.key.speclang.FunctionalOperationContractImpl;
import de.uka.ilkd.key.speclang.LoopSpecification;
import de.uka.ilkd.key.speclang.jml.pretranslation.TextualJMLAssertStatement;
import de.uka.ilkd.key.speclang.njml.JmlFacade;
import de.uka.ilkd.key.speclang.njml.JmlLexer;

/**
 * Nothing in the kernel's specification is taken without proof. Two readings, both KeY's own:
 *
 * <ol>
 * <li>Every comment of every kernel source goes through KeY's JML lexer, which decides as KeY does
 * whether the comment is JML for KeY (plain {@code //@}, keyed {@code //+KeY@}, or keyed for another
 * tool only, {@code //-KeY@}). In what KeY reads: no {@code assume}, no {@code axiom}, no class
 * {@code invariant} (static or not), no {@code represents}, {@code model}, {@code initially} or
 * {@code constraint}, no free clause ({@code requires_free}, {@code ensures_free},
 * {@code loop_invariant_free}, ...), no {@code \dl_} escape, and no {@code requires false}.
 * <li>What KeY built from the sources: no assume statement in any method body, no class axiom and
 * no class invariant of a kernel type, no free precondition or postcondition and no free loop
 * invariant that is not {@code true}, and no precondition with a {@code false} conjunct.
 * </ol>
 */
public final class SpecAudit {
    private SpecAudit() {
    }

    /** Token texts refused wherever KeY reads them. */
    private static final Set<String> REFUSED_TOKENS = Set.of("ASSUME", "AXIOM", "INVARIANT", "REPRESENTS", "MODEL",
            "INITIALLY", "CONSTRAINT");

    /** The problems in the sources' comments as KeY's lexer reads them; empty when there are none. */
    public static List<String> comments(Path kernelDir) {
        List<String> problems = new ArrayList<>();
        try (Stream<Path> files = Files.list(kernelDir)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java")).sorted()::iterator) {
                String text = Files.readString(f);
                for (int[] c : commentSpans(text)) {
                    String comment = text.substring(c[0], c[1]);
                    for (String p : commentProblems(comment)) {
                        problems.add(f.getFileName() + ":" + lineOf(text, c[0]) + ": " + p);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return problems;
    }

    /** What KeY would take without proof from one comment (the whole comment, with its markers). */
    static List<String> commentProblems(String comment) {
        List<String> problems = new ArrayList<>();
        JmlLexer lexer = JmlFacade.createLexer(comment);
        List<Token> tokens = new ArrayList<>();
        for (Token t : lexer.getAllTokens()) {
            String type = lexer.getVocabulary().getSymbolicName(t.getType());
            if (!"WS".equals(type)) {
                tokens.add(t);
            }
        }
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            String type = lexer.getVocabulary().getSymbolicName(t.getType());
            String text = t.getText();
            if ("COMMENT".equals(type) || "SL_COMMENT".equals(type)) {
                continue; // not JML for KeY
            }
            if (REFUSED_TOKENS.contains(type)) {
                problems.add("KeY reads '" + text + "' in " + shorten(comment));
            } else if (text.endsWith("_free")) {
                problems.add("KeY reads the free clause '" + text + "' (assumed, not proved) in " + shorten(comment));
            } else if (text.startsWith("\\dl_")) {
                problems.add("KeY reads the escape '" + text + "' in " + shorten(comment));
            } else if ("REQUIRES".equals(type) && i + 2 < tokens.size()
                    && "FALSE".equals(lexer.getVocabulary().getSymbolicName(tokens.get(i + 1).getType()))
                    && tokens.get(i + 2).getText().equals(";")) {
                problems.add("KeY reads '" + text + " false' in " + shorten(comment));
            }
        }
        return problems;
    }

    /** The problems in what KeY built from the kernel sources; empty when there are none. */
    public static List<String> specification(KeYEnvironment<DefaultUserInterfaceControl> env, String kernelPackage) {
        List<String> problems = new ArrayList<>();
        Services services = env.getServices();
        SpecificationRepository specs = env.getSpecificationRepository();
        TermBuilder tb = services.getTermBuilder();
        LocationVariable heap = services.getTypeConverter().getHeapLDT().getHeap();
        for (KeYJavaType t : env.getJavaInfo().getAllKeYJavaTypes()) {
            if (!t.getFullName().startsWith(kernelPackage + ".")) {
                continue;
            }
            String type = t.getFullName().substring(kernelPackage.length() + 1);
            for (ClassAxiom a : specs.getClassAxioms(t)) {
                // getClassAxioms also returns the axioms of the JDK stubs visible from t: judge the kernel's own.
                if (a.getKJT().equals(t) && !implicit(a)) {
                    problems.add(type + ": KeY holds the class axiom " + a.getName() + ", assumed without proof");
                }
            }
            for (ClassInvariant inv : specs.getClassInvariants(t)) {
                problems.add(type + ": KeY holds the class invariant " + inv.getName() + ", assumed without proof");
            }
            for (IObserverFunction target : specs.getContractTargets(t)) {
                for (Contract c : specs.getContracts(t, target)) {
                    if (!(c instanceof FunctionalOperationContractImpl)) {
                        continue;
                    }
                    FunctionalOperationContractImpl f = (FunctionalOperationContractImpl) c;
                    String name = type + "." + target.name().toString().replaceAll(".*::", "");
                    Term requires = f.getRequires(heap);
                    if (requires != null && hasFalseConjunct(requires, tb)) {
                        problems.add(name + ": its precondition is false");
                    }
                    Term modifiable = f.getModifiable(heap);
                    if (modifiable != null && modifiable.equals(tb.allLocs())) {
                        problems.add(name + ": assignable \\everything (KeY's reading of a case without an assignable clause): a"
                                + " kernel method says what it changes");
                    }
                    Contract.OriginalVariables v = f.getOrigVars();
                    Term freePre = f.getFreePre(heap, v.self, v.params, v.atPres, services);
                    if (freePre != null && !freePre.equals(tb.tt())) {
                        problems.add(name + ": a free precondition (assumed, not proved): " + freePre);
                    }
                    Term freePost = f.getFreePost(heap, v.self, v.params, v.result, v.exception, v.atPres, services);
                    if (freePost != null && !freePost.equals(tb.tt())) {
                        problems.add(name + ": a free postcondition (assumed, not proved): " + freePost);
                    }
                }
            }
            for (IProgramMethod m : env.getJavaInfo().getAllProgramMethodsLocallyDeclared(t)) {
                if (m.getBody() != null) {
                    walk(m.getBody(), type + "." + m.getName(), specs, services, problems);
                }
            }
        }
        return problems;
    }

    /**
     * What a contract must say, read from its text ({@link ContractText}): a functional spec case promises
     * something, so a case whose postcondition is only {@code true} (no ensures clause, or only
     * {@code ensures true}) is refused, as is {@code assignable \everything} written out. Returns the problems.
     */
    public static List<String> contracts(List<ContractText.Contract> contracts) {
        List<String> problems = new ArrayList<>();
        for (ContractText.Contract c : contracts) {
            if (c.id.endsWith(ContractText.READS)) {
                continue;
            }
            if (c.clauses("ensures").stream().allMatch(e -> e.equals("true"))) {
                problems.add(c.id + " (" + c.location() + ") promises nothing: its postcondition is only true");
            }
            if (c.clauses("assignable").stream().anyMatch(a -> a.equals("\\everything"))) {
                problems.add(c.id + " (" + c.location() + ") may change everything (assignable \\everything)");
            }
        }
        return problems;
    }

    /**
     * Every public method of a kernel type has a contract, or stands in {@code exempt} (id to
     * reason); and no method the {@code roots} call, directly or not, is exempt or without one.
     * Returns the problems; empty when there are none.
     */
    public static List<String> coverage(KeYEnvironment<DefaultUserInterfaceControl> env, String kernelPackage,
            Map<String, String> exempt, List<String> roots) {
        List<String> problems = new ArrayList<>();
        SpecificationRepository specs = env.getSpecificationRepository();
        Map<String, IProgramMethod> methods = new TreeMap<>();
        Map<String, KeYJavaType> owner = new TreeMap<>();
        for (KeYJavaType t : env.getJavaInfo().getAllKeYJavaTypes()) {
            if (!t.getFullName().startsWith(kernelPackage + ".")) {
                continue;
            }
            String type = t.getFullName().substring(kernelPackage.length() + 1);
            for (IProgramMethod m : env.getJavaInfo().getAllProgramMethodsLocallyDeclared(t)) {
                if (m.isImplicit() || m.isConstructor() || m.getName().startsWith("<")) {
                    continue;
                }
                String id = type + "." + m.getName();
                methods.put(id, m);
                owner.put(id, t);
                boolean contract = !specs.getOperationContracts(t, m).isEmpty();
                if (m.getMethodDeclaration().isPublic() && !contract && !exempt.containsKey(id)) {
                    problems.add(id + " is public and has no contract; write one, or exempt it with a reason in "
                            + ProofRun.EXEMPT);
                }
            }
        }
        for (String id : exempt.keySet()) {
            if (!methods.containsKey(id)) {
                problems.add(ProofRun.EXEMPT + " exempts " + id + ", which is no kernel method");
            }
        }
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(roots);
        java.util.Set<String> seen = new java.util.TreeSet<>();
        while (!todo.isEmpty()) {
            String id = todo.pop();
            if (!seen.add(id)) {
                continue;
            }
            IProgramMethod m = methods.get(id);
            if (m == null) {
                problems.add("the verdict's callee " + id + " is no kernel method");
                continue;
            }
            if (specs.getOperationContracts(owner.get(id), m).isEmpty()) {
                problems.add(id + " is called by the verdict (" + String.join(", ", roots) + ") and has no contract");
            }
            if (exempt.containsKey(id)) {
                problems.add(id + " is called by the verdict and may not be exempt from a contract");
            }
            if (m.getBody() != null) {
                calls(m.getBody(), id.substring(0, id.indexOf('.')), methods.keySet(), todo);
            }
        }
        return problems;
    }

    /** The kernel methods a body calls, as Type.method ids, onto {@code into}. */
    private static void calls(ProgramElement e, String type, Set<String> known, java.util.Deque<String> into) {
        if (e instanceof MethodReference) {
            MethodReference mr = (MethodReference) e;
            String prefix = type;
            if (mr.getReferencePrefix() instanceof TypeReference) {
                prefix = ((TypeReference) mr.getReferencePrefix()).getName();
            }
            String id = prefix + "." + mr.getName();
            if (known.contains(id)) {
                into.push(id);
            }
        }
        if (e instanceof NonTerminalProgramElement) {
            NonTerminalProgramElement n = (NonTerminalProgramElement) e;
            for (int i = 0; i < n.getChildCount(); i++) {
                calls(n.getChildAt(i), type, known, into);
            }
        }
    }

    /** KeY's own axioms for a type (none are written in JML here): those its name shows KeY made. */
    private static boolean implicit(ClassAxiom a) {
        String n = a.getName();
        // The static-invariant axioms KeY writes for every type encode the declared invariants, which the loop over
        // getClassInvariants refuses; with none declared they hold trivially.
        return n.startsWith("Class invariant axiom") || n.startsWith("Query axiom") || n.startsWith("Partial inv axiom")
                || n.startsWith("Static class invariant axiom") || n.startsWith("Free static class invariant axiom")
                || n.startsWith("Free class invariant axiom");
    }

    private static boolean hasFalseConjunct(Term t, TermBuilder tb) {
        if (t.equals(tb.ff())) {
            return true;
        }
        if (t.op() == Junctor.AND) {
            return hasFalseConjunct(t.sub(0), tb) || hasFalseConjunct(t.sub(1), tb);
        }
        return false;
    }

    private static void walk(ProgramElement e, String where, SpecificationRepository specs, Services services,
            List<String> problems) {
        if (e instanceof JmlAssert && ((JmlAssert) e).getKind() == TextualJMLAssertStatement.Kind.ASSUME) {
            problems.add(where + ": an assume statement" + position(e));
        }
        if (e instanceof LoopStatement) {
            LoopSpecification spec = specs.getLoopSpec((LoopStatement) e);
            if (spec != null) {
                Term free = spec.getFreeInvariant(services);
                if (free != null && !free.equals(services.getTermBuilder().tt())) {
                    problems.add(where + ": a free loop invariant (assumed, not proved)" + position(e));
                }
            }
        }
        if (e instanceof NonTerminalProgramElement) {
            NonTerminalProgramElement n = (NonTerminalProgramElement) e;
            for (int i = 0; i < n.getChildCount(); i++) {
                walk(n.getChildAt(i), where, specs, services, problems);
            }
        }
    }

    private static String position(ProgramElement e) {
        return e.getPositionInfo() == null ? "" : " at line " + e.getStartPosition().line();
    }

    /** [start, end) of every comment in Java source text, string and character literals skipped. */
    static List<int[]> commentSpans(String s) {
        List<int[]> spans = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != c) {
                    j += s.charAt(j) == '\\' ? 2 : 1;
                }
                i = j + 1;
            } else if (s.startsWith("//", i)) {
                int end = s.indexOf('\n', i);
                end = end < 0 ? s.length() : end;
                spans.add(new int[] {i, end});
                i = end;
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                end = end < 0 ? s.length() : end + 2;
                spans.add(new int[] {i, end});
                i = end;
            } else {
                i++;
            }
        }
        return spans;
    }

    private static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    private static String shorten(String comment) {
        String one = comment.replaceAll("\\s+", " ").trim();
        return one.length() > 80 ? one.substring(0, 77) + "..." : one;
    }
}
