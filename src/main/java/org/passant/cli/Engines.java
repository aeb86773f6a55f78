package org.passant.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.passant.core.InvalidInputException;
import org.passant.core.KernelGenerator;
import org.passant.core.MoveGenerator;
import org.passant.reference.ReferenceGenerator;

/** The move generators a user can choose with --engine. */
final class Engines {
    private Engines() {
    }

    static final String DEFAULT = "kernel";

    private static final Map<String, Supplier<MoveGenerator>> ENGINES = new LinkedHashMap<>();

    static {
        ENGINES.put("kernel", KernelGenerator::new);
        ENGINES.put("reference", ReferenceGenerator::new);
    }

    static MoveGenerator byName(String name) {
        Supplier<MoveGenerator> s = ENGINES.get(name);
        if (s == null) {
            throw new InvalidInputException("unknown engine '" + name + "' (expected " + String.join(", ", ENGINES.keySet()) + ")");
        }
        return s.get();
    }
}
