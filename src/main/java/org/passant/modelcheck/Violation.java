package org.passant.modelcheck;

import java.io.PrintWriter;
import java.io.Serializable;

/**
 * A counterexample: the clause broken, the position (FEN, with the en passant square as
 * recorded), the move (UCI, or "-" when the position itself is wrong), what the rules say and
 * what the implementation under test did, and where the checker was.
 */
public record Violation(String clause, String fen, String move, String expected, String actual, String where)
        implements Serializable {

    public void print(PrintWriter out) {
        out.println("VIOLATION " + clause + " (" + where + ")");
        out.println("  fen:      " + fen);
        out.println("  move:     " + move);
        out.println("  expected: " + expected);
        out.println("  actual:   " + actual);
    }
}
