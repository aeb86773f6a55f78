package org.passant.cli;

import org.passant.position.Variant;

import picocli.CommandLine.Option;

/** --variant: the rule set. */
final class VariantOption {

    @Option(names = "--variant", paramLabel = "VARIANT", converter = VariantConverter.class,
            description = "Rule set: chess (default) or atomic.")
    private Variant variant;

    /** The variant given, or chess. */
    Variant variant() {
        return variant != null ? variant : Variant.CHESS;
    }

    /** Whether --variant was given: conform otherwise takes the variant of its suite file. */
    boolean given() {
        return variant != null;
    }
}
