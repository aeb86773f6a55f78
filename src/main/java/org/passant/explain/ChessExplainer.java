package org.passant.explain;

import java.util.ArrayList;
import java.util.List;

import org.passant.kernel.Apply;
import org.passant.kernel.Board;
import org.passant.kernel.Castling;
import org.passant.kernel.Check;
import org.passant.kernel.EnPassant;
import org.passant.kernel.Generate;
import org.passant.kernel.Legality;
import org.passant.kernel.Movement;
import org.passant.kernel.Piece;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Square;
import org.passant.position.Variant;

/**
 * Explains a move in standard chess with the kernel's own named predicates: the same ones
 * {@link Legality#isLegal} combines, so the verdict cannot disagree with the kernel.
 */
final class ChessExplainer {
    private ChessExplainer() {
    }

    static final String[] TYPE_NAMES = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

    static String side(int side) {
        return side == Piece.WHITE ? "white" : "black";
    }

    static String pieceName(int piece) {
        return side(Piece.sideOf(piece)) + " " + TYPE_NAMES[Piece.type(piece)];
    }

    static Explanation explain(Position position, Move move) {
        int[] pos = position.state();
        int from = move.from();
        int to = move.to();
        int side = pos[Board.SIDE];
        List<ClauseVerdict> clauses = new ArrayList<>();
        if (!ownershipConditions(pos, move, clauses)) {
            return new Explanation(move, "move", clauses, false);
        }
        if (EnPassant.isAttempt(pos, from, to)) {
            enPassant(pos, move, clauses);
            promotionIfNamed(pos, move, clauses);
            return finish(position, move, "en passant capture", clauses);
        }
        if (Castling.isAttempt(pos, from, to)) {
            castling(pos, move, clauses);
            promotionIfNamed(pos, move, clauses);
            return finish(position, move, to > from ? "castling kingside" : "castling queenside", clauses);
        }
        if (castlingWithoutItsRook(pos, move, clauses)) {
            return finish(position, move, to > from ? "castling kingside" : "castling queenside", clauses);
        }
        movementConditions(pos, move, clauses);
        boolean safe = Legality.leavesKingSafe(pos, from, to, move.promotion());
        clauses.add(new ClauseVerdict("FIDE-3.9", safe, safe
                ? "afterwards the " + side(side) + " king is not attacked"
                : "afterwards the " + side(side) + " king" + attackers(pos, move),
                safe ? "king-safe" : "king-attacked", safe ? Args.of("color", side(side)) : attackerArgs(pos, move)));
        return finish(position, move, position.pieceAt(to) != Piece.EMPTY ? "capture" : "move", clauses);
    }

    /** FIDE 1.2 and 3.1: the mover is the side to move's, the target is not; false when there is no own piece to move. */
    static boolean ownershipConditions(int[] pos, Move move, List<ClauseVerdict> clauses) {
        int from = move.from();
        int to = move.to();
        int side = pos[Board.SIDE];
        String f = Square.name(from);
        String t = Square.name(to);
        int mover = pos[from];

        boolean own = Legality.moverIsOwn(pos, from);
        clauses.add(new ClauseVerdict("FIDE-1.2", own, own
                ? "the " + pieceName(mover) + " on " + f + " belongs to the side to move (" + side(side) + ")"
                : (mover == Piece.EMPTY ? "there is no piece on " + f
                        : "the " + pieceName(mover) + " on " + f + " is not " + side(side) + "'s, and " + side(side)
                                + " is to move"),
                own ? "own-piece" : mover == Piece.EMPTY ? "no-piece" : "not-own-piece",
                mover == Piece.EMPTY ? Args.of("from", f, "side", side(side))
                        : Args.of("color", side(Piece.sideOf(mover)), "piece", Args.type(mover), "from", f, "side", side(side))));
        if (!own) {
            return false;
        }
        if (Castling.isAttempt(pos, from, to)) {
            return true; // C960-NOTATION: castling is the king taking its own rook, the one move onto one's own piece
        }
        boolean target = Legality.targetNotOwn(pos, to);
        clauses.add(new ClauseVerdict("FIDE-3.1", target, target
                ? (pos[to] == Piece.EMPTY ? t + " is empty" : "the " + pieceName(pos[to]) + " on " + t + " may be captured")
                : t + " holds a piece of the mover's own (" + pieceName(pos[to]) + ")",
                !target ? "target-own" : pos[to] == Piece.EMPTY ? "target-empty" : "target-capture",
                pos[to] == Piece.EMPTY ? Args.of("to", t)
                        : Args.of("color", side(Piece.sideOf(pos[to])), "piece", Args.type(pos[to]), "to", t)));
        if (target && !Legality.targetNotKing(pos, to)) {
            // Only in a position no game reaches (the side not to move in check): say why, as the verdict does.
            clauses.add(new ClauseVerdict("FIDE-1.4.1", false, "the " + pieceName(pos[to]) + " on " + t
                    + " is never captured", "king-never-captured", Args.of("color", side(Piece.sideOf(pos[to])), "to", t)));
        }
        return true;
    }

