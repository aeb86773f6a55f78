package org.passant.kernel;

/**
 * Applying a move of atomic chess to a position, in place. A quiet move is a chess move
 * ({@link Apply#move}); a capture explodes ({@link #pieceAfter}, AT-EXPLOSION and AT-EP-CENTRE).
 * Like {@link Apply}, it does not decide legality and is total on any two squares.
 */
public final class AtomicApply {
    private AtomicApply() {
    }

    /**
     * The square of the piece a capture from {@code from} to {@code to} takes: {@code to}, or for an
     * en passant capture the square beside {@code from} on the landing file (EP-LANDING).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures \result == ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && from % 8 != to % 8
      @     && pos[to] == Piece.EMPTY ? 8 * (from / 8) + to % 8 : to);
      @ ensures \result == capturedSquare(pos, from, to);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int capturedSquare(int[] pos, int from, int to) {
        if (Apply.isEnPassantCapture(pos, from, to)) {
            return EnPassant.capturedSquare(from, to);
        }
        return to;
    }

    /**
     * The piece on square {@code i} after a capture from {@code from} on {@code to}. AT-EXPLOSION:
     * the capturer, the captured piece and every piece but a pawn on the eight squares around
     * {@code to} are gone; a pawn there survives; every square farther away is as it was.
     * AT-EP-CENTRE: for an en passant capture the captured pawn (beside {@code from}) is gone, and
     * the blast is still centred on the landing square {@code to}.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires 0 <= i && i < 64;
      @ ensures \result == (i == from                                                     // AT-EXPLOSION
      @         || i == ((pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && from % 8 != to % 8
      @             && pos[to] == Piece.EMPTY ? 8 * (from / 8) + to % 8 : to)             // AT-EP-CENTRE
      @         || to / 8 - 1 <= i / 8 && i / 8 <= to / 8 + 1 && to % 8 - 1 <= i % 8 && i % 8 <= to % 8 + 1
      @             && pos[i] != Piece.PAWN && pos[i] != -Piece.PAWN
      @     ? Piece.EMPTY : pos[i]);
      @ ensures \result == pieceAfter(pos, from, to, i);
      @*/
    //-KeY@ assignable \nothing;
    //+KeY@ assignable \strictly_nothing;
    //+KeY@ accessible pos[*];
    public static /*@ pure @*/ int pieceAfter(int[] pos, int from, int to, int i) {
        if (i == from || i == capturedSquare(pos, from, to) || Atomic.blasts(pos, i, to)) {
            return Piece.EMPTY;
        }
        return pos[i];
    }

