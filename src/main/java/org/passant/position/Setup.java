package org.passant.position;

import java.util.Arrays;

import org.passant.kernel.Board;
import org.passant.kernel.Piece;

/**
 * A position as a FEN or a user states it, not necessarily legal: the pieces, the side to move,
 * castling rights with the start files of their kings and rooks (C960-SETUP; standard chess: e,
 * h and a), the en passant square and the two counters. {@link Position#of} validates it.
 */
public final class Setup {
    private final int[] board = new int[64];
    private int sideToMove = Piece.WHITE;
    private final boolean[] castling = new boolean[4];
    /** C960-SETUP: each right's rook start file, in right order (K, Q, k, q). */
    private final int[] rookFile = {Board.STANDARD_KINGSIDE_ROOK_FILE, Board.STANDARD_QUEENSIDE_ROOK_FILE,
        Board.STANDARD_KINGSIDE_ROOK_FILE, Board.STANDARD_QUEENSIDE_ROOK_FILE};
    /** C960-SETUP: each side's king start file, White then Black. */
    private final int[] kingFile = {Board.STANDARD_KING_FILE, Board.STANDARD_KING_FILE};
    private int epSquare = Board.NO_SQUARE;
    private int halfmoveClock;
    private int fullmoveNumber = 1;

    /** The castling-right indexes in FEN order: K, Q, k, q. */
    public static final int WHITE_KINGSIDE = 0;
    public static final int WHITE_QUEENSIDE = 1;
    public static final int BLACK_KINGSIDE = 2;
    public static final int BLACK_QUEENSIDE = 3;

    public Setup() {
    }

    /** The set-up of an existing position array. */
    public static Setup fromState(int[] state) {
        Setup s = new Setup();
        System.arraycopy(state, 0, s.board, 0, 64);
        s.sideToMove = state[Board.SIDE];
        for (int i = 0; i < 4; i++) {
            s.castling[i] = state[Board.CASTLE_WHITE_KINGSIDE + i] == 1;
            s.rookFile[i] = state[Board.ROOK_FILE_WHITE_KINGSIDE + i];
        }
        s.kingFile[0] = state[Board.KING_FILE_WHITE];
        s.kingFile[1] = state[Board.KING_FILE_BLACK];
        s.epSquare = state[Board.EP_SQUARE];
        s.halfmoveClock = state[Board.HALFMOVE_CLOCK];
        s.fullmoveNumber = state[Board.FULLMOVE_NUMBER];
        return s;
    }

    /** The kernel's position array for this set-up. */
    public int[] toState() {
        int[] state = new int[Board.SIZE];
        System.arraycopy(board, 0, state, 0, 64);
        state[Board.SIDE] = sideToMove;
        for (int i = 0; i < 4; i++) {
            state[Board.CASTLE_WHITE_KINGSIDE + i] = castling[i] ? 1 : 0;
            state[Board.ROOK_FILE_WHITE_KINGSIDE + i] = rookFile[i];
        }
        state[Board.KING_FILE_WHITE] = kingFile[0];
        state[Board.KING_FILE_BLACK] = kingFile[1];
        state[Board.EP_SQUARE] = epSquare;
        state[Board.HALFMOVE_CLOCK] = halfmoveClock;
        state[Board.FULLMOVE_NUMBER] = fullmoveNumber;
        return state;
    }

    public int pieceAt(int sq) {
        return board[sq];
    }

    public Setup put(int sq, int piece) {
        board[sq] = piece;
        return this;
    }

    public int sideToMove() {
        return sideToMove;
    }

    public Setup sideToMove(int side) {
        if (!Piece.isSide(side)) {
            throw new IllegalArgumentException("side must be Piece.WHITE or Piece.BLACK: " + side);
        }
        this.sideToMove = side;
        return this;
    }

    public boolean castling(int index) {
        return castling[index];
    }

    public Setup castling(int index, boolean allowed) {
        castling[index] = allowed;
        return this;
    }

    /** The start file (0..7) of the rook castling right {@code index} belongs to (C960-SETUP). */
    public int rookFile(int index) {
        return rookFile[index];
    }

    public Setup rookFile(int index, int file) {
        checkFile(file);
        rookFile[index] = file;
        return this;
    }

    /** The start file (0..7) of a side's king (C960-SETUP). */
    public int kingFile(int side) {
        return kingFile[side == Piece.WHITE ? 0 : 1];
    }

    public Setup kingFile(int side, int file) {
        if (!Piece.isSide(side)) {
            throw new IllegalArgumentException("side must be Piece.WHITE or Piece.BLACK: " + side);
        }
        checkFile(file);
        kingFile[side == Piece.WHITE ? 0 : 1] = file;
        return this;
    }

    private static void checkFile(int file) {
        if (file < 0 || file > 7) {
            throw new IllegalArgumentException("a file is 0..7: " + file);
        }
    }

    public int epSquare() {
        return epSquare;
    }

    public Setup epSquare(int sq) {
        this.epSquare = sq;
        return this;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public Setup halfmoveClock(int n) {
        this.halfmoveClock = n;
        return this;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public Setup fullmoveNumber(int n) {
        this.fullmoveNumber = n;
        return this;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Setup other && Arrays.equals(toState(), other.toState());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(toState());
    }
}
