package org.passant.kernel;

/**
 * Applying a move to a position, in place: the board, the side to move, the castling rights, the
 * en passant square, the halfmove clock and the fullmove number. It does not decide legality
 * (that is {@link Legality}); it is total on any two squares so that legality can try a move.
 */
public final class Apply {
    private Apply() {
    }

    /** An en passant capture: a pawn stepping diagonally onto an empty square. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN)
      @     && from % 8 != to % 8 && pos[to] == Piece.EMPTY);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isEnPassantCapture(int[] pos, int from, int to) {
        return Board.isType(pos, from, Piece.PAWN) && Board.file(from) != Board.file(to)
                && pos[to] == Piece.EMPTY;
    }

    /**
     * Castling (C960-NOTATION): the king on its start square takes a rook of its own on the start
     * square of one of its side's castling rooks. No other move lands on one's own piece.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (pos[from] == Piece.KING && from == Castling.kingHome(pos, 1) && pos[to] == Piece.ROOK
      @         && (to == Castling.rookHome(pos, 1, true) || to == Castling.rookHome(pos, 1, false))
      @     || pos[from] == -Piece.KING && from == Castling.kingHome(pos, -1) && pos[to] == -Piece.ROOK
      @         && (to == Castling.rookHome(pos, -1, true) || to == Castling.rookHome(pos, -1, false)));
      @ ensures \result == isCastlingMove(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isCastlingMove(int[] pos, int from, int to) {
        int side = Piece.BLACK;
        if (pos[from] > 0) {
            side = Piece.WHITE;
        }
        return pos[from] == Piece.of(side, Piece.KING) && from == Castling.kingHome(pos, side)
                && pos[to] == Piece.of(side, Piece.ROOK)
                && (to == Castling.rookHome(pos, side, true) || to == Castling.rookHome(pos, side, false));
    }

    /** A pawn's two-square advance, the only move that creates an en passant right. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN)
      @     && (to == from + 16 || to == from - 16));
      @ ensures \result == isDoubleStep(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean isDoubleStep(int[] pos, int from, int to) {
        return Board.isType(pos, from, Piece.PAWN) && Movement.abs(to - from) == 16;
    }

    /** The piece standing on {@code to} after the move: the mover, or its promotion. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64;
      @ requires Board.isBoard(pos);
      @ ensures \result == (Piece.KNIGHT <= promotion && promotion <= Piece.QUEEN
      @     ? (pos[from] > 0 ? promotion : -promotion)
      @     : pos[from]);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int arrivingPiece(int[] pos, int from, int promotion) {
        if (Piece.isPromotionChoice(promotion)) {
            if (pos[from] > 0) {
                return promotion;
            }
            return -promotion;
        }
        return pos[from];
    }

    /**
     * The piece on square {@code i} (0..63) after the move (from, to, promotion) on {@code pos},
     * square by square: an en passant capture empties the captured pawn's square (EP-LANDING),
     * castling puts the king and the rook on their castled squares (C960-CASTLE; a king's move with
     * {@link Piece#KING} for promotion is the king's walk, which is not castling), the from-square
     * empties, the to-square receives the mover (or its promotion), every other square keeps its piece.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= i && i < 64;
      @ ensures \result ==
      @     (  (pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN)
      @             && from % 8 != to % 8 && pos[to] == Piece.EMPTY
      @             && i == 8 * (from / 8) + to % 8                     ? Piece.EMPTY   // EP-LANDING
      @      : promotion == 0 && isCastlingMove(pos, from, to)
      @             && i == (pos[from] > 0 ? 0 : 56) + (to > from ? 6 : 2)       ? pos[from]     // C960-CASTLE: the king
      @      : promotion == 0 && isCastlingMove(pos, from, to)
      @             && i == (pos[from] > 0 ? 0 : 56) + (to > from ? 5 : 3)       ? pos[to]       // C960-CASTLE: the rook
      @      : promotion == 0 && isCastlingMove(pos, from, to)
      @             && (i == from || i == to)                           ? Piece.EMPTY
      @      : i == from                                                ? Piece.EMPTY
      @      : i == to   ? (Piece.KNIGHT <= promotion && promotion <= Piece.QUEEN
      @                        ? (pos[from] > 0 ? promotion : -promotion)
      @                        : pos[from])
      @      : pos[i]);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    /*@ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= i && i < 64;
      @ ensures \result == pieceAfter(pos, from, to, promotion, i);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int pieceAfter(int[] pos, int from, int to, int promotion, int i) {
        if (isEnPassantCapture(pos, from, to) && i == EnPassant.capturedSquare(from, to)) {
            return Piece.EMPTY;
        }
        if (promotion == 0 && isCastlingMove(pos, from, to)) {
            boolean kingside = to > from;
            int side = Piece.BLACK;
            if (pos[from] > 0) {
                side = Piece.WHITE;
            }
            if (i == Castling.kingTarget(side, kingside)) {
                return pos[from];
            }
            if (i == Castling.rookTarget(side, kingside)) {
                return pos[to];
            }
            if (i == from || i == to) {
                return Piece.EMPTY;
            }
        }
        if (i == from) {
            return Piece.EMPTY;
        }
        if (i == to) {
            return arrivingPiece(pos, from, promotion);
        }
        return pos[i];
    }

    /**
     * Plays the move on {@code pos}: the board becomes {@link #pieceAfter} square by square. The
     * en passant square is the passed-over square after a pawn's double step and none after every
     * other move (EP-IMMEDIATE as a theorem). A pawn move or a capture resets the halfmove clock
     * (EP-EFFECTS).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1;
      @ requires 0 <= pos[Board.HALFMOVE_CLOCK] && pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE;
      @ requires 0 <= pos[Board.FULLMOVE_NUMBER] && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, promotion, i)));
      @ ensures pos[Board.SIDE] == -\old(pos[Board.SIDE]);
      @ ensures pos[Board.CASTLE_WHITE_KINGSIDE] == (\old(rightEnds(pos, Board.CASTLE_WHITE_KINGSIDE, from, to)) ? 0 : \old(pos[Board.CASTLE_WHITE_KINGSIDE]));
      @ ensures pos[Board.CASTLE_WHITE_QUEENSIDE] == (\old(rightEnds(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to)) ? 0 : \old(pos[Board.CASTLE_WHITE_QUEENSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_KINGSIDE] == (\old(rightEnds(pos, Board.CASTLE_BLACK_KINGSIDE, from, to)) ? 0 : \old(pos[Board.CASTLE_BLACK_KINGSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_QUEENSIDE] == (\old(rightEnds(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to)) ? 0 : \old(pos[Board.CASTLE_BLACK_QUEENSIDE]));
      @ ensures (\forall int i; Board.ROOK_FILE_WHITE_KINGSIDE <= i && i < Board.SIZE; pos[i] == \old(pos[i]));  // C960-SETUP
      @ ensures pos[Board.EP_SQUARE] ==                                                   // EP-IMMEDIATE
      @     ((\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @         ? (from + to) / 2 : Board.NO_SQUARE);
      @ ensures pos[Board.HALFMOVE_CLOCK] ==                                              // EP-EFFECTS
      @     ((\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN)
      @             || \old(pos[to]) != Piece.EMPTY && !\old(isCastlingMove(pos, from, to))
      @         ? 0 : \old(pos[Board.HALFMOVE_CLOCK]) + 1);
      @ ensures pos[Board.FULLMOVE_NUMBER] == (\old(pos[Board.SIDE]) == Piece.BLACK
      @     ? \old(pos[Board.FULLMOVE_NUMBER]) + 1 : \old(pos[Board.FULLMOVE_NUMBER]));
      @ assignable pos[*];
      @*/
    public static void move(int[] pos, int from, int to, int promotion) {
        // Everything is read before the board changes; the board goes first so its contract speaks of this very position.
        int side = pos[Board.SIDE];
        int epSquare = epSquareAfter(pos, from, to);
        boolean resets = resetsClock(pos, from, to);
        boolean whiteKingside = rightEnds(pos, Board.CASTLE_WHITE_KINGSIDE, from, to);
        boolean whiteQueenside = rightEnds(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to);
        boolean blackKingside = rightEnds(pos, Board.CASTLE_BLACK_KINGSIDE, from, to);
        boolean blackQueenside = rightEnds(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to);
        movePieces(pos, from, to, promotion);
        endRights(pos, whiteKingside, whiteQueenside, blackKingside, blackQueenside);
        passTurn(pos, side, epSquare, resets);
    }

