package org.passant.explain;

import static org.passant.explain.ChessExplainer.pieceName;
import static org.passant.explain.ChessExplainer.side;

import java.util.ArrayList;
import java.util.List;

import org.passant.kernel.Atomic;
import org.passant.kernel.AtomicApply;
import org.passant.kernel.AtomicLegality;
import org.passant.kernel.Attack;
import org.passant.kernel.Board;
import org.passant.kernel.Castling;
import org.passant.kernel.Check;
import org.passant.kernel.EnPassant;
import org.passant.kernel.Generate;
import org.passant.kernel.Piece;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Square;
import org.passant.position.Variant;

/**
 * Explains a move in atomic chess with the kernel's own named predicates, in the order
 * {@link AtomicLegality#isLegal} asks them: the chess conditions on the piece and its movement,
 * then the AT-* clauses in place of chess's king safety.
 */
final class AtomicExplainer {
    private AtomicExplainer() {
    }

    static Explanation explain(Position position, Move move) {
        int[] pos = position.state();
        int from = move.from();
        int to = move.to();
        List<ClauseVerdict> clauses = new ArrayList<>();
        if (!ChessExplainer.ownershipConditions(pos, move, clauses)) {
            return new Explanation(move, "move", clauses, false);
        }
        boolean standing = Atomic.bothKingsStand(pos);
        clauses.add(new ClauseVerdict("AT-END", standing, standing
                ? "both kings stand: the game goes on"
                : "a king has exploded: the game is over and nothing moves",
                standing ? "kings-stand" : "king-exploded", Args.of()));
        if (!standing) {
            return ChessExplainer.finish(position, move, "move", clauses);
        }
        if (Piece.type(pos[from]) == Piece.KING && !Castling.isAttempt(pos, from, to)) {
            boolean noCapture = Atomic.kingNoCapture(pos, from, to);
            clauses.add(new ClauseVerdict("AT-KING-NO-CAPTURE", noCapture, noCapture
                    ? "the king moves to an empty square"
                    : "a king never captures: it would explode itself, so " + Square.name(to) + " (the "
                            + pieceName(pos[to]) + ") is no destination",
                    noCapture ? "king-to-empty" : "king-captures",
                    noCapture ? Args.of("to", Square.name(to)) : Args.of("to", Square.name(to), "target", Args.piece(pos[to], to))));
            if (!noCapture) {
                return ChessExplainer.finish(position, move, "capture", clauses);
            }
        }
        String kind;
        boolean promotes = true;
        if (EnPassant.isAttempt(pos, from, to)) {
            ChessExplainer.enPassantConditions(pos, move, clauses);
            promotes = ChessExplainer.promotionIfNamed(pos, move, clauses);
            kind = "en passant capture";
        } else if (Castling.isAttempt(pos, from, to)) {
            castling(pos, move, clauses);
            promotes = ChessExplainer.promotionIfNamed(pos, move, clauses);
            kind = to > from ? "castling kingside" : "castling queenside";
        } else if (ChessExplainer.castlingWithoutItsRook(pos, move, clauses)) {
            return ChessExplainer.finish(position, move, to > from ? "castling kingside" : "castling queenside", clauses);
        } else {
            ChessExplainer.movementConditions(pos, move, clauses);
            kind = pos[to] != Piece.EMPTY ? "capture" : "move";
        }
        if (promotes) {
            // a move named with a promotion it cannot take is not made: there is no position after it to judge
            afterTheMove(pos, move, clauses);
        }
        return ChessExplainer.finish(position, move, kind, clauses);
    }


    private static void castling(int[] pos, Move move, List<ClauseVerdict> clauses) {
        ChessExplainer.castlingConditions(pos, move, clauses);
        int side = pos[Board.SIDE];
        boolean kingside = move.to() > move.from();
        boolean notInCheck = Castling.notInCheck(Generate.ATOMIC, pos, side);
        clauses.add(new ClauseVerdict("AT-CASTLING", notInCheck, notInCheck
                ? "the king is not in check (atomic sense)" : "the king is in check: castling is no way out of it",
                notInCheck ? "atomic-castle-not-in-check" : "castle-in-check", Args.of("color", side(side))));
        boolean through = Castling.notThroughAttack(Generate.ATOMIC, pos, side, kingside);
        int crossed = Castling.kingHome(pos, side) + (kingside ? 1 : -1);
        clauses.add(new ClauseVerdict("AT-CASTLING", through, through
                ? "the square the king crosses, " + Square.name(crossed) + ", is not attacked (atomic sense)"
                : "the king would cross " + Square.name(crossed) + ", which is attacked",
                through ? "atomic-castle-path-safe" : "atomic-castle-through-attack", Args.of("square", Square.name(crossed))));
    }