    /** En passant and castling promote nothing: FIDE 3.7.3.3 is said only when a move names a promotion anyway (e5f6q, e1g1q). */
    static boolean promotionIfNamed(int[] pos, Move move, List<ClauseVerdict> clauses) {
        if (!Legality.promotionAgrees(pos, move.from(), move.to(), move.promotion())) {
            clauses.add(new ClauseVerdict("FIDE-3.7.3.3", false, "only a pawn reaching the last rank promotes",
                    "promotion-only-pawn", Args.of()));
            return false;
        }
        return true;
    }

    /** The piece's movement (FIDE 3.2-3.8.1) and the promotion rule (FIDE 3.7.3.3). */
    static void movementConditions(int[] pos, Move move, List<ClauseVerdict> clauses) {
        int from = move.from();
        int to = move.to();
        int mover = pos[from];
        String f = Square.name(from);
        String t = Square.name(to);
        boolean reaches = Movement.canReach(pos, from, to);
        boolean leaper = Piece.type(mover) == Piece.PAWN || Piece.type(mover) == Piece.KNIGHT || Piece.type(mover) == Piece.KING;
        clauses.add(new ClauseVerdict(movementArticle(mover), reaches, reaches
                ? "a " + TYPE_NAMES[Piece.type(mover)] + " can move from " + f + " to " + t
                : "a " + TYPE_NAMES[Piece.type(mover)] + " cannot move from " + f + " to " + t
                        + (leaper ? "" : " (not on one line, or a piece stands between)"),
                reaches ? "can-move" : Args.type(mover) + (leaper ? "-move" : "-line"),
                Args.of("piece", Args.type(mover), "from", f, "to", t)));
        boolean promotion = Legality.promotionAgrees(pos, from, to, move.promotion());
        clauses.add(new ClauseVerdict("FIDE-3.7.3.3", promotion, promotion
                ? (move.promotion() != 0 ? "the pawn reaches the last rank and becomes a " + TYPE_NAMES[move.promotion()]
                        : "no promotion is due or named")
                : (move.promotion() != 0 ? "only a pawn reaching the last rank promotes"
                        : "a pawn reaching the last rank must promote (to n, b, r or q)"),
                promotion ? (move.promotion() != 0 ? "promotes" : "no-promotion-due")
                        : (move.promotion() != 0 ? "promotion-only-pawn" : "promotion-missing"),
                promotion && move.promotion() != 0 ? Args.of("piece", TYPE_NAMES[move.promotion()]) : Args.of()));
    }

    static String movementArticle(int piece) {
        switch (Piece.type(piece)) {
            case Piece.PAWN:
                return "FIDE-3.7";
            case Piece.KNIGHT:
                return "FIDE-3.6";
            case Piece.BISHOP:
                return "FIDE-3.2";
            case Piece.ROOK:
                return "FIDE-3.3";
            case Piece.QUEEN:
                return "FIDE-3.4";
            default:
                return "FIDE-3.8.1";
        }
    }

    private static void enPassant(int[] pos, Move move, List<ClauseVerdict> clauses) {
        enPassantConditions(pos, move, clauses);
        int side = pos[Board.SIDE];
        boolean safe = EnPassant.kingSafety(pos, move.from(), move.to());
        clauses.add(new ClauseVerdict("EP-KING-SAFETY", safe, safe
                ? "after the capture the " + side(side) + " king is not attacked"
                : "after the capture the " + side(side) + " king" + attackers(pos, move),
                safe ? "ep-king-safe" : "ep-king-attacked", safe ? Args.of("color", side(side)) : attackerArgs(pos, move)));
    }