    /**
     * Plays a legal move of a position a game can reach: {@link #move}, with the invariant of
     * reachable positions as its contract: from a well-formed position ({@link Board#wellFormed}) a
     * legal move leads to a well-formed position. So every en passant square a game produces comes
     * with EP-TRIGGER (the last move was the enemy pawn's double step over it), and with
     * {@link #move}'s EP-IMMEDIATE it lasts exactly one move: EP-TRIGGER and EP-IMMEDIATE are
     * statements about games, not only about the position array (specs/README.md).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && Legality.isLegal(pos, from, to, promotion);
      @ requires pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures Board.wellFormed(pos);                                                        // EP-TRIGGER EP-IMMEDIATE
      @ assignable pos[*];
      @*/
    public static void play(int[] pos, int from, int to, int promotion) {
        // The lemmas speak of the board before the move through pieceAfter, the term move's contract uses.
        Board.wellFormed(pos);
        int whiteKing = kingAfter(pos, from, to, promotion, Piece.WHITE);
        int blackKing = kingAfter(pos, from, to, promotion, Piece.BLACK);
        triggerAfter(pos, from, to, promotion);
        moveWithinRanges(pos, from, to, promotion);
        Board.wellFormedBy(pos, whiteKing, blackKing);
    }

    /**
     * The induction over a game: from a well-formed position (every start is one, {@link Start#chess960}), the
     * moves, codes as {@link Generate#encode} writes them, are played in turn by {@link #play} while each is
     * legal, and every position reached is well-formed. Returns how many were played: it stops at the first
     * move that is not legal, or at a counter that could not count one more move.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ requires moves != null && moves != pos;
      @ requires (\forall int k; 0 <= k && k < moves.length; 0 <= moves[k] && moves[k] < Generate.CODES);
      @ ensures Board.wellFormed(pos);
      @ ensures 0 <= \result && \result <= moves.length;
      @ assignable pos[*];
      @*/
    public static int game(int[] pos, int[] moves) {
        /*@ loop_invariant 0 <= i && i <= moves.length && Board.wellFormed(pos);
          @ assignable pos[*];
          @ decreases moves.length - i;
          @*/
        for (int i = 0; i < moves.length; i++) {
            int code = moves[i];
            // The call brings wellFormed's contract into the proof: its parts are the verdict's precondition.
            Board.wellFormed(pos);
            if (pos[Board.HALFMOVE_CLOCK] >= Integer.MAX_VALUE || pos[Board.FULLMOVE_NUMBER] >= Integer.MAX_VALUE) {
                return i;
            }
            int from = Generate.from(code);
            int to = Generate.to(code);
            int promotion = Generate.promotion(code);
            if (!Legality.isLegal(pos, from, to, promotion)) {
                return i;
            }
            play(pos, from, to, promotion);
        }
        return moves.length;
    }

