package org.passant.conformance;

import java.util.List;

/**
 * The one thing an engine written for the JVM must do to be checked against the suite: give the
 * legal moves of a position. Positions come as FEN with the en passant square written after
 * every double step (plain FEN), so the adapter sees every en passant right.
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicTest> conformance() {
 *     return ConformanceTests.of(fen -> myEngine.legalMovesUci(fen), Variant.CHESS);
 * }
 * }</pre>
 */
@FunctionalInterface
public interface EngineAdapter {

    /**
     * The legal moves of the position in UCI (e2e4, e7e8q, e1g1), in any order. Castling may be
     * written as the king's step (e1g1) or as the king taking its own rook (e1h1, C960-NOTATION);
     * in Chess960 positions (Shredder-FEN or X-FEN castling fields) write the latter, which is never
     * ambiguous.
     */
    List<String> legalMoves(String fen);
}
