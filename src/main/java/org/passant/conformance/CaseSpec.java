package org.passant.conformance;

import java.util.List;

/**
 * What an author claims about a conformance case, before the kernel computes the rest: the
 * clauses it exercises, where it starts, the moves that lead to it (so that an engine must track
 * the en passant right itself), and optionally a focus move with the verdict the author expects
 * and, for an illegal one, the clause expected to fail. {@code SuiteBuilder} checks every claim
 * against the kernel's {@code Explain}; a wrong claim stops the export. A {@code chess960} case is
 * written and run in Chess960 notation (C960-NOTATION: castling king-takes-rook, UCI_Chess960 on).
 */
public record CaseSpec(String id, List<String> clauses, String description, String startFen, List<String> moves,
        String focus, Boolean focusLegal, String focusFailing, int depth, boolean chess960) {

    public CaseSpec {
        clauses = List.copyOf(clauses);
        moves = List.copyOf(moves);
    }

    /** A case of standard notation (castling e1g1). */
    public CaseSpec(String id, List<String> clauses, String description, String startFen, List<String> moves,
            String focus, Boolean focusLegal, String focusFailing, int depth) {
        this(id, clauses, description, startFen, moves, focus, focusLegal, focusFailing, depth, false);
    }
}
