package org.passant.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

import org.passant.fast.FastGenerator;
import org.passant.position.MoveGenerator;
import org.passant.reference.KernelGenerator;
import org.passant.reference.ReferenceGenerator;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The built-in move generators a user chooses with --generator (not external UCI engines: those are
 * conform's --uci-engine); only the fast one splits its tree over more than one thread.
 */
enum Generator {
    FAST(FastGenerator::new),
    KERNEL(threads -> new KernelGenerator()),
    REFERENCE(threads -> new ReferenceGenerator());

    /**
     * The generator that certifies exported suites, conformance verdicts and model checks: the kernel's. Its
     * lists come from the proved {@code Generate.moves}; its counts from the proved piece walk
     * ({@code Generate.walk}: the same moves, each once, the verdict asked only where a piece could go).
     */
    static final Generator CERTIFYING = KERNEL;

    private final IntFunction<MoveGenerator> create;

    Generator(IntFunction<MoveGenerator> create) {
        this.create = create;
    }

    MoveGenerator create(int threads) {
        return create.apply(threads);
    }

    MoveGenerator create() {
        return create(1);
    }

    /** The name on the command line, as --help shows it in "(default: fast)". */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads --generator. */
    static final class Converter implements ITypeConverter<Generator> {
        @Override
        public Generator convert(String value) {
            List<String> names = new ArrayList<>();
            for (Generator g : values()) {
                if (g.toString().equals(value)) {
                    return g;
                }
                names.add(g.toString());
            }
            throw new TypeConversionException("unknown generator " + org.passant.position.InvalidInputException.quote(value) + " (expected " + String.join(", ", names) + ")");
        }
    }
}
