package org.passant.position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.passant.kernel.Apply;
import org.passant.kernel.Board;
import org.passant.kernel.Castling;
import org.passant.kernel.Generate;
import org.passant.kernel.Movement;
import org.passant.kernel.Piece;

/**
 * A validated position of a variant: immutable, and safe to ask every question of. Legal moves
 * come from the kernel ({@link Variant}); {@link #play} returns the next position.
 */
public final class Position {
    private final Variant variant;
    private final int[] state;
    /** Computed on first use and kept: a position never changes, and the game layer asks on every move. */
    private volatile List<Move> legalMoves;

    private Position(Variant variant, int[] state) {
        this.variant = variant;
        this.state = state;
    }

    /**
     * A copy of the array with the files of lost rights at the standard ones (a king's file too when
     * its side has no right left): they are no part of the position (castling needs the right) and
     * no FEN says them, so positions are compared without them and one read back from its FEN
     * equals it (C960-NOTATION). The array itself keeps them, for explain to name a lost right's rook.
     */
    static int[] canonical(int[] original) {
        int[] state = original.clone();
        for (int i = 0; i < 4; i++) {
            if (state[Board.CASTLE_WHITE_KINGSIDE + i] != 1) {
                state[Board.ROOK_FILE_WHITE_KINGSIDE + i] = i % 2 == 0
                        ? Board.STANDARD_KINGSIDE_ROOK_FILE : Board.STANDARD_QUEENSIDE_ROOK_FILE;
            }
        }
        if (state[Board.CASTLE_WHITE_KINGSIDE] != 1 && state[Board.CASTLE_WHITE_QUEENSIDE] != 1) {
            state[Board.KING_FILE_WHITE] = Board.STANDARD_KING_FILE;
        }
        if (state[Board.CASTLE_BLACK_KINGSIDE] != 1 && state[Board.CASTLE_BLACK_QUEENSIDE] != 1) {
            state[Board.KING_FILE_BLACK] = Board.STANDARD_KING_FILE;
        }
        return state;
    }

    /** The initial position of chess (and of atomic chess). */
    public static Position initial(Variant variant) {
        return of(Setups.initial(), variant, Validation.STRICT);
    }

    public static Position initial() {
        return initial(Variant.CHESS);
    }

    /** Validates a set-up: throws {@link PositionException} naming the first problem found. */
    public static Position of(Setup setup, Variant variant, Validation validation) {
        int[] state = setup.toState();
        PositionValidator.validate(state, variant, validation);
        return new Position(variant, state);
    }

    /** A position from a kernel array already known to be valid (for example, played from one). */
    public static Position trusted(Variant variant, int[] state) {
        if (state.length != Board.SIZE) {
            throw new IllegalArgumentException("a position array has " + Board.SIZE + " entries");
        }
        return new Position(variant, state.clone());
    }

    public Variant variant() {
        return variant;
    }

    /** A copy of the kernel's position array. */
    public int[] state() {
        return state.clone();
    }

    /** The piece on a square: 0, or a signed code (positive White); see {@link Piece}. */
    public int pieceAt(int sq) {
        return state[sq];
    }

    /** {@link Piece#WHITE} or {@link Piece#BLACK}. */
    public int sideToMove() {
        return state[Board.SIDE];
    }

    /** A castling right by {@link Setup} index (K, Q, k, q = 0..3). */
    public boolean hasCastlingRight(int index) {
        return state[Board.CASTLE_WHITE_KINGSIDE + index] == 1;
    }

    /** The start file (0..7) of the rook of castling right {@code index} (K, Q, k, q = 0..3; C960-SETUP). */
    public int rookFile(int index) {
        return state[Board.ROOK_FILE_WHITE_KINGSIDE + index];
    }

    /** The start file (0..7) of a side's king (C960-SETUP). */
    public int kingFile(int side) {
        return state[side == Piece.WHITE ? Board.KING_FILE_WHITE : Board.KING_FILE_BLACK];
    }

    /** The en passant square as recorded: set after every double step (the plain-FEN convention). */
    public int epSquare() {
        return state[Board.EP_SQUARE];
    }

    public int halfmoveClock() {
        return state[Board.HALFMOVE_CLOCK];
    }

    public int fullmoveNumber() {
        return state[Board.FULLMOVE_NUMBER];
    }

    public Setup toSetup() {
        return Setup.fromState(state);
    }

    /** The generator's output, one per thread: a fresh one was 96 KB of garbage per position (issue 48, item 6). */
    private static final ThreadLocal<int[]> BUFFER = ThreadLocal.withInitial(() -> new int[Generate.CODES]);