    /** The en passant clauses but king safety: EP-PIECES to EP-LANDING. */
    static void enPassantConditions(int[] pos, Move move, List<ClauseVerdict> clauses) {
        int from = move.from();
        int to = move.to();
        int side = pos[Board.SIDE];
        int ep = pos[Board.EP_SQUARE];
        int captured = EnPassant.capturedSquare(from, to);
        String f = Square.name(from);
        String t = Square.name(to);
        String c = Square.name(captured);
        String them = side(-side);

        boolean pieces = EnPassant.pieces(pos, from, to);
        clauses.add(new ClauseVerdict("EP-PIECES", pieces, pieces
                ? "a " + side(side) + " pawn captures the " + them + " pawn on " + c
                : "en passant takes a " + them + " pawn beside the capturer, and " + c + " holds "
                        + (pos[captured] == Piece.EMPTY ? "nothing" : "a " + pieceName(pos[captured])),
                pieces ? "ep-pieces" : pos[captured] == Piece.EMPTY ? "ep-no-pawn-empty" : "ep-no-pawn",
                Args.of("color", side(side), "them", them, "captured", c,
                        "holds", pieces || pos[captured] == Piece.EMPTY ? null : Args.piece(pos[captured], captured))));
        boolean trigger = EnPassant.trigger(pos);
        clauses.add(new ClauseVerdict("EP-TRIGGER", trigger, trigger
                ? them + "'s last move was a pawn's double step over " + Square.name(ep)
                : (ep == Board.NO_SQUARE ? them + "'s last move was not a pawn's double step (no en passant square)"
                        : "the en passant square " + Square.name(ep) + " does not record a double step"),
                trigger ? "ep-double-step" : ep == Board.NO_SQUARE ? "ep-no-double-step" : "ep-square-unrecorded",
                Args.of("them", them, "square", ep == Board.NO_SQUARE ? null : Square.name(ep))));
        boolean adjacent = EnPassant.adjacent(pos, from);
        int arrival = EnPassant.arrivalSquare(pos);
        clauses.add(new ClauseVerdict("EP-ADJACENT", adjacent, adjacent
                ? f + " is beside " + Square.name(arrival) + ", where the " + them + " pawn arrived"
                : (arrival == Board.NO_SQUARE ? "no pawn has just arrived by a double step"
                        : f + " is not beside " + Square.name(arrival) + ", where the " + them + " pawn arrived"),
                adjacent ? "ep-adjacent" : arrival == Board.NO_SQUARE ? "ep-no-arrival" : "ep-not-adjacent",
                Args.of("from", f, "arrival", arrival == Board.NO_SQUARE ? null : Square.name(arrival), "them", them)));
        boolean rank = EnPassant.rank(pos, from);
        String fifth = side == Piece.WHITE ? "5" : "4";
        clauses.add(new ClauseVerdict("EP-RANK", rank, rank
                ? f + " is on " + side(side) + "'s fifth rank (rank " + fifth + ")"
                : f + " is not on " + side(side) + "'s fifth rank (rank " + fifth + ")",
                rank ? "ep-fifth-rank" : "ep-not-fifth-rank", Args.of("from", f, "color", side(side), "rank", fifth)));
        boolean immediate = EnPassant.immediate(pos, to);
        clauses.add(new ClauseVerdict("EP-IMMEDIATE", immediate, immediate
                ? "the capture answers the double step at once: " + t + " is the en passant square"
                : (ep == Board.NO_SQUARE ? "there is no en passant right now: it lasts only for the very next move"
                        : t + " is not the en passant square " + Square.name(ep)),
                immediate ? "ep-immediate" : ep == Board.NO_SQUARE ? "ep-no-right" : "ep-not-the-square",
                Args.of("to", t, "square", ep == Board.NO_SQUARE ? null : Square.name(ep))));
        boolean landing = EnPassant.landing(pos, from, to);
        clauses.add(new ClauseVerdict("EP-LANDING", landing, landing
                ? "the pawn lands on " + t + ", the square passed over, and the pawn on " + c + " is removed"
                : "the pawn would not land on the square the " + them + " pawn passed over",
                landing ? "ep-landing" : "ep-wrong-landing", Args.of("to", t, "captured", c, "them", them)));
    }