    /**
     * Lemma for {@link #play}: {@link #move}, stated for a board of piece codes and rights of 0 or 1
     * ({@link Board#rightsInRange}), which it keeps so: the board as move states it and in range, the
     * rights, the side, the en passant square as move states it (EP-IMMEDIATE), the counters counting.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1;
      @ requires Board.rightsInRange(pos);
      @ requires 0 <= pos[Board.HALFMOVE_CLOCK] && pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE;
      @ requires 1 <= pos[Board.FULLMOVE_NUMBER] && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, promotion, i)));
      @ ensures (\forall int i; 0 <= i && i < 64; -Piece.KING <= pos[i] && pos[i] <= Piece.KING);
      @ ensures pos[Board.SIDE] == -\old(pos[Board.SIDE]);
      @ ensures Board.rightsInRange(pos);
      @ ensures pos[Board.EP_SQUARE] ==                                                   // EP-IMMEDIATE
      @     ((\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @         ? (from + to) / 2 : Board.NO_SQUARE);
      @ ensures 0 <= pos[Board.HALFMOVE_CLOCK] && 1 <= pos[Board.FULLMOVE_NUMBER];
      @ assignable pos[*];
      @*/
    public static void moveWithinRanges(int[] pos, int from, int to, int promotion) {
        // The calls bring the rights' bounds before and after the move, and the board's range as pieceAfter.
        Board.rightsInRange(pos);
        boardAfter(pos, from, to, promotion);
        move(pos, from, to, promotion);
        Board.rightsInRange(pos);
    }