    /** The legal moves, sorted by UCI text (an unmodifiable list). */
    public List<Move> legalMoves() {
        List<Move> result = legalMoves;
        if (result == null) {
            int[] buffer = BUFFER.get();
            int n = variant.legalMoves(state, buffer);
            List<Move> moves = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                moves.add(decode(buffer[i]));
            }
            Collections.sort(moves);
            result = Collections.unmodifiableList(moves);
            legalMoves = result;
        }
        return result;
    }

    /** The move of a kernel int ({@link Generate#encode}) in this position, castling marked (C960-CASTLE). */
    public Move decode(int kernelMove) {
        return move(Generate.from(kernelMove), Generate.to(kernelMove), Generate.promotion(kernelMove));
    }

    /**
     * The move from {@code from} to {@code to} in this position, castling marked: the side to move's
     * king taking its own rook (C960-CASTLE), the only move onto a piece of one's own colour.
     */
    public Move move(int from, int to, int promotion) {
        int side = sideToMove();
        boolean castling = promotion == 0 && state[from] == Piece.of(side, Piece.KING)
                && state[to] == Piece.of(side, Piece.ROOK) && Square.rank(from) == backRank(side)
                && Square.rank(to) == backRank(side);
        return new Move(from, to, promotion, castling);
    }

    /** A side's first rank: 0 for White, 7 for Black. */
    static int backRank(int side) {
        return side == Piece.WHITE ? 0 : 7;
    }

    /** The same move marked as castling when it is one here (a move read without the position). */
    public Move move(Move move) {
        return move(move.from(), move.to(), move.promotion());
    }

    /**
     * The move a player or engine means, read as written first (C960-NOTATION): the move itself
     * (castling marked) when it is legal, otherwise {@link #typed} (the standard form e1g1 of
     * castling). In Chess960 a king's one-square step to c1 or g1 is therefore that step, never castling.
     */
    public Move meant(Move move) {
        Move literal = move(move);
        if (isLegal(literal)) {
            return literal;
        }
        return typed(move);
    }

    /**
     * The move a player means by a move typed in either UCI form (C960-NOTATION), legal or not:
     * castling marked when the king takes its own rook (e1h1), and the standard form read as
     * castling too: the side's king on its start square moving to g1 or c1 (g8, c8) while that
     * wing's rook stands on its start square, unless that is also a one-square king step and the
     * right is gone (then it is the plain step).
     */
    public Move typed(Move move) {
        int side = sideToMove();
        int from = move.from();
        int to = move.to();
        if (move.promotion() != 0 || state[from] != Piece.of(side, Piece.KING)) {
            return move;
        }
        if (state[to] == Piece.of(side, Piece.ROOK)) {
            return move(move);
        }
        if (from != Castling.kingHome(state, side)) {
            return move;
        }
        for (boolean kingside : new boolean[] {true, false}) {
            int rook = Castling.rookHome(state, side, kingside);
            if (to == Castling.kingTarget(side, kingside) && state[rook] == Piece.of(side, Piece.ROOK)
                    && (distance(from, to) > 1 || Castling.hasRight(state, side, kingside))) {
                return Move.castle(from, rook);
            }
        }
        return move;
    }

    public boolean isLegal(Move move) {
        return variant.isLegal(state, move.from(), move.to(), move.promotion());
    }

    /** The position after a legal move; an {@link IllegalMoveException} for any other. */
    public Position play(Move move) {
        if (!isLegal(move)) {
            throw new IllegalMoveException("illegal move " + move(move).uci() + " in this position");
        }
        int[] next = state.clone();
        variant.apply(next, move.from(), move.to(), move.promotion());
        return new Position(variant, next);
    }

    public boolean isCheck() {
        return variant.inCheck(state, sideToMove());
    }

    /** The game is over by the variant's own rule (atomic: a king has exploded). */
    public boolean isVariantEnd() {
        return variant.isVariantEnd(state);
    }

    /**
     * GM-MATERIAL: a dead position, where neither side can mate by any series of legal moves
     * (FIDE 5.2.2), read as both sides lacking the material for it ({@link #insufficientMaterial}).
     */
    public boolean deadPosition() {
        return insufficientMaterial(Piece.WHITE) && insufficientMaterial(Piece.BLACK);
    }

    /** Whether {@code side} can no longer win by any series of legal moves (GM-CLOCK; {@link Variant#insufficientMaterial}). */
    public boolean insufficientMaterial(int side) {
        return variant.insufficientMaterial(state, side);
    }

    public boolean isCheckmate() {
        return !isVariantEnd() && isCheck() && legalMoves().isEmpty();
    }

    public boolean isStalemate() {
        return !isVariantEnd() && !isCheck() && legalMoves().isEmpty();
    }

    /** An en passant capture: a legal pawn move diagonally onto an empty square. */
    public boolean isEnPassant(Move move) {
        return Apply.isEnPassantCapture(state, move.from(), move.to()) && isLegal(move);
    }

    /** A capture of an enemy piece; castling, the king onto its own rook, captures nothing (C960-CASTLE). */
    public boolean isCapture(Move move) {
        if (isCastling(move)) {
            return false;
        }
        return state[move.to()] != Piece.EMPTY || Apply.isEnPassantCapture(state, move.from(), move.to());
    }

    /** Castling: the king takes its own rook (C960-CASTLE), legal or not. */
    public boolean isCastling(Move move) {
        return Apply.isCastlingMove(state, move.from(), move.to());
    }

    /** Whether the move is a pawn's two-square advance, the only move that creates an en passant right. */
    public boolean isDoubleStep(Move move) {
        return Apply.isDoubleStep(state, move.from(), move.to());
    }

    /** Whether the move gives check. */
    public boolean givesCheck(Move move) {
        Position next = play(move);
        return next.isCheck();
    }

    /** The en passant square if a legal en passant capture exists (EP-FEN, EP-REPETITION), else {@link Board#NO_SQUARE}. */
    public int legalEpSquare() {
        int ep = epSquare();
        if (ep == Board.NO_SQUARE) {
            return Board.NO_SQUARE;
        }
        for (int from : epCapturers()) {
            if (variant.isLegal(state, from, ep, 0)) {
                return ep;
            }
        }
        return Board.NO_SQUARE;
    }

    /** The en passant square if an own pawn stands ready to capture (X-FEN), legal or not, else {@link Board#NO_SQUARE}. */
    public int pseudoLegalEpSquare() {
        return epCapturers().isEmpty() ? Board.NO_SQUARE : epSquare();
    }

    /** The squares of own pawns beside the double-stepped pawn, on its rank. */
    private List<Integer> epCapturers() {
        int ep = epSquare();
        List<Integer> result = new ArrayList<>(2);
        if (ep == Board.NO_SQUARE) {
            return result;
        }
        int side = sideToMove();
        int arrival = ep - 8 * side;
        int pawn = Piece.of(side, Piece.PAWN);
        for (int df = -1; df <= 1; df += 2) {
            int f = Square.file(arrival) + df;
            if (f >= 0 && f < 8) {
                int sq = Square.of(f, Square.rank(arrival));
                if (state[sq] == pawn) {
                    result.add(sq);
                }
            }
        }
        return result;
    }

    /** The squares of the pieces giving check to the side to move, in square order; empty when not in check. */
    public List<Integer> checkers() {
        return checkers(sideToMove());
    }

    /**
     * The squares of the pieces giving check to {@code side}'s king, in square order; empty when that
     * king is not in check. Asked of any board, also one where {@code side} is not to move.
     */
    public List<Integer> checkers(int side) {
        if (!variant.inCheck(state, side)) {
            return List.of();
        }
        List<Integer> result = new ArrayList<>();
        for (int sq : PositionValidator.checkers(state, side)) {
            // AT-KING-NO-CAPTURE: an atomic king never gives check.
            if (Piece.type(state[sq]) != Piece.KING || variant.kingGivesCheck()) {
                result.add(sq);
            }
        }
        return Collections.unmodifiableList(result);
    }

    /** What FIDE 9.2.3 compares for repetition, with EP-REPETITION for the en passant square. */
    public RepetitionKey repetitionKey() {
        return RepetitionKey.of(this);
    }

    /** A 64-bit hash of the repetition key: equal keys, equal hashes. */
    public long zobrist() {
        return Zobrist.hash(this);
    }

    /** The squares of a side's pieces of a type, in square order. */
    public List<Integer> squaresOf(int side, int type) {
        List<Integer> result = new ArrayList<>();
        int piece = Piece.of(side, type);
        for (int sq = 0; sq < 64; sq++) {
            if (state[sq] == piece) {
                result.add(sq);
            }
        }
        return result;
    }

    /** Distance in files or ranks, whichever is larger (king steps). */
    static int distance(int a, int b) {
        return Math.max(Movement.abs(Square.file(a) - Square.file(b)), Movement.abs(Square.rank(a) - Square.rank(b)));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position other && variant == other.variant
                && Arrays.equals(canonical(state), canonical(other.state));
    }

    @Override
    public int hashCode() {
        return 31 * variant.hashCode() + Arrays.hashCode(canonical(state));
    }

    /** The board as eight lines of FEN letters and dots, rank 8 first. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                int p = state[Square.of(file, rank)];
                sb.append(p == 0 ? '.' : PieceLetters.fenLetter(p));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
