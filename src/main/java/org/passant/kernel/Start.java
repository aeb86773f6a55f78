package org.passant.kernel;

/**
 * The start positions (C960-SETUP: standard chess is one of the 960 arrangements), written into the kernel's
 * array with {@link Board#wellFormed} in the contract: the base case of the invariant that {@link Apply#play}
 * carries from move to move. Atomic chess starts from the same arrays (AT-SETUP).
 */
public final class Start {
    private Start() {
    }

    /**
     * Writes the start position whose back rank has the pieces on the given files (0 = a .. 7 = h), Black
     * mirroring White: White to move, every castling right held, the castling pieces' start files recorded.
     */
    /*@ public normal_behavior
      @ requires pos != null && pos.length == Board.SIZE;
      @ requires 0 <= queensideRook && queensideRook < king && king < kingsideRook && kingsideRook < 8;  // C960-SETUP
      @ requires 0 <= darkBishop && darkBishop < 8 && darkBishop % 2 == 0                                // C960-SETUP
      @     && 0 <= lightBishop && lightBishop < 8 && lightBishop % 2 == 1;
      @ requires 0 <= queen && queen < 8 && 0 <= knight && knight < otherKnight && otherKnight < 8;
      @ requires king != queen && king != darkBishop && king != lightBishop && king != knight && king != otherKnight;
      @ requires queensideRook != queen && queensideRook != darkBishop && queensideRook != lightBishop
      @     && queensideRook != knight && queensideRook != otherKnight;
      @ requires kingsideRook != queen && kingsideRook != darkBishop && kingsideRook != lightBishop
      @     && kingsideRook != knight && kingsideRook != otherKnight;
      @ requires queen != darkBishop && queen != lightBishop && queen != knight && queen != otherKnight;
      @ requires darkBishop != knight && darkBishop != otherKnight && lightBishop != knight && lightBishop != otherKnight;
      @ ensures pos[king] == Piece.KING && pos[queen] == Piece.QUEEN
      @     && pos[queensideRook] == Piece.ROOK && pos[kingsideRook] == Piece.ROOK
      @     && pos[darkBishop] == Piece.BISHOP && pos[lightBishop] == Piece.BISHOP
      @     && pos[knight] == Piece.KNIGHT && pos[otherKnight] == Piece.KNIGHT;
      @ ensures (\forall int i; 8 <= i && i < 16; pos[i] == Piece.PAWN);
      @ ensures (\forall int i; 16 <= i && i < 48; pos[i] == Piece.EMPTY);
      @ ensures (\forall int i; 48 <= i && i < 56; pos[i] == -Piece.PAWN);
      @ ensures (\forall int i; 0 <= i && i < 8; pos[56 + i] == -pos[i]);
      @ ensures (\forall int j; 0 <= j && j < 64 && j != king; pos[j] != Piece.KING);
      @ ensures (\forall int j; 0 <= j && j < 64 && j != 56 + king; pos[j] != -Piece.KING);
      @ ensures pos[Board.SIDE] == Piece.WHITE && pos[Board.EP_SQUARE] == Board.NO_SQUARE
      @     && pos[Board.HALFMOVE_CLOCK] == 0 && pos[Board.FULLMOVE_NUMBER] == 1;
      @ ensures pos[Board.CASTLE_WHITE_KINGSIDE] == 1 && pos[Board.CASTLE_WHITE_QUEENSIDE] == 1
      @     && pos[Board.CASTLE_BLACK_KINGSIDE] == 1 && pos[Board.CASTLE_BLACK_QUEENSIDE] == 1;
      @ ensures pos[Board.ROOK_FILE_WHITE_KINGSIDE] == kingsideRook && pos[Board.ROOK_FILE_BLACK_KINGSIDE] == kingsideRook
      @     && pos[Board.ROOK_FILE_WHITE_QUEENSIDE] == queensideRook && pos[Board.ROOK_FILE_BLACK_QUEENSIDE] == queensideRook
      @     && pos[Board.KING_FILE_WHITE] == king && pos[Board.KING_FILE_BLACK] == king;
      @ ensures Board.wellFormed(pos);
      @ assignable pos[*];
      @*/
    public static void chess960(int[] pos, int king, int queensideRook, int kingsideRook, int queen,
            int darkBishop, int lightBishop, int knight, int otherKnight) {
        /*@ loop_invariant 0 <= i && i <= 64 && (\forall int k; 0 <= k && k < i; pos[k] == Piece.EMPTY);
          @ assignable pos[*];
          @ decreases 64 - i;
          @*/
        for (int i = 0; i < Board.SQUARES; i++) {
            pos[i] = Piece.EMPTY;
        }
        /*@ loop_invariant 0 <= f && f <= 8;
          @ loop_invariant (\forall int k; 0 <= k && k < 64; pos[k] == (8 <= k && k < 8 + f ? Piece.PAWN
          @     : 48 <= k && k < 48 + f ? -Piece.PAWN : Piece.EMPTY));
          @ assignable pos[*];
          @ decreases 8 - f;
          @*/
        for (int f = 0; f < 8; f++) {
            pos[8 + f] = Piece.PAWN;
            pos[48 + f] = -Piece.PAWN;
        }
        // Each back-rank piece and its mirror: the files are distinct, so no store overwrites another.
        pos[king] = Piece.KING;
        pos[56 + king] = -Piece.KING;
        pos[queen] = Piece.QUEEN;
        pos[56 + queen] = -Piece.QUEEN;
        pos[queensideRook] = Piece.ROOK;
        pos[56 + queensideRook] = -Piece.ROOK;
        pos[kingsideRook] = Piece.ROOK;
        pos[56 + kingsideRook] = -Piece.ROOK;
        pos[darkBishop] = Piece.BISHOP;
        pos[56 + darkBishop] = -Piece.BISHOP;
        pos[lightBishop] = Piece.BISHOP;
        pos[56 + lightBishop] = -Piece.BISHOP;
        pos[knight] = Piece.KNIGHT;
        pos[56 + knight] = -Piece.KNIGHT;
        pos[otherKnight] = Piece.KNIGHT;
        pos[56 + otherKnight] = -Piece.KNIGHT;
        pos[Board.SIDE] = Piece.WHITE;
        pos[Board.CASTLE_WHITE_KINGSIDE] = 1;
        pos[Board.CASTLE_WHITE_QUEENSIDE] = 1;
        pos[Board.CASTLE_BLACK_KINGSIDE] = 1;
        pos[Board.CASTLE_BLACK_QUEENSIDE] = 1;
        pos[Board.EP_SQUARE] = Board.NO_SQUARE;
        pos[Board.HALFMOVE_CLOCK] = 0;
        pos[Board.FULLMOVE_NUMBER] = 1;
        pos[Board.ROOK_FILE_WHITE_KINGSIDE] = kingsideRook;
        pos[Board.ROOK_FILE_WHITE_QUEENSIDE] = queensideRook;
        pos[Board.ROOK_FILE_BLACK_KINGSIDE] = kingsideRook;
        pos[Board.ROOK_FILE_BLACK_QUEENSIDE] = queensideRook;
        pos[Board.KING_FILE_WHITE] = king;
        pos[Board.KING_FILE_BLACK] = king;
        // The kings' squares witness holdsOnce; the lemma's other parts are the stores above.
        Board.wellFormedBy(pos, king, 56 + king);
    }
}