    /**
     * Plays the move on {@code pos}. A quiet move is the chess move. A capture: the board becomes
     * {@link #pieceAfter} square by square; a castling right ends when its king's or rook's home
     * square is left, captured on or blasted (AT-CASTLING: an exploded rook loses its right, an
     * exploded king both); no en passant square (a capture is no double step, EP-IMMEDIATE); the
     * halfmove clock restarts (EP-EFFECTS).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1;
      @ requires 0 <= pos[Board.HALFMOVE_CLOCK] && pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE;
      @ requires 0 <= pos[Board.FULLMOVE_NUMBER] && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures !\old(Atomic.isCapture(pos, from, to))
      @     ==> (\forall int i; 0 <= i && i < 64; pos[i] == \old(Apply.pieceAfter(pos, from, to, promotion, i)))
      @         && pos[Board.EP_SQUARE] ==                                                 // EP-IMMEDIATE
      @             ((\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @             ? (from + to) / 2 : Board.NO_SQUARE)
      @         && pos[Board.HALFMOVE_CLOCK] ==                                            // EP-EFFECTS
      @             ((\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN)
      @                     || \old(pos[to]) != Piece.EMPTY && !\old(Apply.isCastlingMove(pos, from, to))
      @                 ? 0 : \old(pos[Board.HALFMOVE_CLOCK]) + 1)
      @         && pos[Board.CASTLE_WHITE_KINGSIDE] == (\old(Apply.rightEnds(pos, Board.CASTLE_WHITE_KINGSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_WHITE_KINGSIDE]))
      @         && pos[Board.CASTLE_WHITE_QUEENSIDE] == (\old(Apply.rightEnds(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_WHITE_QUEENSIDE]))
      @         && pos[Board.CASTLE_BLACK_KINGSIDE] == (\old(Apply.rightEnds(pos, Board.CASTLE_BLACK_KINGSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_BLACK_KINGSIDE]))
      @         && pos[Board.CASTLE_BLACK_QUEENSIDE] == (\old(Apply.rightEnds(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_BLACK_QUEENSIDE]));
      @ ensures \old(Atomic.isCapture(pos, from, to))
      @     ==> (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, i)))     // AT-EXPLOSION
      @         && pos[Board.EP_SQUARE] == Board.NO_SQUARE && pos[Board.HALFMOVE_CLOCK] == 0
      @         && pos[Board.CASTLE_WHITE_KINGSIDE] == (\old(Atomic.rightExploded(pos, Board.CASTLE_WHITE_KINGSIDE, from, to))   // AT-CASTLING
      @             ? 0 : \old(pos[Board.CASTLE_WHITE_KINGSIDE]))
      @         && pos[Board.CASTLE_WHITE_QUEENSIDE] == (\old(Atomic.rightExploded(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_WHITE_QUEENSIDE]))
      @         && pos[Board.CASTLE_BLACK_KINGSIDE] == (\old(Atomic.rightExploded(pos, Board.CASTLE_BLACK_KINGSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_BLACK_KINGSIDE]))
      @         && pos[Board.CASTLE_BLACK_QUEENSIDE] == (\old(Atomic.rightExploded(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to))
      @             ? 0 : \old(pos[Board.CASTLE_BLACK_QUEENSIDE]));
      @ ensures pos[Board.SIDE] == -\old(pos[Board.SIDE]);
      @ ensures pos[Board.FULLMOVE_NUMBER] == (\old(pos[Board.SIDE]) == Piece.BLACK
      @     ? \old(pos[Board.FULLMOVE_NUMBER]) + 1 : \old(pos[Board.FULLMOVE_NUMBER]));
      @ assignable pos[*];
      @*/
    public static void move(int[] pos, int from, int to, int promotion) {
        if (!Atomic.isCapture(pos, from, to)) {
            Apply.move(pos, from, to, promotion);
            return;
        }
        // Everything is read before the board changes, so that each contract below speaks of this very position.
        int side = pos[Board.SIDE];
        boolean whiteKingside = Atomic.rightExploded(pos, Board.CASTLE_WHITE_KINGSIDE, from, to);
        boolean whiteQueenside = Atomic.rightExploded(pos, Board.CASTLE_WHITE_QUEENSIDE, from, to);
        boolean blackKingside = Atomic.rightExploded(pos, Board.CASTLE_BLACK_KINGSIDE, from, to);
        boolean blackQueenside = Atomic.rightExploded(pos, Board.CASTLE_BLACK_QUEENSIDE, from, to);
        explode(pos, from, to);
        Apply.endRights(pos, whiteKingside, whiteQueenside, blackKingside, blackQueenside);
        // EP-IMMEDIATE: a capture is no double step; EP-EFFECTS: it resets the fifty-move counter.
        Apply.passTurn(pos, side, Board.NO_SQUARE, true);
    }

    /**
     * AT-EXPLOSION and AT-EP-CENTRE on the board: every square becomes {@link #pieceAfter} of the
     * position before. Its postcondition names the board by the term {@link #move}'s contract uses.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ ensures (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, i)));   // AT-EXPLOSION
      @ assignable pos[0 .. 63];
      @*/
    public static void explode(int[] pos, int from, int to) {
        Atomic.explodeAround(pos, from, capturedSquare(pos, from, to), to);
    }

