package org.passant.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DynamicTest;
import org.passant.reference.KernelGenerator;
import org.passant.position.Variant;

/**
 * The whole conformance suite as JUnit 5 dynamic tests for an engine on the JVM: one test per
 * case, named by its id and clauses; a failure reports the first differing position, the missing
 * or extra move and the clause it concerns.
 */
public final class ConformanceTests {
    private ConformanceTests() {
    }

    /** Dynamic tests of the built-in suite of the variant, each at most {@code maxDepth} plies deep. */
    public static Stream<DynamicTest> of(EngineAdapter adapter, Variant variant, int maxDepth) {
        Suite suite = new SuiteBuilder(variant, new KernelGenerator()).build();
        ConformanceRunner standard = new ConformanceRunner(variant, new KernelGenerator(), new AdapterDivide(adapter, variant));
        ConformanceRunner chess960 = new ConformanceRunner(variant, new KernelGenerator(),
                new AdapterDivide(adapter, variant, true), true);
        List<DynamicTest> tests = new ArrayList<>();
        for (ConformanceCase c : suite.cases()) {
            int depth = Math.min(maxDepth, c.perft().size());
            ConformanceRunner runner = c.runsChess960() ? chess960 : standard;
            tests.add(DynamicTest.dynamicTest(c.id() + " " + c.clauses(), () -> {
                Mismatch m = runner.check(c.id(), c.startFen(), c.moves(), depth);
                if (m != null) {
                    Assertions.fail(c.id() + ": not conforming\n" + m.report());
                }
            }));
        }
        return tests.stream();
    }

    /** Dynamic tests of the built-in suite, two plies deep. */
    public static Stream<DynamicTest> of(EngineAdapter adapter, Variant variant) {
        return of(adapter, variant, 2);
    }
}