    private static void castling(int[] pos, Move move, List<ClauseVerdict> clauses) {
        castlingConditions(pos, move, clauses);
        int side = pos[Board.SIDE];
        boolean kingside = move.to() > move.from();
        boolean notInCheck = Castling.notInCheck(Generate.CHESS, pos, side);
        clauses.add(new ClauseVerdict("FIDE-3.8.2.2", notInCheck, notInCheck
                ? "the king is not in check" : "the king is in check: castling is no way out of it",
                notInCheck ? "castle-not-in-check" : "castle-in-check", Args.of("color", side(side))));
        boolean through = Castling.notThroughAttack(Generate.CHESS, pos, side, kingside);
        clauses.add(new ClauseVerdict("FIDE-3.8.2.2", through, through
                ? "the square the king crosses is not attacked" : "the king would cross an attacked square",
                through ? "castle-path-safe" : "castle-through-attack", Args.of("color", side(side))));
        boolean safe = Legality.leavesKingSafe(pos, move.from(), move.to(), 0);
        clauses.add(new ClauseVerdict("FIDE-3.9", safe, safe
                ? "the king does not land in check" : "the king" + attackers(pos, move),
                safe ? "castle-king-safe" : "castle-king-attacked", safe ? Args.of("color", side(side)) : attackerArgs(pos, move)));
    }

    /**
     * The castling clauses that do not ask about attacks: right, rook in place, empty path. The path
     * is C960-CASTLE's (king's and rook's ways to their castled squares) where a start file is not
     * the standard one, FIDE 3.8.2.2's squares between king and rook where all are.
     */
    static void castlingConditions(int[] pos, Move move, List<ClauseVerdict> clauses) {
        int side = pos[Board.SIDE];
        boolean kingside = move.to() > move.from();
        String wing = kingside ? "kingside" : "queenside";
        boolean right = Castling.hasRight(pos, side, kingside);
        clauses.add(new ClauseVerdict("FIDE-3.8.2.1", right, right
                ? side(side) + " still has the " + wing + " castling right"
                : side(side) + " has lost the " + wing + " castling right (king or rook has moved)",
                right ? "castle-right" : "castle-right-lost", Args.of("color", side(side), "wing", wing)));
        boolean rook = Castling.rookInPlace(pos, side, kingside, move.to());
        String rookSquare = Square.name(Castling.rookHome(pos, side, kingside));
        clauses.add(new ClauseVerdict("FIDE-3.8.2.1", rook, rook
                ? "the rook stands on " + rookSquare : "no " + side(side) + " rook on " + rookSquare,
                rook ? "castle-rook" : "castle-no-rook", Args.of("color", side(side), "square", rookSquare)));
        if (!rook) {
            return; // the path and the attacks are those of a castling that has no rook to make it
        }
        int king = Castling.kingHome(pos, side);
        int rookHome = Castling.rookHome(pos, side, kingside);
        int kingTarget = Castling.kingTarget(side, kingside);
        int rookTarget = Castling.rookTarget(side, kingside);
        boolean standard = king == Castling.backRank(side) + Board.STANDARD_KING_FILE
                && rookHome == Castling.backRank(side)
                        + (kingside ? Board.STANDARD_KINGSIDE_ROOK_FILE : Board.STANDARD_QUEENSIDE_ROOK_FILE);
        boolean path = Castling.pathEmpty(pos, side, kingside);
        String span = Square.name(Castling.lowest(king, rookHome, kingTarget, rookTarget)) + "-"
                + Square.name(Castling.highest(king, rookHome, kingTarget, rookTarget));
        int in = blockerSquare(pos, king, rookHome, kingTarget, rookTarget);
        clauses.add(new ClauseVerdict(standard ? "FIDE-3.8.2.2" : "C960-CASTLE", path, path
                ? (standard ? "every square between king and rook is empty"
                        : "the squares the king (" + Square.name(king) + " to " + Square.name(kingTarget) + ") and the rook ("
                                + Square.name(rookHome) + " to " + Square.name(rookTarget) + ") cross or land on are empty")
                : (standard ? "a piece stands between king and rook"
                        : blocker(pos, king, rookHome, kingTarget, rookTarget) + ": the king goes " + Square.name(king)
                                + " to " + Square.name(kingTarget) + " and the rook " + Square.name(rookHome) + " to "
                                + Square.name(rookTarget) + ", and every square of " + span
                                + " but theirs must be empty"),
                (standard ? "castle-path-" : "c960-path-") + (path ? "empty" : "blocked"),
                standard ? Args.of() : Args.of("king", Square.name(king), "kingTo", Square.name(kingTarget),
                        "rook", Square.name(rookHome), "rookTo", Square.name(rookTarget), "span", span,
                        "blocker", path || in < 0 ? null : Args.piece(pos[in], in))));
    }