    /**
     * Plays a legal move of atomic chess on a position a game can reach: {@link #move}, with the invariant of
     * reachable positions as its contract, as {@link Apply#play} is for chess. A legal move that does not
     * explode the enemy king leads to a well-formed position ({@link Board#wellFormed}: one king of each side,
     * AT-OWN-KING keeping the mover's and the blast sparing the other's; an en passant square only after a
     * double step, EP-TRIGGER, a capture leaving none); one that does leaves the side to move without a king,
     * and the game is over (AT-WIN-EXPLOSION, AT-END).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && AtomicLegality.isLegal(pos, from, to, promotion);
      @ requires pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures !\old(Atomic.explodesEnemyKing(pos, from, to)) ==> Board.wellFormed(pos);              // EP-TRIGGER
      @ ensures \old(Atomic.explodesEnemyKing(pos, from, to))                                           // AT-WIN-EXPLOSION
      @     ==> (\forall int j; 0 <= j && j < 64; pos[j] != Piece.KING * pos[Board.SIDE]);
      @ assignable pos[*];
      @*/
    public static void play(int[] pos, int from, int to, int promotion) {
        // As Apply.play: the lemmas speak of the board before the move through the terms move's contract uses.
        Board.wellFormed(pos);
        legalSquares(pos, from, to, promotion);
        // Both tests are asked first, so that their contracts say a king explodes only in a capture.
        boolean capture = Atomic.isCapture(pos, from, to);
        boolean wins = Atomic.explodesEnemyKing(pos, from, to);
        if (capture) {
            if (wins) {
                enemyKingGone(pos, from, to);
                moveWithinRanges(pos, from, to, promotion);
                return;
            }
            int whiteKing = kingAfterCapture(pos, from, to, promotion, Piece.WHITE);
            int blackKing = kingAfterCapture(pos, from, to, promotion, Piece.BLACK);
            moveWithinRanges(pos, from, to, promotion);
            Board.wellFormedBy(pos, whiteKing, blackKing);
            return;
        }
        int whiteKing = kingAfterQuiet(pos, from, to, promotion, Piece.WHITE);
        int blackKing = kingAfterQuiet(pos, from, to, promotion, Piece.BLACK);
        triggerAfterQuiet(pos, from, to, promotion);
        moveWithinRanges(pos, from, to, promotion);
        Board.wellFormedBy(pos, whiteKing, blackKing);
    }

    /** Lemma for {@link #play}: a legal move's squares are on the board (the verdict's first conjuncts, without the rest). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && AtomicLegality.isLegal(pos, from, to, promotion);
      @ ensures 0 <= from && from < 64 && 0 <= to && to < 64;
      @ assignable \strictly_nothing;
      @*/
    public static void legalSquares(int[] pos, int from, int to, int promotion) {
        // The calls bring their contracts into the proof: the verdict's precondition, then the verdict.
        Board.wellFormed(pos);
        AtomicLegality.isLegal(pos, from, to, promotion);
    }

    /**
     * The induction over a game of atomic chess, as {@link Apply#game}: from a well-formed position the moves
     * (codes as {@link Generate#encode} writes them) are played in turn by {@link #play} while each is legal; every
     * position reached is well-formed until a move explodes the enemy king, after which the side to move has
     * none and the game is over (AT-WIN-EXPLOSION, AT-END). Returns how many were played: it stops at the first
     * move that is not legal, at the end of the game, or at a counter that could not count one more move.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ requires moves != null && moves != pos;
      @ requires (\forall int k; 0 <= k && k < moves.length; 0 <= moves[k] && moves[k] < Generate.CODES);
      @ ensures Board.wellFormed(pos) || (\forall int j; 0 <= j && j < 64; pos[j] != Piece.KING * pos[Board.SIDE]);
      @ ensures 0 <= \result && \result <= moves.length;
      @ assignable pos[*];
      @*/
    public static int game(int[] pos, int[] moves) {
        /*@ loop_invariant 0 <= i && i <= moves.length;
          @ loop_invariant Board.wellFormed(pos) || (\forall int j; 0 <= j && j < 64; pos[j] != Piece.KING * pos[Board.SIDE]);
          @ assignable pos[*];
          @ decreases moves.length - i;
          @*/
        for (int i = 0; i < moves.length; i++) {
            int code = moves[i];
            // The call brings wellFormed's contract into the proof: its parts are the verdict's precondition. A position
            // that is not well-formed here is one without the king of the side to move: the game is over.
            if (!Board.wellFormed(pos)) {
                return i;
            }
            if (pos[Board.HALFMOVE_CLOCK] >= Integer.MAX_VALUE || pos[Board.FULLMOVE_NUMBER] >= Integer.MAX_VALUE) {
                return i;
            }
            int from = Generate.from(code);
            int to = Generate.to(code);
            int promotion = Generate.promotion(code);
            if (!AtomicLegality.isLegal(pos, from, to, promotion)) {
                return i;
            }
            play(pos, from, to, promotion);
        }
        return moves.length;
    }

