package org.passant.modelcheck;

import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.kernel.Generate;

/**
 * A variant's kernel predicate with the moves of another generator (for example the bitboard
 * generator): the model checker then checks that generator against the reference. Everything but
 * the generation is the kernel's.
 */
public final class GeneratorRules extends KernelRules {
    private final MoveGenerator generator;

    public GeneratorRules(Variant variant, MoveGenerator generator) {
        super(variant);
        this.generator = generator;
    }

    @Override
    public String name() {
        return generator.name();
    }

    @Override
    public int legalMoves(int[] pos, int[] out) {
        int n = 0;
        for (Move m : generator.legalMoves(Position.trusted(variant(), pos))) {
            out[n++] = Generate.encode(m.from(), m.to(), m.promotion());
        }
        return n;
    }
}