    /** "the white queen on d1 is in the way": the first piece on the castling span but king and rook. */
    private static String blocker(int[] pos, int king, int rook, int kingTarget, int rookTarget) {
        int sq = blockerSquare(pos, king, rook, kingTarget, rookTarget);
        return sq < 0 ? "a piece is in the way" : "the " + pieceName(pos[sq]) + " on " + Square.name(sq) + " is in the way";
    }

    /** The square of the first piece on the castling span but king and rook, or -1. */
    private static int blockerSquare(int[] pos, int king, int rook, int kingTarget, int rookTarget) {
        int lo = Castling.lowest(king, rook, kingTarget, rookTarget);
        int hi = Castling.highest(king, rook, kingTarget, rookTarget);
        for (int sq = lo; sq <= hi; sq++) {
            if (sq != king && sq != rook && pos[sq] != Piece.EMPTY) {
                return sq;
            }
        }
        return -1;
    }

    /**
     * The standard form of castling where no rook stands to castle with (e1g1 with h1 empty): the king
     * on its start square going to g1 or c1, two or more squares off, which only castling could do.
     * Adds the castling clauses (the rook's fails) and returns true; false for any other move.
     */
    static boolean castlingWithoutItsRook(int[] pos, Move move, List<ClauseVerdict> clauses) {
        int side = pos[Board.SIDE];
        int from = move.from();
        int to = move.to();
        if (pos[from] != Piece.of(side, Piece.KING) || from != Castling.kingHome(pos, side)
                || Movement.isKingStep(from, to) || move.promotion() != 0) {
            return false;
        }
        for (boolean kingside : new boolean[] {true, false}) {
            if (to == Castling.kingTarget(side, kingside) && (to > from) == kingside) {
                castlingConditions(pos, move, clauses);
                return true;
            }
        }
        return false;
    }

    /** " on h5 would be attacked by the black rook on a5": who attacks the king after the move. */
    static String attackers(int[] pos, Move move) {
        int side = pos[Board.SIDE];
        int[] after = pos.clone();
        Apply.move(after, move.from(), move.to(), move.promotion());
        int king = Check.kingSquare(after, side);
        List<String> names = new ArrayList<>();
        for (int sq : Position.trusted(Variant.CHESS, after).checkers(side)) {
            names.add("the " + pieceName(after[sq]) + " on " + Square.name(sq));
        }
        return " on " + Square.name(king) + " would be attacked by " + String.join(" and ", names);
    }

    /** The values of {@link #attackers}: the king's colour and square after the move, and its attackers. */
    static java.util.Map<String, Object> attackerArgs(int[] pos, Move move) {
        int side = pos[Board.SIDE];
        int[] after = pos.clone();
        Apply.move(after, move.from(), move.to(), move.promotion());
        return Args.of("color", side(side), "square", Square.name(Check.kingSquare(after, side)),
                "attackers", Args.pieces(after, Position.trusted(Variant.CHESS, after).checkers(side)));
    }

    static Explanation finish(Position position, Move move, String kind, List<ClauseVerdict> clauses) {
        boolean all = true;
        for (ClauseVerdict c : clauses) {
            all &= c.holds();
        }
        return new Explanation(move, kind, clauses, all);
    }
}
