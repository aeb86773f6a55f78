package org.passant.modelcheck;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.passant.kernel.Board;
import org.passant.kernel.Generate;
import org.passant.kernel.Piece;

/**
 * A game played from a start under some rules, move by move from a list of choices, biased
 * toward double steps and captures: choice c picks among those (when there are any) unless
 * c % 4 == 3, then among all moves. The property checks shrink the choices, so a failing game
 * shrinks to a short one of small choices.
 */
record Playout(List<int[]> states, List<Integer> moves, String rules) {

    static Playout decode(RulesUnderTest rules, int[] start, List<Integer> choices) {
        List<int[]> states = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        states.add(start.clone());
        int[] buffer = new int[64 * 64 * 5];
        int[] interesting = new int[64 * 64 * 5];
        for (int choice : choices) {
            int[] s = states.get(states.size() - 1);
            int n = rules.legalMoves(s, buffer);
            if (n == 0) {
                break;
            }
            Arrays.sort(buffer, 0, n);
            int k = 0;
            for (int i = 0; i < n; i++) {
                int from = Generate.from(buffer[i]);
                int to = Generate.to(buffer[i]);
                boolean pawn = Piece.type(s[from]) == Piece.PAWN;
                boolean doubleStep = pawn && Math.abs(to - from) == 16;
                boolean capture = s[to] != Piece.EMPTY || (pawn && from % 8 != to % 8);
                if (doubleStep || capture) {
                    interesting[k++] = buffer[i];
                }
            }
            int move = k > 0 && choice % 4 != 3 ? interesting[(choice / 4) % k] : buffer[(choice / 4) % n];
            int[] next = s.clone();
            rules.apply(next, Generate.from(move), Generate.to(move), Generate.promotion(move));
            moves.add(move);
            states.add(next);
        }
        return new Playout(states, moves, rules.name());
    }

    /** Every check of the model checker along the game, with the game's own history for the EP clauses. */
    static Violations check(RulesUnderTest rules, Playout playout) {
        Violations violations = new Violations();
        PositionChecks checks = new PositionChecks(rules, violations);
        GameTree.Reach reach = new GameTree.Reach(1, -1, 0, -1, 0);
        for (int ply = 0; ply < playout.states().size(); ply++) {
            int[] s = playout.states().get(ply);
            int side = s[Board.SIDE];
            String where = "playout ply " + ply;
            long order = (long) ply << 56;
            LetterBoard board = PositionChecks.letters(s);
            checks.reference(s, order, where);
            checks.enPassant(s, board, reach.historyFor(side, ply), order, where);
            checks.optional(s, order, where);
            checks.repetition(s, order, where);
            if (ply < playout.moves().size()) {
                int move = playout.moves().get(ply);
                boolean doubleStep = checks.afterMove(s, board, move, playout.states().get(ply + 1), order, where);
                reach = reach.after(side, doubleStep, Generate.from(move), Generate.to(move), ply + 1);
            }
        }
        return violations;
    }

    /** The moves in UCI and the final position, for counterexamples. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(moves.size() + " plies (" + rules + "):");
        for (int m : moves) {
            sb.append(' ').append(PositionChecks.uci(m));
        }
        return sb.toString();
    }
}
