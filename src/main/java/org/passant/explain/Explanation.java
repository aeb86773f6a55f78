package org.passant.explain;

import java.util.ArrayList;
import java.util.List;
import org.passant.position.Move;

/** Every clause that decides a move, and the verdict: legal exactly when every clause holds. */
public record Explanation(Move move, String kind, List<ClauseVerdict> clauses, boolean legal) {

    /** The ids of the clauses that fail. */
    public List<String> failing() {
        List<String> ids = new ArrayList<>();
        for (ClauseVerdict c : clauses) {
            if (!c.holds()) {
                ids.add(c.id());
            }
        }
        return ids;
    }
}
