package org.passant.proof;

import java.util.List;

import org.passant.proof.MutationIT.Mutant;

/**
 * The mutants of {@link MutationIT}: each breaks one clause in a copy of the kernel, and names the
 * contract that states the clause and must refute the broken code. Every AT-* clause, castling,
 * the chess verdict and its king safety, and the generators' composition have one.
 */
final class Mutants {
    private Mutants() {
    }

    static final List<Mutant> ALL = List.of(
            // En passant (EP-*).
            new Mutant("EP-RANK", "drop the rank test: any rank will do", "EnPassant.java",
                    "            return Board.rank(from) == 4;\n        }\n        return Board.rank(from) == 3;",
                    "            return true;\n        }\n        return true;",
                    "EnPassant.rank"),
            new Mutant("EP-PIECES", "let a knight capture en passant", "EnPassant.java",
                    "        return pos[from] == Piece.of(side, Piece.PAWN)\n                && pos[capturedSquare(from, to)]",
                    "        return (pos[from] == Piece.of(side, Piece.PAWN) || pos[from] == Piece.of(side, Piece.KNIGHT))\n"
                            + "                && pos[capturedSquare(from, to)]",
                    "EnPassant.pieces"),
            new Mutant("EP-TRIGGER", "drop the test that the pawn's start square is empty (no reachable position tells the"
                    + " difference: only a double step sets the square, Apply.play; the clause's contract does)", "EnPassant.java",
                    "                && pos[ep + 8 * side] == Piece.EMPTY && pos[ep - 8 * side]",
                    "                && pos[ep - 8 * side]",
                    "EnPassant.trigger"),
            new Mutant("EP-ADJACENT", "accept a capturer on the same file as the arrived pawn", "EnPassant.java",
                    "Movement.abs(Board.file(from) - Board.file(arrival)) == 1",
                    "Movement.abs(Board.file(from) - Board.file(arrival)) <= 1",
                    "EnPassant.adjacent"),
            new Mutant("EP-IMMEDIATE", "every other move leaves an en passant square behind instead of clearing it", "Apply.java",
                    "            return (from + to) / 2;\n        }\n        return Board.NO_SQUARE;",
                    "            return (from + to) / 2;\n        }\n        return from;",
                    "Apply.epSquareAfter"),
            new Mutant("EP-LANDING", "forget to remove the captured pawn", "Apply.java",
                    "            pos[8 * (from / 8) + to % 8] = Piece.EMPTY;",
                    "",
                    "Apply.movePieces"),
            new Mutant("EP-EFFECTS", "forget the pawn move: an en passant capture lands on an empty square and no longer"
                    + " resets the halfmove clock", "Apply.java",
                    "        return Board.isType(pos, from, Piece.PAWN) || pos[to] != Piece.EMPTY && !isCastlingMove(pos, from, to);",
                    "        return pos[to] != Piece.EMPTY && !isCastlingMove(pos, from, to);",
                    "Apply.resetsClock"),
            new Mutant("GM-FIFTY", "a capture by a piece no longer resets the halfmove clock (pawn moves still do)", "Apply.java",
                    "        return Board.isType(pos, from, Piece.PAWN) || pos[to] != Piece.EMPTY && !isCastlingMove(pos, from, to);",
                    "        return Board.isType(pos, from, Piece.PAWN);",
                    "Apply.resetsClock"),
            new Mutant("EP-KING-SAFETY", "judge the king's safety on the position before the capture", "EnPassant.java",
                    "        return Legality.leavesKingSafe(pos, from, to, 0);",
                    "        return Legality.leavesKingSafe(pos, from, from, 0);",
                    "EnPassant.kingSafety"),
            // Attack and check.
            new Mutant("attack", "let a rook's attack along the rank pass through a blocker", "Attack.java",
                    "            int piece = at(rules, pos, from, to, promotion, sq - k);\n"
                            + "            if (piece != Piece.EMPTY) {\n                return piece == a || piece == b;\n            }\n"
                            + "            k = k - 1;",
                    "            int piece = at(rules, pos, from, to, promotion, sq - k);\n"
                            + "            if (piece == a || piece == b) {\n                return true;\n            }\n"
                            + "            k = k - 1;",
                    "Attack.rayEast"),
            new Mutant("attack", "forget the bishops and queens on the diagonals", "Attack.java",
                    "        return pawn | knight | king | lines | diagonals;",
                    "        return pawn | knight | king | lines;",
                    "Attack.attackedAfter"),
            new Mutant("check", "ask whether the king's own side attacks it", "Check.java",
                    "        return king != Board.NO_SQUARE && attacked(rules, pos, from, to, promotion, king, -side);",
                    "        return king != Board.NO_SQUARE && attacked(rules, pos, from, to, promotion, king, side);",
                    "Check.inCheckAfter"),
            // Chess: castling (FIDE 3.8.2) and the verdict.
            new Mutant("FIDE 3.8.2.2", "forget the square the king crosses", "Castling.java",
                    "        for (int s = lo + 1; s < hi; s++) {\n            if (Check.attacked(",
                    "        for (int s = lo + 2; s < hi; s++) {\n            if (Check.attacked(",
                    "Castling.notThroughAttack"),
            new Mutant("FIDE 3.8.2.2", "castle out of check", "Castling.java",
                    "                && pathEmpty(pos, side, kingside) && notInCheck(rules, pos, side)",
                    "                && pathEmpty(pos, side, kingside)",
                    "Castling.isLegal"),
            new Mutant("FIDE 3.1", "capture one's own piece", "Legality.java",
                    "        if (!targetNotOwn(pos, to) || !targetNotKing(pos, to)) {",
                    "        if (!targetNotKing(pos, to)) {",
                    "Legality.isLegal"),
            new Mutant("EP-KING-SAFETY", "king safety read on the board before the move", "Legality.java",
                    "        return !(king != Board.NO_SQUARE && Attack.attackedAfter(Generate.CHESS, pos, from, to, promotion, king, -side));",
                    "        return !(king != Board.NO_SQUARE && Attack.attackedAfter(Generate.CHESS, pos, from, from, promotion, king, -side));",
                    "Legality.leavesKingSafe"),
            // Composition: the generators.
            new Mutant("composition", "the generator's filter refuses every move from the last square (h8)", "Generate.java",
                    "        return 0 <= from && from < Board.SQUARES && 0 <= to && to < Board.SQUARES",
                    "        return 0 <= from && from < Board.SQUARES - 1 && 0 <= to && to < Board.SQUARES",
                    "Generate.mayBeLegal"),
            new Mutant("composition", "the reference enumeration stops one code short", "Generate.java",
                    "        for (int c = 0; c < CODES; c = next(c)) {",
                    "        for (int c = 0; c < CODES - 1; c = next(c)) {",
                    "Generate.allLegalMoves"),
            // Atomic chess (AT-*).
            new Mutant("AT-EXPLOSION", "the blast takes pawns too", "Atomic.java",
                    "        return nearby(sq, centre) && !Board.isType(pos, sq, Piece.PAWN);",
                    "        return nearby(sq, centre);",
                    "Atomic.blasts"),
            new Mutant("AT-EP-CENTRE", "centre the blast of an en passant capture on the captured pawn", "AtomicApply.java",
                    "        if (i == from || i == capturedSquare(pos, from, to) || Atomic.blasts(pos, i, to)) {",
                    "        if (i == from || i == capturedSquare(pos, from, to) || Atomic.blasts(pos, i, capturedSquare(pos, from, to))) {",
                    "AtomicApply.pieceAfter"),
            new Mutant("AT-KING-NO-CAPTURE", "let the king capture", "Atomic.java",
                    "        return !Board.isType(pos, from, Piece.KING) || pos[to] == Piece.EMPTY;",
                    "        return true;",
                    "Atomic.kingNoCapture"),
            new Mutant("AT-OWN-KING", "allow a capture next to one's own king", "Atomic.java",
                    "        return !isCapture(pos, from, to) || (pos[from] != king && !kingNearby(pos, to, king));",
                    "        return !isCapture(pos, from, to) || pos[from] != king;",
                    "Atomic.ownKingSurvives"),
            new Mutant("AT-WIN-EXPLOSION", "look for one's own king in the blast instead of the enemy's", "Atomic.java",
                    "        int king = pos[Board.SIDE] == Piece.WHITE ? Piece.of(Piece.BLACK, Piece.KING) : Piece.of(Piece.WHITE, Piece.KING);\n"
                            + "        return isCapture(pos, from, to) && kingNearby(pos, to, king);",
                    "        int king = pos[Board.SIDE] == Piece.WHITE ? Piece.of(Piece.WHITE, Piece.KING) : Piece.of(Piece.BLACK, Piece.KING);\n"
                            + "        return isCapture(pos, from, to) && kingNearby(pos, to, king);",
                    "Atomic.explodesEnemyKing"),
            new Mutant("AT-CONNECTED-KINGS", "a king next to the enemy king can still be in check", "Atomic.java",
                    "        return Attack.attackedAfter(Generate.ATOMIC, pos, from, to, promotion, sq, by)\n"
                            + "                && !kingsConnected(pos, from, to, promotion, sq, by);",
                    "        return Attack.attackedAfter(Generate.ATOMIC, pos, from, to, promotion, sq, by);",
                    "Atomic.attackedAfter"),
            new Mutant("AT-CHECK", "a move may leave the mover's king attacked", "AtomicLegality.java",
                    "        return !Check.inCheckAfter(Generate.ATOMIC, pos, from, to, promotion, pos[Board.SIDE]);",
                    "        return true;",
                    "AtomicLegality.leavesKingSafe"),
            new Mutant("AT-CASTLING", "an exploded rook keeps its castling right", "Atomic.java",
                    "                || pos[king] != Piece.EMPTY && blasts(pos, king, to) || pos[rook] != Piece.EMPTY && blasts(pos, rook, to);",
                    "                || pos[king] != Piece.EMPTY && blasts(pos, king, to);",
                    "Atomic.rightExploded"),
            new Mutant("AT-CASTLING", "a rook blown up on its home square leaves the white kingside right standing", "AtomicApply.java",
                    "        Apply.endRights(pos, whiteKingside, whiteQueenside, blackKingside, blackQueenside);",
                    "        Apply.endRights(pos, false, whiteQueenside, blackKingside, blackQueenside);",
                    "AtomicApply.move"),
            new Mutant("EP-EFFECTS", "an atomic capture no longer resets the halfmove clock", "AtomicApply.java",
                    "        Apply.passTurn(pos, side, Board.NO_SQUARE, true);",
                    "        Apply.passTurn(pos, side, Board.NO_SQUARE, false);",
                    "AtomicApply.move"),
            new Mutant("AT-END", "keep playing after a king has exploded", "AtomicLegality.java",
                    "        if (!Legality.moverIsOwn(pos, from) || !Legality.promotionAgrees(pos, from, to, promotion)\n"
                            + "                || !Atomic.bothKingsStand(pos)) {",
                    "        if (!Legality.moverIsOwn(pos, from) || !Legality.promotionAgrees(pos, from, to, promotion)) {",
                    "AtomicLegality.isLegal"),
            new Mutant("AT-SETUP", "pieces move anywhere: the chess movement is not asked", "AtomicLegality.java",
                    "        return Movement.canReach(pos, from, to) && leavesKingSafe(pos, from, to, promotion);",
                    "        return leavesKingSafe(pos, from, to, promotion);",
                    "AtomicLegality.isLegal"));