    /** AT-OWN-KING, AT-WIN-EXPLOSION, AT-CHECK and AT-CONNECTED-KINGS, as {@link AtomicLegality#leavesKingSafe} asks them. */
    private static void afterTheMove(int[] pos, Move move, List<ClauseVerdict> clauses) {
        int from = move.from();
        int to = move.to();
        int side = pos[Board.SIDE];
        if (Atomic.isCapture(pos, from, to)) {
            blast(pos, move, clauses);
            boolean survives = Atomic.ownKingSurvives(pos, from, to);
            int king = Check.kingSquare(pos, side);
            clauses.add(new ClauseVerdict("AT-OWN-KING", survives, survives
                    ? "the blast on " + Square.name(to) + " spares the " + side(side) + " king"
                    : "the blast on " + Square.name(to) + " would explode the " + side(side) + " king"
                            + (king == Board.NO_SQUARE ? "" : " on " + Square.name(king))
                            + ": no capture next to one's own king, even to escape check",
                    survives ? "blast-spares-king" : "blast-explodes-own-king",
                    Args.of("to", Square.name(to), "color", side(side),
                            "square", survives || king == Board.NO_SQUARE ? null : Square.name(king))));
            if (!survives) {
                return;
            }
            if (Atomic.explodesEnemyKing(pos, from, to)) {
                int enemy = Check.kingSquare(pos, -side);
                clauses.add(new ClauseVerdict("AT-WIN-EXPLOSION", true, "the blast on " + Square.name(to)
                        + " explodes the " + side(-side) + " king on " + Square.name(enemy)
                        + ": the capture wins, whether or not the " + side(side) + " king is attacked",
                        "blast-wins", Args.of("to", Square.name(to), "them", side(-side), "square", Square.name(enemy),
                                "color", side(side))));
                return;
            }
        }
        int[] after = pos.clone();
        AtomicApply.move(after, from, to, move.promotion());
        int king = Check.kingSquare(after, side);
        if (king == Board.NO_SQUARE) {
            clauses.add(new ClauseVerdict("AT-CHECK", false, "the " + side(side) + " king is gone", "king-gone",
                    Args.of("color", side(side))));
            return;
        }
        if (Attack.isAttacked(after, king, -side) && Atomic.kingsConnected(after, 0, 0, 0, king, -side)) {
            // the enemy king alone is no attacker (a king cannot capture): then there is nothing to name
            boolean attacked = !attackerSquares(after, side).isEmpty();
            clauses.add(new ClauseVerdict("AT-CONNECTED-KINGS", true, "afterwards the kings touch, so the "
                    + side(side) + " king on " + Square.name(king) + " is not in check"
                    + (attacked ? ", though" + attackedBy(after, side) : ""),
                    "kings-connected", Args.of("color", side(side), "square", Square.name(king),
                            "attackers", attackers(after, side))));
        }
        boolean safe = !Atomic.inCheck(after, side);
        clauses.add(new ClauseVerdict("AT-CHECK", safe, safe
                ? "afterwards the " + side(side) + " king on " + Square.name(king) + " is not attacked"
                : "afterwards the " + side(side) + " king on " + Square.name(king) + " would be"
                        + attackedBy(after, side),
                safe ? "atomic-king-safe" : "atomic-king-attacked",
                Args.of("color", side(side), "square", Square.name(king), "attackers", safe ? null : attackers(after, side))));
    }

    /** AT-EXPLOSION (and AT-EP-CENTRE): what the capture blows away; these always hold, they say what happens. */
    private static void blast(int[] pos, Move move, List<ClauseVerdict> clauses) {
        int from = move.from();
        int to = move.to();
        boolean enPassant = EnPassant.isAttempt(pos, from, to);
        int captured = enPassant ? EnPassant.capturedSquare(from, to) : to;
        List<String> gone = new ArrayList<>();
        List<String> spared = new ArrayList<>();
        List<Integer> goneSquares = new ArrayList<>();
        List<Integer> sparedSquares = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (sq == from || sq == captured || pos[sq] == Piece.EMPTY || !Atomic.nearby(sq, to)) {
                continue;
            }
            String name = "the " + pieceName(pos[sq]) + " on " + Square.name(sq);
            if (Atomic.blasts(pos, sq, to)) {
                gone.add(name);
                goneSquares.add(sq);
            } else {
                spared.add(name);
                sparedSquares.add(sq);
            }
        }
        String reason = "the capture explodes on " + Square.name(to) + ": the " + pieceName(pos[from]) + " on "
                + Square.name(from) + " and the " + pieceName(pos[captured]) + " on " + Square.name(captured)
                + (gone.isEmpty() ? "" : ", and " + String.join(", ", gone) + ",") + " are removed"
                + (spared.isEmpty() ? "" : "; pawns survive: " + String.join(", ", spared));
        clauses.add(new ClauseVerdict("AT-EXPLOSION", true, reason, "explosion", Args.of("to", Square.name(to),
                "mover", Args.piece(pos[from], from), "captured", Args.piece(pos[captured], captured),
                "removed", Args.pieces(pos, goneSquares), "spared", Args.pieces(pos, sparedSquares))));
        if (enPassant) {
            clauses.add(new ClauseVerdict("AT-EP-CENTRE", true, "the blast is centred on the landing square "
                    + Square.name(to) + ", not on " + Square.name(captured) + " where the captured pawn stood",
                    "ep-blast-centre", Args.of("to", Square.name(to), "captured", Square.name(captured))));
        }
    }

    /** " attacked by the black rook on a5": the attackers of the king in the chess sense, kings aside. */
    private static String attackedBy(int[] after, int side) {
        List<String> names = new ArrayList<>();
        for (int sq : attackerSquares(after, side)) {
            names.add("the " + pieceName(after[sq]) + " on " + Square.name(sq));
        }
        return " attacked by " + String.join(" and ", names);
    }

    /** The pieces of {@link #attackedBy}, as message values. */
    private static List<java.util.Map<String, String>> attackers(int[] after, int side) {
        return Args.pieces(after, attackerSquares(after, side));
    }

    private static List<Integer> attackerSquares(int[] after, int side) {
        List<Integer> squares = new ArrayList<>();
        for (int sq : Position.trusted(Variant.CHESS, after).checkers(side)) {
            if (Piece.type(after[sq]) != Piece.KING) {
                squares.add(sq);
            }
        }
        return squares;
    }
}
