package org.passant.cli;

import org.passant.position.MoveGenerator;

import picocli.CommandLine.Option;

/** --generator: which built-in move generator runs; each command that has it passes its default to the constructor. */
final class GeneratorOption {

    @Option(names = "--generator", paramLabel = "NAME", converter = Generator.Converter.class,
            description = "Built-in move generator: fast (bitboards, checked against the reference), kernel (the"
                    + " proved legality predicate, piece by piece) or reference (every from-to-promotion candidate"
                    + " through the predicate; slowest). Default: ${DEFAULT-VALUE}.")
    private Generator generator;

    // The old spelling, hidden: a second name on the option above would head --help (picocli lists the shortest first).
    @Option(names = "--engine", paramLabel = "NAME", converter = Generator.Converter.class, hidden = true)
    private void oldSpelling(Generator g) {
        generator = g;
    }

    GeneratorOption(Generator byDefault) {
        generator = byDefault;
    }

    Generator choice() {
        return generator;
    }

    MoveGenerator create(int threads) {
        return generator.create(threads);
    }

    /** The generator on one thread. */
    MoveGenerator create() {
        return generator.create();
    }
}