    /**
     * Lemma for {@link #play}: {@link #move} on a board of piece codes with rights of 0 or 1, which it keeps so:
     * the board as move states it, quiet or capture, and in range; the side; the rights in range; the en passant
     * square only after a double step (EP-IMMEDIATE), none after a capture; the counters counting.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1;
      @ requires Board.rightsInRange(pos);
      @ requires 0 <= pos[Board.HALFMOVE_CLOCK] && pos[Board.HALFMOVE_CLOCK] < Integer.MAX_VALUE;
      @ requires 1 <= pos[Board.FULLMOVE_NUMBER] && pos[Board.FULLMOVE_NUMBER] < Integer.MAX_VALUE;
      @ ensures !\old(Atomic.isCapture(pos, from, to))
      @     ==> (\forall int i; 0 <= i && i < 64; pos[i] == \old(Apply.pieceAfter(pos, from, to, promotion, i)));
      @ ensures \old(Atomic.isCapture(pos, from, to))
      @     ==> (\forall int i; 0 <= i && i < 64; pos[i] == \old(pieceAfter(pos, from, to, i)));
      @ ensures (\forall int i; 0 <= i && i < 64; -Piece.KING <= pos[i] && pos[i] <= Piece.KING);
      @ ensures pos[Board.SIDE] == -\old(pos[Board.SIDE]);
      @ ensures Board.rightsInRange(pos);
      @ ensures pos[Board.EP_SQUARE] ==                                                   // EP-IMMEDIATE
      @     (!\old(Atomic.isCapture(pos, from, to))
      @             && (\old(pos[from]) == Piece.PAWN || \old(pos[from]) == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @         ? (from + to) / 2 : Board.NO_SQUARE);
      @ ensures 0 <= pos[Board.HALFMOVE_CLOCK] && 1 <= pos[Board.FULLMOVE_NUMBER];
      @ assignable pos[*];
      @*/
    public static void moveWithinRanges(int[] pos, int from, int to, int promotion) {
        // The calls bring the rights' bounds before and after the move, and the board's range as either pieceAfter.
        Board.rightsInRange(pos);
        Apply.boardAfter(pos, from, to, promotion);
        boardAfter(pos, from, to);
        move(pos, from, to, promotion);
        Board.rightsInRange(pos);
    }

    /** Lemma for {@link #play}: the board after any capture on a board of piece codes holds piece codes. */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ ensures (\forall int i; 0 <= i && i < 64;
      @     -Piece.KING <= pieceAfter(pos, from, to, i) && pieceAfter(pos, from, to, i) <= Piece.KING);
      @ assignable \strictly_nothing;
      @*/
    public static void boardAfter(int[] pos, int from, int to) {
    }

    /**
     * Lemma for {@link #play}, returning its witness: after a legal capture that does not explode the enemy king,
     * the side's king stands on the returned square and on no other. The mover's king survives (AT-OWN-KING), the
     * other stands outside the blast; the captured square is the landing square or the one beside it, inside the
     * blast either way (AT-EP-CENTRE), so no king stands there.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && AtomicLegality.isLegal(pos, from, to, promotion);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Atomic.isCapture(pos, from, to) && !Atomic.explodesEnemyKing(pos, from, to);
      @ requires side == 1 || side == -1;
      @ ensures 0 <= \result && \result < 64 && pieceAfter(pos, from, to, \result) == Piece.KING * side;
      @ ensures (\forall int j; 0 <= j && j < 64 && j != \result; pieceAfter(pos, from, to, j) != Piece.KING * side);
      @ assignable \strictly_nothing;
      @*/
    public static int kingAfterCapture(int[] pos, int from, int to, int promotion, int side) {
        // The calls bring their contracts into the proof: legality down to the survival of the mover's king.
        Board.wellFormed(pos);
        AtomicLegality.isLegal(pos, from, to, promotion);
        Castling.isAttempt(pos, from, to);
        if (EnPassant.isAttempt(pos, from, to)) {
            AtomicLegality.enPassantIsLegal(pos, from, to);
        }
        AtomicLegality.leavesKingSafe(pos, from, to, promotion);
        AtomicLegality.leavesKingSafe(pos, from, to, 0);
        Atomic.ownKingSurvives(pos, from, to);
        if (Apply.isEnPassantCapture(pos, from, to)) {
            besideLanding(pos[from], from, to);
        }
        return Check.kingSquare(pos, side);
    }

