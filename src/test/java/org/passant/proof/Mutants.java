package org.passant.proof;

import java.util.List;

/** The mutants of {@link MutationIT}: one broken clause each, the contract that must refute it. */
final class Mutants {
    private Mutants() {
    }

    static final List<MutationIT.Mutant> ALL = List.of();
}