    /** Lemma for {@link #play}: the board after any move of a board of piece codes holds piece codes. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ ensures (\forall int i; 0 <= i && i < 64;
      @     -Piece.KING <= pieceAfter(pos, from, to, promotion, i) && pieceAfter(pos, from, to, promotion, i) <= Piece.KING);
      @ assignable \strictly_nothing;
      @*/
    public static void boardAfter(int[] pos, int from, int to, int promotion) {
    }

    /**
     * Lemma for {@link #play}, EP-TRIGGER: after a legal double step the square passed over is on the
     * third rank of the mover, it and the start square are empty and the pawn stands beyond it.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && Legality.isLegal(pos, from, to, promotion);
      @ ensures (pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @     ==> 0 <= from && from < 64 && 0 <= to && to < 64
      @         && 0 <= (from + to) / 2 && (from + to) / 2 < 64
      @         && 0 <= (from + to) / 2 - 8 * pos[Board.SIDE] && (from + to) / 2 - 8 * pos[Board.SIDE] < 64
      @         && 0 <= (from + to) / 2 + 8 * pos[Board.SIDE] && (from + to) / 2 + 8 * pos[Board.SIDE] < 64
      @         && (from + to) / 2 / 8 == (pos[Board.SIDE] == Piece.WHITE ? 2 : 5)
      @         && (\forall int i; 0 <= i && i < 64 && i == (from + to) / 2; pieceAfter(pos, from, to, promotion, i) == Piece.EMPTY)
      @         && (\forall int i; 0 <= i && i < 64 && i == (from + to) / 2 - 8 * pos[Board.SIDE]; pieceAfter(pos, from, to, promotion, i) == Piece.EMPTY)
      @         && (\forall int i; 0 <= i && i < 64 && i == (from + to) / 2 + 8 * pos[Board.SIDE];
      @             pieceAfter(pos, from, to, promotion, i) == Piece.PAWN * pos[Board.SIDE]);
      @ assignable \strictly_nothing;
      @*/
    public static void triggerAfter(int[] pos, int from, int to, int promotion) {
        // The calls bring their contracts into the proof: legality down to the pawn's double step.
        Legality.isLegal(pos, from, to, promotion);
        Castling.isAttempt(pos, from, to);
        EnPassant.isAttempt(pos, from, to);
        Movement.canReach(pos, from, to);
        isCastlingMove(pos, from, to);
        if (Board.isType(pos, from, Piece.PAWN)) {
            Movement.isPawnMove(pos, from, to, pos[from]);
            Movement.isPawnPush(pos, from, to, pos[from]);
            Movement.isPawnDoubleStep(pos, from, to, pos[from]);
            Movement.isPawnCapture(pos, from, to, pos[from]);
        }
    }

    /**
     * Lemma for {@link #play}, returning its witness: after a legal move the side's king stands on the
     * returned square and on no other (no legal move captures a king, FIDE 1.4.1; castling moves the
     * king to its castled square, C960-CASTLE; en passant removes a pawn, EP-PIECES; a promotion makes
     * at most a queen, FIDE 3.7.5).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && Legality.isLegal(pos, from, to, promotion);
      @ requires side == 1 || side == -1;
      @ ensures 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures 0 <= \result && \result < 64 && pieceAfter(pos, from, to, promotion, \result) == Piece.KING * side;
      @ ensures (\forall int j; 0 <= j && j < 64 && j != \result; pieceAfter(pos, from, to, promotion, j) != Piece.KING * side);
      @ assignable \strictly_nothing;
      @*/
    public static int kingAfter(int[] pos, int from, int to, int promotion, int side) {
        // Legality's contract puts from and to on the board and tells castling from every other move.
        Board.wellFormed(pos);
        Legality.isLegal(pos, from, to, promotion);
        if (Castling.isAttempt(pos, from, to)) {
            return kingAfterCastling(Generate.CHESS, pos, from, to, promotion, side);
        }
        return kingAfterMove(pos, from, to, promotion, side);
    }