    /**
     * Lemma for {@link #kingAfterCapture}: a pawn's move that changes file is a diagonal step, so the square beside
     * its start on the landing file (the en passant victim's, EP-LANDING) touches the landing square.
     */
    /*@ public normal_behavior
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && (piece == Piece.PAWN || piece == -Piece.PAWN);
      @ requires Movement.mayReach(piece, from, to) && from % 8 != to % 8;
      @ ensures 0 <= 8 * (from / 8) + to % 8 && 8 * (from / 8) + to % 8 < 64
      @     && to / 8 - 1 <= (8 * (from / 8) + to % 8) / 8 && (8 * (from / 8) + to % 8) / 8 <= to / 8 + 1
      @     && to % 8 - 1 <= (8 * (from / 8) + to % 8) % 8 && (8 * (from / 8) + to % 8) % 8 <= to % 8 + 1;
      @ assignable \strictly_nothing;
      @*/
    public static void besideLanding(int piece, int from, int to) {
    }

    /** Lemma for {@link #play}: a capture that explodes the enemy king leaves no enemy king on the board (AT-WIN-EXPLOSION). */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Atomic.isCapture(pos, from, to) && Atomic.explodesEnemyKing(pos, from, to);
      @ ensures (\forall int j; 0 <= j && j < 64; pieceAfter(pos, from, to, j) != -Piece.KING * pos[Board.SIDE]);
      @ assignable \strictly_nothing;
      @*/
    public static void enemyKingGone(int[] pos, int from, int to) {
        // The calls bring their contracts into the proof: the enemy king in the blast, and only one of it.
        Board.wellFormed(pos);
        Atomic.explodesEnemyKing(pos, from, to);
    }

    /**
     * Lemma for {@link #play}, returning its witness: after a legal move that captures nothing the side's king stands
     * on the returned square and on no other: castling as in chess ({@link Apply#kingAfterCastling}), every other
     * move by {@link #kingAfterStep}.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && AtomicLegality.isLegal(pos, from, to, promotion);
      @ requires !Atomic.isCapture(pos, from, to);
      @ requires side == 1 || side == -1;
      @ ensures 0 <= from && from < 64 && 0 <= to && to < 64;
      @ ensures 0 <= \result && \result < 64 && Apply.pieceAfter(pos, from, to, promotion, \result) == Piece.KING * side;
      @ ensures (\forall int j; 0 <= j && j < 64 && j != \result; Apply.pieceAfter(pos, from, to, promotion, j) != Piece.KING * side);
      @ assignable \strictly_nothing;
      @*/
    public static int kingAfterQuiet(int[] pos, int from, int to, int promotion, int side) {
        // AtomicLegality's contract puts from and to on the board and tells castling from every other move.
        Board.wellFormed(pos);
        AtomicLegality.isLegal(pos, from, to, promotion);
        if (Castling.isAttempt(pos, from, to)) {
            return Apply.kingAfterCastling(Generate.ATOMIC, pos, from, to, promotion, side);
        }
        return kingAfterStep(pos, from, to, promotion, side);
    }

    /**
     * {@link #kingAfterQuiet} for every move but castling: the target is empty (no capture, not one's own piece),
     * so the king moves with its own step and every other king stays; a promotion makes at most a queen (FIDE 3.7.5).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && AtomicLegality.isLegal(pos, from, to, promotion);
      @ requires 0 <= from && from < 64 && 0 <= to && to < 64 && !Castling.isAttempt(pos, from, to);
      @ requires !Atomic.isCapture(pos, from, to);
      @ requires side == 1 || side == -1;
      @ ensures 0 <= \result && \result < 64 && Apply.pieceAfter(pos, from, to, promotion, \result) == Piece.KING * side;
      @ ensures (\forall int j; 0 <= j && j < 64 && j != \result; Apply.pieceAfter(pos, from, to, promotion, j) != Piece.KING * side);
      @ assignable \strictly_nothing;
      @*/
    public static int kingAfterStep(int[] pos, int from, int to, int promotion, int side) {
        // The calls bring their contracts into the proof: the target empty, the promotion only a pawn's, the board after.
        AtomicLegality.isLegal(pos, from, to, promotion);
        Atomic.isCapture(pos, from, to);
        Legality.moverIsOwn(pos, from);
        Legality.targetNotOwn(pos, to);
        Legality.promotionAgrees(pos, from, to, promotion);
        quietBoard(pos, from, to, promotion);
        int king = Check.kingSquare(pos, side);
        if (king == from) {
            return to;
        }
        return king;
    }

