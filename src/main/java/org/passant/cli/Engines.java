package org.passant.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntFunction;

import org.passant.position.InvalidInputException;
import org.passant.reference.KernelGenerator;
import org.passant.position.MoveGenerator;
import org.passant.fast.FastGenerator;
import org.passant.reference.ReferenceGenerator;

/** The move generators a user can choose with --engine; only the fast one uses more than one thread. */
final class Engines {
    private Engines() {
    }

    static final String DEFAULT = "fast";

    /** The generator that certifies exported suites and conformance verdicts: the kernel's proved predicate. */
    static final String PROVED = "kernel";

    private static final Map<String, IntFunction<MoveGenerator>> ENGINES = new LinkedHashMap<>();

    static {
        ENGINES.put("fast", FastGenerator::new);
        ENGINES.put("kernel", threads -> new KernelGenerator());
        ENGINES.put("reference", threads -> new ReferenceGenerator());
    }

    static MoveGenerator byName(String name, int threads) {
        IntFunction<MoveGenerator> s = ENGINES.get(name);
        if (s == null) {
            throw new InvalidInputException("unknown engine '" + name + "' (expected " + String.join(", ", ENGINES.keySet()) + ")");
        }
        return s.apply(threads);
    }

    static MoveGenerator byName(String name) {
        return byName(name, 1);
    }
}
