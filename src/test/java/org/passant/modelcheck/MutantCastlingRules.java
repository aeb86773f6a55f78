package org.passant.modelcheck;

import org.passant.kernel.Board;
import org.passant.kernel.Castling;
import org.passant.kernel.Check;
import org.passant.kernel.Generate;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.reference.ReferenceGenerator;

/**
 * A copy of a variant's rules with one castling bug switched on, for tests only: the castling
 * universe must find each. Its generation is every candidate through its own predicate, so the bug
 * is caught by the castling checks, not merely because the kernel's generation disagrees.
 */
final class MutantCastlingRules implements RulesUnderTest {

    /** The bugs that can be switched on. */
    enum Bug {
        /** FIDE 3.8.2.2(b) forgotten: the squares the king crosses are not looked at. */
        THROUGH_IGNORED,
        /** FIDE 3.8.2.1: castling keeps the side's other right. */
        OTHER_RIGHT_KEPT
    }

    private final Variant variant;
    private final Bug bug;
    private final int rules;
    private final ReferenceGenerator.Predicate own = this::isLegal;

    MutantCastlingRules(Variant variant, Bug bug) {
        this.variant = variant;
        this.bug = bug;
        this.rules = variant == Variant.ATOMIC ? Generate.ATOMIC : Generate.CHESS;
    }

    @Override
    public String name() {
        return "mutant " + bug;
    }

    @Override
    public Variant variant() {
        return variant;
    }

    @Override
    public boolean isLegal(int[] pos, int from, int to, int promotion) {
        if (bug == Bug.THROUGH_IGNORED && Board.isSquare(from) && Board.isSquare(to) && promotion == 0
                && Castling.isAttempt(pos, from, to)) {
            int side = pos[Board.SIDE];
            boolean kingside = to > from;
            return Castling.hasRight(pos, side, kingside) && Castling.rookInPlace(pos, side, kingside, to)
                    && Castling.pathEmpty(pos, side, kingside) && Castling.notInCheck(rules, pos, side)
                    && !Check.inCheckAfter(rules, pos, from, to, 0, side);
        }
        return variant.isLegal(pos, from, to, promotion);
    }

    @Override
    public int legalMoves(int[] pos, int[] out) {
        return ReferenceGenerator.legalMoves(own, pos, out);
    }

    @Override
    public void apply(int[] pos, int from, int to, int promotion) {
        int side = pos[Board.SIDE];
        boolean castling = Castling.isAttempt(pos, from, to);
        int other = Castling.rightIndex(side, to < from);
        int held = pos[other];
        variant.apply(pos, from, to, promotion);
        if (bug == Bug.OTHER_RIGHT_KEPT && castling) {
            pos[other] = held;
        }
    }

    @Override
    public boolean inCheck(int[] pos, int side) {
        return variant.inCheck(pos, side);
    }

    @Override
    public long hash(int[] pos) {
        return Position.trusted(variant, pos).zobrist();
    }
}