    /**
     * Lemma for {@link #kingAfterStep}: a move onto an empty square that captures nothing empties its start square,
     * puts the mover (or its promotion) on the target and leaves every other square as it was (neither castling nor
     * en passant, the only moves {@link Apply#pieceAfter} treats otherwise).
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && 0 <= from && from < 64 && 0 <= to && to < 64;
      @ requires Board.isBoard(pos);
      @ requires pos[to] == Piece.EMPTY && !Atomic.isCapture(pos, from, to);
      @ ensures (\forall int i; 0 <= i && i < 64; Apply.pieceAfter(pos, from, to, promotion, i)
      @     == (i == from ? Piece.EMPTY
      @         : i == to ? (Piece.KNIGHT <= promotion && promotion <= Piece.QUEEN ? (pos[from] > 0 ? promotion : -promotion) : pos[from])
      @         : pos[i]));
      @ assignable \strictly_nothing;
      @*/
    public static void quietBoard(int[] pos, int from, int to, int promotion) {
    }

    /**
     * Lemma for {@link #play}, EP-TRIGGER after a legal double step in atomic chess: as {@link Apply#triggerAfter}, the
     * square passed over on the mover's third rank, it and the start square empty, the pawn beyond it.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE && Board.wellFormed(pos) && AtomicLegality.isLegal(pos, from, to, promotion);
      @ ensures (pos[from] == Piece.PAWN || pos[from] == -Piece.PAWN) && (to == from + 16 || to == from - 16)
      @     ==> 0 <= from && from < 64 && 0 <= to && to < 64
      @         && 0 <= (from + to) / 2 && (from + to) / 2 < 64
      @         && 0 <= (from + to) / 2 - 8 * pos[Board.SIDE] && (from + to) / 2 - 8 * pos[Board.SIDE] < 64
      @         && 0 <= (from + to) / 2 + 8 * pos[Board.SIDE] && (from + to) / 2 + 8 * pos[Board.SIDE] < 64
      @         && (from + to) / 2 / 8 == (pos[Board.SIDE] == Piece.WHITE ? 2 : 5)
      @         && (\forall int i; 0 <= i && i < 64 && i == (from + to) / 2; Apply.pieceAfter(pos, from, to, promotion, i) == Piece.EMPTY)
      @         && (\forall int i; 0 <= i && i < 64 && i == (from + to) / 2 - 8 * pos[Board.SIDE];
      @             Apply.pieceAfter(pos, from, to, promotion, i) == Piece.EMPTY)
      @         && (\forall int i; 0 <= i && i < 64 && i == (from + to) / 2 + 8 * pos[Board.SIDE];
      @             Apply.pieceAfter(pos, from, to, promotion, i) == Piece.PAWN * pos[Board.SIDE]);
      @ assignable \strictly_nothing;
      @*/
    public static void triggerAfterQuiet(int[] pos, int from, int to, int promotion) {
        // The calls bring their contracts into the proof: legality down to the pawn's double step.
        AtomicLegality.isLegal(pos, from, to, promotion);
        Castling.isAttempt(pos, from, to);
        EnPassant.isAttempt(pos, from, to);
        Movement.canReach(pos, from, to);
        Apply.isCastlingMove(pos, from, to);
        if (Board.isType(pos, from, Piece.PAWN)) {
            Movement.isPawnMove(pos, from, to, pos[from]);
            Movement.isPawnPush(pos, from, to, pos[from]);
            Movement.isPawnDoubleStep(pos, from, to, pos[from]);
            Movement.isPawnCapture(pos, from, to, pos[from]);
        }
    }
}
