package org.passant.modelcheck;

import java.util.ArrayDeque;
import java.util.Deque;

/** A line kept as a stack of position arrays, for rules that have no game layer of their own. */
final class StackLine implements Line {
    private final RulesUnderTest rules;
    private final Deque<int[]> positions = new ArrayDeque<>();

    StackLine(RulesUnderTest rules, int[] start) {
        this.rules = rules;
        positions.push(start.clone());
    }

    @Override
    public void play(int from, int to, int promotion) {
        int[] next = positions.peek().clone();
        rules.apply(next, from, to, promotion);
        positions.push(next);
    }

    @Override
    public void undo() {
        if (positions.size() == 1) {
            throw new IllegalStateException("no move to undo");
        }
        positions.pop();
    }

    @Override
    public int[] state() {
        return positions.peek().clone();
    }

    @Override
    public long hash() {
        return rules.hash(positions.peek());
    }

    @Override
    public int repetitions() {
        long current = hash();
        int n = 0;
        for (int[] p : positions) {
            if (rules.hash(p) == current) {
                n++;
            }
        }
        return n;
    }
}
