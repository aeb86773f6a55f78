package org.passant.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * Forced wins found by exhaustive search on the kernel's rules ({@link Position}: the proved
 * legality predicate and the kernel's move application), independent of the engine: every
 * move of the winning side, every reply of the defender. A win is a checkmate (GM-MATE) or, in
 * atomic chess, an exploded enemy king (AT-WIN-EXPLOSION).
 */
final class ExhaustiveWin {
    private final Map<Position, Boolean>[] memo;

    @SuppressWarnings("unchecked")
    ExhaustiveWin(int maxMoves) {
        memo = new Map[maxMoves + 1];
        for (int i = 0; i <= maxMoves; i++) {
            memo[i] = new HashMap<>();
        }
    }

    /** The moves of the side to move that force a win within {@code n} of its own moves. */
    List<Move> winningMoves(Position p, int n) {
        List<Move> result = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            if (wonAfter(p.play(m), n)) {
                result.add(m);
            }
        }
        return result;
    }

    /** Whether the side to move can force a win within {@code n} of its moves. */
    boolean wins(Position p, int n) {
        Boolean known = memo[n].get(p);
        if (known != null) {
            return known;
        }
        boolean result = false;
        for (Move m : p.legalMoves()) {
            if (n == 1 && !mayWinAtOnce(p, m)) {
                continue;
            }
            if (wonAfter(p.play(m), n)) {
                result = true;
                break;
            }
        }
        memo[n].put(p, result);
        return result;
    }

    /** The position after the winner's move (the defender to move): won now, or won within {@code n - 1} more moves whatever the defence. */
    private boolean wonAfter(Position q, int n) {
        if (q.isVariantEnd()) {
            return true; // the mover cannot explode its own king (AT-OWN-KING): the enemy's exploded
        }
        if (q.isCheckmate()) {
            return true;
        }
        if (n == 1 || q.legalMoves().isEmpty()) {
            return false;
        }
        for (Move reply : q.legalMoves()) {
            if (!wins(q.play(reply), n - 1)) {
                return false;
            }
        }
        return true;
    }

    /** Only a check can mate, and in atomic chess only a capture can explode the king: other last moves need not be played. */
    private static boolean mayWinAtOnce(Position p, Move m) {
        return p.variant() == Variant.ATOMIC && p.isCapture(m) || p.givesCheck(m);
    }
}
