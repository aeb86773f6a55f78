package org.passant.position;

import java.util.ArrayList;
import java.util.List;

import org.passant.kernel.Attack;
import org.passant.kernel.Board;
import org.passant.kernel.Castling;
import org.passant.kernel.Check;
import org.passant.kernel.Movement;
import org.passant.kernel.Piece;

/** The checks that turn a {@link Setup} into a {@link Position}, in the order a reader expects. */
final class PositionValidator {
    private PositionValidator() {
    }

    static void validate(int[] s, Variant variant, Validation validation) {
        variant.validateKings(s);
        pawnsOnBackRank(s);
        if (validation.refuses(PositionError.TOO_MUCH_MATERIAL)) {
            material(s, Piece.WHITE);
            material(s, Piece.BLACK);
        }
        castlingRights(s);
        enPassantSquare(s, validation);
        variant.validateVariant(s, validation);
        if (variant.checksApply(s)) {
            opponentNotInCheck(s, variant);
            if (validation.refuses(PositionError.IMPOSSIBLE_CHECK)) {
                checkers(s);
            }
        }
    }

    static String sideName(int side) {
        return side == Piece.WHITE ? "white" : "black";
    }

    /** Standard chess: exactly one king each. */
    static void kings(int[] s) {
        for (int side = Piece.WHITE; side >= Piece.BLACK; side -= 2) {
            int n = count(s, Piece.of(side, Piece.KING));
            if (n == 0) {
                throw new PositionException(PositionError.MISSING_KING, sideName(side) + " has no king");
            }
            if (n > 1) {
                throw new PositionException(PositionError.TOO_MANY_KINGS, sideName(side) + " has " + n + " kings");
            }
        }
    }

    private static void pawnsOnBackRank(int[] s) {
        for (int sq = 0; sq < 64; sq++) {
            int rank = Square.rank(sq);
            if (Piece.type(s[sq]) == Piece.PAWN && (rank == 0 || rank == 7)) {
                throw new PositionException(PositionError.PAWN_ON_BACK_RANK,
                        sideName(Piece.sideOf(s[sq])) + " pawn on " + Square.name(sq) + ": pawns never stand on rank 1 or 8");
            }
        }
    }