    /**
     * Mutants of contracts (issue 47, item 4): the code intact, one contract saying less (a conjunct of a
     * postcondition dropped, an equivalence made an implication, a range widened); {@code contract} names the
     * contract weakened. A weakened contract may still close, so each must be caught by the pin of the contracts'
     * text ({@link ContractText}, proofs/accepted.txt) by that name: {@code MutantsTest}. No dependent proof is
     * run on them (MutationIT runs the code mutants of {@link #ALL} only).
     */
    static final List<Mutant> WEAKENINGS = List.of(
            new Mutant("EP-RANK", "EP-RANK's contract says only 'if': a capturer on its fifth rank need not pass",
                    "EnPassant.java",
                    "      @ ensures \\result <==> from / 8 == (pos[Board.SIDE] == Piece.WHITE ? 4 : 3);       // EP-RANK",
                    "      @ ensures \\result ==> from / 8 == (pos[Board.SIDE] == Piece.WHITE ? 4 : 3);       // EP-RANK",
                    "EnPassant.rank"),
            new Mutant("composition", "a conjunct dropped from the verdict's second postcondition: a legal move need not"
                    + " go where its piece could (Movement.mayReach)", "Generate.java",
                    "      @     && Legality.moverIsOwn(pos, from) && Legality.promotionAgrees(pos, from, to, promotion)\n"
                            + "      @     && Movement.mayReach(pos[from], from, to);",
                    "      @     && Legality.moverIsOwn(pos, from) && Legality.promotionAgrees(pos, from, to, promotion);",
                    "Generate.isLegal"),
            new Mutant("invariant", "a range widened: the board after a move may hold a code past the king's",
                    "Apply.java",
                    "      @ ensures (\\forall int i; 0 <= i && i < 64; -Piece.KING <= pos[i] && pos[i] <= Piece.KING);",
                    "      @ ensures (\\forall int i; 0 <= i && i < 64; -Piece.KING <= pos[i] && pos[i] <= Piece.KING + 1);",
                    "Apply.moveWithinRanges"),
            new Mutant("AT-KING-NO-CAPTURE", "the clause dropped from the atomic verdict's contract (the code still asks it)",
                    "AtomicLegality.java",
                    "      @         && Atomic.kingNoCapture(pos, from, to)                                              // AT-KING-NO-CAPTURE\n",
                    "",
                    "AtomicLegality.isLegal"));
}
