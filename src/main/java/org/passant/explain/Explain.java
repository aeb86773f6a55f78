package org.passant.explain;

import org.passant.kernel.Movement;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Square;

/**
 * The clauses that decide a move, each with holds or fails, using the kernel's named predicates.
 * The verdict is checked against the variant's legality predicate: they cannot disagree silently.
 */
public final class Explain {
    private Explain() {
    }

    /**
     * The clauses of the move the notation means, the one the generator lists and the kernel judges
     * (C960-NOTATION): the king taking its own rook (e1h1) is castling, and so is the standard form
     * (e1g1, {@link Position#typed}); a king's one-square step is that step, even where it lands on
     * the square castling would give the king (b1c1 beside a castling rook on a1: castling is b1a1).
     * A caller reading standard notation, where f1g1 is castling while the right stands, passes the
     * castling it read ({@code Uci.parse(position, text, false)} marks it).
     */
    public static Explanation explain(Position position, Move typed) {
        Move move = Movement.isKingStep(typed.from(), typed.to()) ? position.move(typed) : position.typed(typed);
        // The one place that picks a variant's explainer (position/ sits below explain/ and cannot
        // name it); the switch has no default, so a new variant does not compile without one.
        Explanation e = switch (position.variant()) {
            case CHESS -> ChessExplainer.explain(position, move);
            case ATOMIC -> AtomicExplainer.explain(position, move);
        };
        if (e.legal() != position.isLegal(move)) {
            throw new IllegalStateException("explain and the kernel disagree on " + move.uci() + ": a bug, please report it");
        }
        return e;
    }

    /**
     * The verdict on a move no piece of the named kind could make (a SAN text such as Ke3 with the
     * king on e1): the movement article of that kind (FIDE 3.2-3.8.1) fails, "no white king can move to e3".
     */
    public static ClauseVerdict noPieceReaches(Position position, int pieceType, int to) {
        String color = ChessExplainer.side(position.sideToMove());
        String piece = ChessExplainer.TYPE_NAMES[pieceType];
        return new ClauseVerdict(ChessExplainer.movementArticle(pieceType), false,
                "no " + color + " " + piece + " can move to " + Square.name(to), "no-piece-reaches",
                Args.of("piece", piece, "color", color, "to", Square.name(to)));
    }
}