    /** At most 16 pieces and 8 pawns, and no more promoted pieces than missing pawns. */
    private static void material(int[] s, int side) {
        int pieces = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (Piece.belongsTo(s[sq], side)) {
                pieces++;
            }
        }
        int pawns = count(s, Piece.of(side, Piece.PAWN));
        int promoted = Math.max(0, count(s, Piece.of(side, Piece.QUEEN)) - 1)
                + Math.max(0, count(s, Piece.of(side, Piece.ROOK)) - 2)
                + Math.max(0, count(s, Piece.of(side, Piece.BISHOP)) - 2)
                + Math.max(0, count(s, Piece.of(side, Piece.KNIGHT)) - 2);
        String who = sideName(side);
        if (pieces > 16) {
            throw new PositionException(PositionError.TOO_MUCH_MATERIAL, who + " has " + pieces + " pieces (at most 16)");
        }
        if (pawns > 8) {
            throw new PositionException(PositionError.TOO_MUCH_MATERIAL, who + " has " + pawns + " pawns (at most 8)");
        }
        if (pawns + promoted > 8) {
            throw new PositionException(PositionError.TOO_MUCH_MATERIAL,
                    who + " has " + promoted + " promoted pieces but only " + (8 - pawns) + " pawns could have promoted");
        }
    }

    private static final String RIGHT_LETTERS = "KQkq";

    /**
     * C960-SETUP, C960-NOTATION: a castling right needs its side's king on the king's start square and
     * its rook on the rook's, the kingside rook on a higher file than the king, the queenside rook on
     * a lower one (standard chess: e1, h1 and a1).
     */
    private static void castlingRights(int[] s) {
        for (int i = 0; i < 4; i++) {
            if (s[Board.CASTLE_WHITE_KINGSIDE + i] != 1) {
                continue;
            }
            int side = i < 2 ? Piece.WHITE : Piece.BLACK;
            boolean kingside = i % 2 == 0;
            int kingHome = Castling.kingHome(s, side);
            int rookHome = Castling.rookHome(s, side, kingside);
            int kingFile = Square.file(kingHome);
            int rookFile = Square.file(rookHome);
            String right = "castling right '" + rightLetter(i, rookFile) + "'";
            if (s[kingHome] != Piece.of(side, Piece.KING)) {
                throw new PositionException(PositionError.INVALID_CASTLING_RIGHTS, right
                        + " needs the " + sideName(side) + " king on " + Square.name(kingHome));
            }
            if (kingside ? rookFile <= kingFile : rookFile >= kingFile) {
                throw new PositionException(PositionError.INVALID_CASTLING_RIGHTS, right + " needs its rook on the "
                        + (kingside ? "higher" : "lower") + " files beside the " + sideName(side) + " king on "
                        + Square.name(kingHome) + ", not on " + Square.name(rookHome));
            }
            if (s[rookHome] != Piece.of(side, Piece.ROOK)) {
                throw new PositionException(PositionError.INVALID_CASTLING_RIGHTS, right
                        + " needs a " + sideName(side) + " rook on " + Square.name(rookHome));
            }
        }
    }

    /** K, Q, k or q for a right of the standard rook file, else the rook's file letter (Shredder-FEN). */
    private static char rightLetter(int index, int rookFile) {
        int standard = index % 2 == 0 ? Board.STANDARD_KINGSIDE_ROOK_FILE : Board.STANDARD_QUEENSIDE_ROOK_FILE;
        if (rookFile == standard) {
            return RIGHT_LETTERS.charAt(index);
        }
        return (char) ((index < 2 ? 'A' : 'a') + rookFile);
    }

    /** EP-FEN: the square a pawn of the side not to move has just passed over by a double step. */
    private static void enPassantSquare(int[] s, Validation validation) {
        int ep = s[Board.EP_SQUARE];
        if (ep == Board.NO_SQUARE) {
            return;
        }
        int side = s[Board.SIDE];
        int them = -side;
        String name = Square.name(ep);
        int wantedRank = side == Piece.WHITE ? 5 : 2;
        if (Square.rank(ep) != wantedRank) {
            throw new PositionException(PositionError.EP_WRONG_RANK, "en passant square " + name + " must be on rank "
                    + (wantedRank + 1) + " when " + sideName(side) + " is to move");
        }
        int arrival = ep - 8 * side;
        int start = ep + 8 * side;
        if (s[arrival] != Piece.of(them, Piece.PAWN)) {
            throw new PositionException(PositionError.EP_NO_PAWN, "en passant square " + name + " has no "
                    + sideName(them) + " pawn in front of it on " + Square.name(arrival));
        }
        if (s[ep] != Piece.EMPTY) {
            throw new PositionException(PositionError.EP_NOT_EMPTY, "en passant square " + name + " is not empty");
        }
        if (s[start] != Piece.EMPTY) {
            throw new PositionException(PositionError.EP_NOT_EMPTY, "en passant square " + name
                    + " needs an empty " + Square.name(start) + ", the square the pawn came from");
        }
        if (s[Board.HALFMOVE_CLOCK] != 0 && validation.refuses(PositionError.EP_HALFMOVE_CLOCK)) {
            throw new PositionException(PositionError.EP_HALFMOVE_CLOCK, "halfmove clock " + s[Board.HALFMOVE_CLOCK]
                    + " with en passant square " + name + ": the double step that gives the square resets the clock to 0");
        }
    }

    private static void opponentNotInCheck(int[] s, Variant variant) {
        int them = -s[Board.SIDE];
        if (variant.inCheck(s, them)) {
            throw new PositionException(PositionError.OPPONENT_IN_CHECK,
                    sideName(them) + " is in check but it is " + sideName(-them) + "'s move");
        }
    }

    /** The pieces of the opponent attacking the king of the side to move. */
    static List<Integer> checkers(int[] s, int side) {
        List<Integer> result = new ArrayList<>();
        int king = Check.kingSquare(s, side);
        if (king == Board.NO_SQUARE) {
            return result;
        }
        for (int sq = 0; sq < 64; sq++) {
            if (Piece.belongsTo(s[sq], -side) && attacks(s, sq, king)) {
                result.add(sq);
            }
        }
        return result;
    }

    /** Whether the piece on {@code from} attacks {@code target} (its capture geometry). */
    static boolean attacks(int[] s, int from, int target) {
        int piece = s[from];
        int type = Piece.type(piece);
        if (type == Piece.PAWN) {
            return Movement.isPawnDiagonalStep(from, target, Piece.sideOf(piece));
        }
        if (type == Piece.KNIGHT) {
            return Movement.isKnightJump(from, target);
        }
        if (type == Piece.KING) {
            return Movement.isKingStep(from, target);
        }
        if (type == Piece.BISHOP) {
            return Movement.isBishopMove(s, from, target);
        }
        if (type == Piece.ROOK) {
            return Movement.isRookMove(s, from, target);
        }
        return Movement.isQueenMove(s, from, target);
    }

    private static boolean isSlider(int piece) {
        int type = Piece.type(piece);
        return type == Piece.BISHOP || type == Piece.ROOK || type == Piece.QUEEN;
    }

    /** The checks on the side to move must be ones the last move could have given. */
    private static void checkers(int[] s) {
        int side = s[Board.SIDE];
        int king = Check.kingSquare(s, side);
        List<Integer> checkers = checkers(s, side);
        if (checkers.isEmpty()) {
            return;
        }
        int ep = s[Board.EP_SQUARE];
        if (ep != Board.NO_SQUARE) {
            // After a double step the check comes from the pawn itself or is discovered by it.
            int arrival = ep - 8 * side;
            int start = ep + 8 * side;
            if (checkers.size() > 1) {
                throw impossible("the double step to " + Square.name(arrival) + " cannot give " + checkers.size() + " checks");
            }
            int checker = checkers.get(0);
            if (checker != arrival) {
                int[] before = s.clone();
                before[start] = before[arrival];
                before[arrival] = Piece.EMPTY;
                if (Attack.isAttacked(before, king, -side) && attacks(before, checker, king)) {
                    throw impossible("the check from " + Square.name(checker)
                            + " was not given by the double step to " + Square.name(arrival));
                }
            }
            return;
        }
        if (checkers.size() > 2) {
            throw impossible(sideName(side) + " king is attacked by " + checkers.size() + " pieces");
        }
        if (checkers.size() == 2) {
            int a = checkers.get(0);
            int b = checkers.get(1);
            if (!isSlider(s[a]) && !isSlider(s[b])) {
                throw impossible("two checks without a sliding piece, from " + Square.name(a) + " and " + Square.name(b));
            }
            if (aligned(a, b, king)) {
                throw impossible("the checks from " + Square.name(a) + " and " + Square.name(b)
                        + " lie on one line through the king");
            }
        }
    }

    private static PositionException impossible(String reason) {
        return new PositionException(PositionError.IMPOSSIBLE_CHECK, reason);
    }

    /** Whether three squares lie on one rank, file or diagonal. */
    static boolean aligned(int a, int b, int c) {
        if (!(Movement.isStraight(a, c) || Movement.isDiagonal(a, c))) {
            return false;
        }
        int df = Square.file(c) - Square.file(a);
        int dr = Square.rank(c) - Square.rank(a);
        int bf = Square.file(b) - Square.file(a);
        int br = Square.rank(b) - Square.rank(a);
        return bf * dr == br * df;
    }

    private static int count(int[] s, int piece) {
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (s[sq] == piece) {
                n++;
            }
        }
        return n;
    }
}