    /**
     * {@link #kingAfter} for castling (C960-CASTLE): the mover's king on its castled square, the other king where it
     * stood. Under either rule set: only the castling conditions on the board are used (shared by {@link AtomicApply#play}).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && side == pos[Board.SIDE];
      @ requires Castling.isAttempt(pos, from, to) && Castling.isLegal(rules, pos, from, to)
      @     && Legality.promotionAgrees(pos, from, to, promotion);
      @ ensures 0 <= \result && \result < 64 && pieceAfter(pos, from, to, promotion, \result) == Piece.KING * side;
      @ ensures (\forall int j; 0 <= j && j < 64 && j != \result; pieceAfter(pos, from, to, promotion, j) != Piece.KING * side);
      @ assignable \strictly_nothing;
      @ also public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && side == -pos[Board.SIDE];
      @ requires Castling.isAttempt(pos, from, to) && Castling.isLegal(rules, pos, from, to)
      @     && Legality.promotionAgrees(pos, from, to, promotion);
      @ ensures 0 <= \result && \result < 64 && pieceAfter(pos, from, to, promotion, \result) == Piece.KING * side;
      @ ensures (\forall int j; 0 <= j && j < 64 && j != \result; pieceAfter(pos, from, to, promotion, j) != Piece.KING * side);
      @ assignable \strictly_nothing;
      @*/
    public static int kingAfterCastling(int rules, int[] pos, int from, int to, int promotion, int side) {
        // The calls bring their contracts into the proof: the castling squares and the empty paths between them.
        Board.wellFormed(pos);
        Castling.isAttempt(pos, from, to);
        Castling.isLegal(rules, pos, from, to);
        int mover = pos[Board.SIDE];
        boolean kingside = to > from;
        isCastlingMove(pos, from, to);
        Castling.pathEmpty(pos, mover, kingside);
        int kingHome = Castling.kingHome(pos, mover);
        int rookHome = Castling.rookHome(pos, mover, kingside);
        int kingTarget = Castling.kingTarget(mover, kingside);
        int rookTarget = Castling.rookTarget(mover, kingside);
        if (side == mover) {
            return kingTarget;
        }
        // The other king: each call brings the fact otherKingStays asks for, named by its query.
        Board.isBoard(pos);
        Board.holdsOnce(pos, Piece.KING * side);
        Castling.rookInPlace(pos, mover, kingside, to);
        Castling.landingSquaresFree(pos, mover, kingside);
        int king = Check.kingSquare(pos, side);
        otherKingStays(pos, from, to, promotion, king);
        return king;
    }

    /**
     * Lemma for {@link #kingAfterCastling}: a king's move (castling or not) leaves the other king where
     * it stands when neither square the castling king and rook would land on holds it.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires pos[from] == Piece.KING || pos[from] == -Piece.KING;
      @ requires pos[to] == Piece.ROOK || pos[to] == -Piece.ROOK;
      @ requires 0 <= king && king < 64 && pos[king] == -pos[from]
      @     && (\forall int j; 0 <= j && j < 64 && j != king; pos[j] != -pos[from]);
      @ requires pos[(pos[from] > 0 ? 0 : 56) + (to > from ? 6 : 2)] != -pos[from]
      @     && pos[(pos[from] > 0 ? 0 : 56) + (to > from ? 5 : 3)] != -pos[from];
      @ ensures pieceAfter(pos, from, to, promotion, king) == -pos[from];
      @ ensures (\forall int j; 0 <= j && j < 64 && j != king; pieceAfter(pos, from, to, promotion, j) != -pos[from]);
      @ assignable \strictly_nothing;
      @*/
    public static void otherKingStays(int[] pos, int from, int to, int promotion, int king) {
    }

