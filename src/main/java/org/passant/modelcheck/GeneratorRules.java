package org.passant.modelcheck;

import org.passant.core.Move;
import org.passant.core.MoveGenerator;
import org.passant.core.Position;
import org.passant.core.Variant;
import org.passant.kernel.Generate;

/**
 * A variant's kernel predicate with the moves of another generator (for example the bitboard
 * generator): the model checker then checks that generator against the reference.
 */
public final class GeneratorRules implements RulesUnderTest {
    private final Variant variant;
    private final MoveGenerator generator;

    public GeneratorRules(Variant variant, MoveGenerator generator) {
        this.variant = variant;
        this.generator = generator;
    }

    @Override
    public String name() {
        return generator.name();
    }

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public boolean isLegal(int[] pos, int from, int to, int promotion) {
        return variant.isLegal(pos, from, to, promotion);
    }

    @Override
    public int legalMoves(int[] pos, int[] out) {
        int n = 0;
        for (Move m : generator.legalMoves(Position.trusted(variant, pos))) {
            out[n++] = Generate.encode(m.from(), m.to(), m.promotion());
        }
        return n;
    }

    @Override
    public void apply(int[] pos, int from, int to, int promotion) {
        variant.apply(pos, from, to, promotion);
    }

    @Override
    public boolean inCheck(int[] pos, int side) {
        return variant.inCheck(pos, side);
    }

    @Override
    public long hash(int[] pos) {
        return Position.trusted(variant, pos).zobrist();
    }

    @Override
    public Line line(int[] start) {
        return new GameLine(variant, start);
    }
}
