package org.passant.modelcheck;

import org.passant.position.Position;
import org.passant.position.Variant;

/** A variant as the kernel states it: its predicate, its own generation, and the game layer over it ({@link GeneratorRules} swaps the generation). */
public class KernelRules implements RulesUnderTest {
    private final Variant variant;

    public KernelRules(Variant variant) {
        this.variant = variant;
    }

    @Override
    public String name() {
        return "kernel";
    }

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public boolean isLegal(int[] pos, int from, int to, int promotion) {
        return variant.isLegal(pos, from, to, promotion);
    }

    /** The proved piece walk ({@link Variant#walkMoves}): checked here all the same, against the reference enumeration. */
    @Override
    public int legalMoves(int[] pos, int[] out) {
        return variant.walkMoves(pos, out);
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