    /** {@link #kingAfter} for every move but castling: the king moves with its own step, every other king stays (FIDE 1.4.1, EP-PIECES, FIDE 3.7.5). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && Legality.isLegal(pos, from, to, promotion);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && !Castling.isAttempt(pos, from, to);
      @ requires side == 1 || side == -1;
      @ ensures 0 <= \result && \result < 64 && pieceAfter(pos, from, to, promotion, \result) == Piece.KING * side;
      @ ensures (\forall int j; 0 <= j && j < 64 && j != \result; pieceAfter(pos, from, to, promotion, j) != Piece.KING * side);
      @ assignable \strictly_nothing;
      @*/
    public static int kingAfterMove(int[] pos, int from, int to, int promotion, int side) {
        // The calls bring their contracts into the proof: legality down to the pawn's moves and en passant's pieces.
        Legality.isLegal(pos, from, to, promotion);
        isCastlingMove(pos, from, to);
        boolean enPassant = EnPassant.isAttempt(pos, from, to);
        Legality.targetNotKing(pos, to);
        Movement.canReach(pos, from, to);
        if (Board.isType(pos, from, Piece.PAWN)) {
            Movement.isPawnMove(pos, from, to, pos[from]);
            Movement.isPawnPush(pos, from, to, pos[from]);
            Movement.isPawnDoubleStep(pos, from, to, pos[from]);
            Movement.isPawnCapture(pos, from, to, pos[from]);
        }
        if (enPassant) {
            EnPassant.isLegal(pos, from, to);
            EnPassant.pieces(pos, from, to);
        }
        int king = Check.kingSquare(pos, side);
        if (king == from) {
            return to;
        }
        return king;
    }

    /** EP-IMMEDIATE: the en passant square after the move: only a pawn's double step creates the right (the square passed over), every other move clears it. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @     ? (from + to) / 2 : Board.NO_SQUARE);                                        // EP-IMMEDIATE
      @ ensures \result == epSquareAfter(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int epSquareAfter(int[] pos, int from, int to) {
        if (isDoubleStep(pos, from, to)) {
            return (from + to) / 2;
        }
        return Board.NO_SQUARE;
    }

    /** EP-EFFECTS: a pawn move or a capture (en passant is both) resets the fifty-move counter; castling (the king onto its own rook) captures nothing. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result <==> (pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN
      @     || pos[to] != Piece.EMPTY && !isCastlingMove(pos, from, to));                  // EP-EFFECTS
      @ ensures \result == resetsClock(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean resetsClock(int[] pos, int from, int to) {
        return Board.isType(pos, from, Piece.PAWN) || pos[to] != Piece.EMPTY && !isCastlingMove(pos, from, to);
    }

    /** The board part of a move: every square becomes {@link #pieceAfter}. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ ensures (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, promotion, i)));
      @ assignable pos[0 .. 63];
      @*/
    public static void movePieces(int[] pos, int from, int to, int promotion) {
        if (promotion == 0 && isCastlingMove(pos, from, to)) {
            castle(pos, from, to);
            return;
        }
        boolean enPassant = isEnPassantCapture(pos, from, to);
        pos[to] = arrivingPiece(pos, from, promotion);
        pos[from] = Piece.EMPTY;
        if (enPassant) {
            // EP-LANDING: the captured pawn is removed from the square it stands on, beside the capturer.
            pos[8 * (from / 8) + to % 8] = Piece.EMPTY;
        }
    }

