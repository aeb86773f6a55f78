package org.passant.core;

final class AtomicExplainer {
    private AtomicExplainer() {
    }

    static Explanation explain(Position position, Move move) {
        throw new UnsupportedOperationException();
    }
}