    /** The records after a move: the en passant square, the halfmove clock, the fullmove number, the side to move. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && side != Integer.MIN_VALUE;
      @ requires 0 <= pos[Board.HALFMOVE_CLOCK] && pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE;
      @ requires 0 <= pos[Board.FULLMOVE_NUMBER] && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures pos[Board.EP_SQUARE] == epSquare;
      @ ensures pos[Board.HALFMOVE_CLOCK] == (resetsClock ? 0 : \old(pos[Board.HALFMOVE_CLOCK]) + 1);
      @ ensures pos[Board.FULLMOVE_NUMBER] == (side == Piece.BLACK
      @     ? \old(pos[Board.FULLMOVE_NUMBER]) + 1 : \old(pos[Board.FULLMOVE_NUMBER]));
      @ ensures pos[Board.SIDE] == -side;
      @ assignable pos[Board.SIDE], pos[Board.EP_SQUARE], pos[Board.HALFMOVE_CLOCK], pos[Board.FULLMOVE_NUMBER];
      @*/
    public static void passTurn(int[] pos, int side, int epSquare, boolean resetsClock) {
        pos[Board.EP_SQUARE] = epSquare;
        if (resetsClock) {
            pos[Board.HALFMOVE_CLOCK] = 0;
        } else {
            pos[Board.HALFMOVE_CLOCK] = pos[Board.HALFMOVE_CLOCK] + 1;
        }
        if (side == Piece.BLACK) {
            pos[Board.FULLMOVE_NUMBER] = pos[Board.FULLMOVE_NUMBER] + 1;
        }
        pos[Board.SIDE] = -side;
    }

    /**
     * C960-CASTLE: the king takes its rook: both leave their start squares, then the king stands on
     * the g- or c-file and the rook on the f- or d-file of its back rank (either may already stand
     * there): the board {@link #pieceAfter} describes for a castling move.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires isCastlingMove(pos, from, to);
      @ ensures (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, 0, i)));
      @ assignable pos[0 .. 63];
      @*/
    public static void castle(int[] pos, int from, int to) {
        int king = pos[from];
        int rook = pos[to];
        int side = Piece.BLACK;
        if (king > 0) {
            side = Piece.WHITE;
        }
        boolean kingside = to > from;
        pos[from] = Piece.EMPTY;
        pos[to] = Piece.EMPTY;
        pos[Castling.kingTarget(side, kingside)] = king;
        pos[Castling.rookTarget(side, kingside)] = rook;
    }

    /**
     * Whether the move from {@code from} to {@code to} ends the castling right at board index
     * {@code r}: it leaves or lands on the start square of that right's king or rook
     * ({@link Castling#rightLost}; the start squares are the position's, C960-SETUP).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ requires Board.CASTLE_WHITE_KINGSIDE <= r && r <= Board.CASTLE_BLACK_QUEENSIDE;
      @ ensures \result <==> (Castling.rightLost(pos, r, from) || Castling.rightLost(pos, r, to));
      @ ensures \result == rightEnds(pos, r, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ boolean rightEnds(int[] pos, int r, int from, int to) {
        return Castling.rightLost(pos, r, from) || Castling.rightLost(pos, r, to);
    }

    /** Clears the castling rights a move ends, as {@link #rightEnds} found them before the board changed. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ ensures pos[Board.CASTLE_WHITE_KINGSIDE] == (whiteKingside ? 0 : \old(pos[Board.CASTLE_WHITE_KINGSIDE]));
      @ ensures pos[Board.CASTLE_WHITE_QUEENSIDE] == (whiteQueenside ? 0 : \old(pos[Board.CASTLE_WHITE_QUEENSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_KINGSIDE] == (blackKingside ? 0 : \old(pos[Board.CASTLE_BLACK_KINGSIDE]));
      @ ensures pos[Board.CASTLE_BLACK_QUEENSIDE] == (blackQueenside ? 0 : \old(pos[Board.CASTLE_BLACK_QUEENSIDE]));
      @ assignable pos[Board.CASTLE_WHITE_KINGSIDE .. Board.CASTLE_BLACK_QUEENSIDE];
      @*/
    public static void endRights(int[] pos, boolean whiteKingside, boolean whiteQueenside, boolean blackKingside,
            boolean blackQueenside) {
        if (whiteKingside) {
            pos[Board.CASTLE_WHITE_KINGSIDE] = 0;
        }
        if (whiteQueenside) {
            pos[Board.CASTLE_WHITE_QUEENSIDE] = 0;
        }
        if (blackKingside) {
            pos[Board.CASTLE_BLACK_KINGSIDE] = 0;
        }
        if (blackQueenside) {
            pos[Board.CASTLE_BLACK_QUEENSIDE] = 0;
        }
    }
}
