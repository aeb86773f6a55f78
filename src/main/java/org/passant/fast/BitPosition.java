package org.passant.fast;

import org.passant.kernel.Board;
import org.passant.kernel.Piece;

/**
 * A position as bitboards, mutable, for search: one set per colour and per piece type, the side
 * to move, the castling rights and the en passant square. {@link #play} changes it in place; the
 * caller keeps a {@link #save snapshot} to go back, so nothing is allocated per move.
 */
final class BitPosition {
    static final int PAWN = Piece.PAWN;
    static final int KNIGHT = Piece.KNIGHT;
    static final int BISHOP = Piece.BISHOP;
    static final int ROOK = Piece.ROOK;
    static final int QUEEN = Piece.QUEEN;
    static final int KING = Piece.KING;

    /** The number of values a snapshot holds. */
    static final int SNAPSHOT = 11;

    /** Atomic chess: captures explode ({@link #play}); fixed for the life of the position. */
    boolean atomic;
    /** C960-SETUP: the castling pieces' start files and what castling needs of them; fixed for the life of the position. */
    Castles castles = Castles.STANDARD;
    long white;
    long black;
    long pawns;
    long knights;
    long bishops;
    long rooks;
    long queens;
    long kings;
    boolean whiteToMove;
    /**
     * The castling rights, bit {@code 1 << r} for right r (K, Q, k, q). A right is held only while
     * its king and rook stand on their homes, on the proper sides of each other ({@link #of} drops
     * any other, which could never be used: a piece that comes back home ends the right on the way),
     * so that the rights and the bitboards say together where every castling piece started.
     */
    int castling;
    /**
     * The square a pawn passed over with the last move's double step when an enemy pawn stands
     * beside it (so that en passant might be played), else {@link Board#NO_SQUARE}: positions
     * that differ only by a right nobody can use are one position (one key in {@link PerftTable}).
     */
    int ep;

    /** The position of a kernel array ({@link Board}); an en passant square the kernel would not honour, or that no pawn could use, is dropped. */
    static BitPosition of(int[] state, boolean atomic) {
        BitPosition p = new BitPosition();
        p.atomic = atomic;
        for (int sq = 0; sq < 64; sq++) {
            int piece = state[sq];
            if (piece == Piece.EMPTY) {
                continue;
            }
            long b = 1L << sq;
            if (piece > 0) {
                p.white |= b;
            } else {
                p.black |= b;
            }
            p.add(Piece.type(piece), b);
        }
        p.whiteToMove = state[Board.SIDE] == Piece.WHITE;
        Castles c = Castles.of(state);
        p.castles = c;
        int rights = 0;
        for (int r = 0; r < 4; r++) {
            long us = r < 2 ? p.white : p.black;
            if (state[Board.CASTLE_WHITE_KINGSIDE + r] == 1 && (c.possible & 1 << r) != 0
                    && (p.kings & us & 1L << c.king[r]) != 0 && (p.rooks & us & 1L << c.rook[r]) != 0) {
                rights |= 1 << r;
            }
        }
        p.castling = rights;
        p.ep = triggered(state) ? state[Board.EP_SQUARE] : Board.NO_SQUARE;
        if (p.ep != Board.NO_SQUARE && !besideAnEnemyPawn(p, p.ep ^ 8, !p.whiteToMove)) {
            p.ep = Board.NO_SQUARE;
        }
        return p;
    }

    /** A standard-chess position. */
    static BitPosition of(int[] state) {
        return of(state, false);
    }

    /** EP-TRIGGER as the kernel states it: a passed-over square on the right rank, an enemy pawn beyond it. */
    private static boolean triggered(int[] state) {
        int ep = state[Board.EP_SQUARE];
        if (ep < 0 || ep >= 64) {
            return false;
        }
        int side = state[Board.SIDE];
        int passedRank = side == Piece.WHITE ? 5 : 2;
        return ep / 8 == passedRank && state[ep] == Piece.EMPTY && state[ep + 8 * side] == Piece.EMPTY
                && state[ep - 8 * side] == Piece.of(-side, Piece.PAWN);
    }

    /** Whether a pawn of the side that did not just move stands beside {@code square}, where a pawn of {@code mover} landed. */
    private static boolean besideAnEnemyPawn(BitPosition p, int square, boolean mover) {
        long landed = 1L << square;
        long beside = ((landed << 1) & Bits.NOT_FILE_A) | ((landed >>> 1) & Bits.NOT_FILE_H);
        return (p.pawns & (mover ? p.black : p.white) & beside) != 0;
    }

    BitPosition copy() {
        BitPosition p = new BitPosition();
        p.atomic = atomic;
        p.castles = castles;
        long[] s = new long[SNAPSHOT];
        save(s, 0);
        p.restore(s, 0);
        return p;
    }

    /** Takes {@code p}'s sets, side to move, rights and en passant square (not its variant or castling set-up). */
    void copyFrom(BitPosition p) {
        white = p.white;
        black = p.black;
        pawns = p.pawns;
        knights = p.knights;
        bishops = p.bishops;
        rooks = p.rooks;
        queens = p.queens;
        kings = p.kings;
        whiteToMove = p.whiteToMove;
        castling = p.castling;
        ep = p.ep;
    }

    void save(long[] s, int at) {
        s[at] = white;
        s[at + 1] = black;
        s[at + 2] = pawns;
        s[at + 3] = knights;
        s[at + 4] = bishops;
        s[at + 5] = rooks;
        s[at + 6] = queens;
        s[at + 7] = kings;
        s[at + 8] = whiteToMove ? 1 : 0;
        s[at + 9] = castling;
        s[at + 10] = ep;
    }

    void restore(long[] s, int at) {
        white = s[at];
        black = s[at + 1];
        pawns = s[at + 2];
        knights = s[at + 3];
        bishops = s[at + 4];
        rooks = s[at + 5];
        queens = s[at + 6];
        kings = s[at + 7];
        whiteToMove = s[at + 8] != 0;
        castling = (int) s[at + 9];
        ep = (int) s[at + 10];
    }

    void add(int type, long b) {
        switch (type) {
            case PAWN -> pawns |= b;
            case KNIGHT -> knights |= b;
            case BISHOP -> bishops |= b;
            case ROOK -> rooks |= b;
            case QUEEN -> queens |= b;
            default -> kings |= b;
        }
    }

    /** The piece type on a square (0 when empty). */
    int typeAt(int sq) {
        long b = 1L << sq;
        if ((pawns & b) != 0) {
            return PAWN;
        }
        if ((knights & b) != 0) {
            return KNIGHT;
        }
        if ((bishops & b) != 0) {
            return BISHOP;
        }
        if ((rooks & b) != 0) {
            return ROOK;
        }
        if ((queens & b) != 0) {
            return QUEEN;
        }
        return (kings & b) != 0 ? KING : 0;
    }

    /** Plays a legal move ({@link PackedMove}) of this position's variant, in place. */
    void play(int move) {
        // castling lands on its own rook: no capture, nothing explodes (tested first only in atomic chess)
        if (atomic && (move & PackedMove.CASTLING) == 0
                && ((move & PackedMove.EN_PASSANT) != 0 || ((white | black) & (1L << PackedMove.to(move))) != 0)) {
            explode(move);
        } else {
            playChess(move);
        }
    }

    /**
     * AT-EXPLOSION, AT-EP-CENTRE: the capturer, the captured piece and every piece but a pawn
     * next to the landing square leave the board; AT-CASTLING: exploded kings and rooks take their rights along.
     */
    private void explode(int move) {
        int from = PackedMove.from(move);
        int to = PackedMove.to(move);
        long blast = (Attacks.KING[to] & ~pawns) | 1L << from | 1L << to;
        if ((move & PackedMove.EN_PASSANT) != 0) {
            blast |= 1L << (to ^ 8);
        }
        long keep = ~blast;
        white &= keep;
        black &= keep;
        pawns &= keep;
        knights &= keep;
        bishops &= keep;
        rooks &= keep;
        queens &= keep;
        kings &= keep;
        int[] keepRights = castles.keep;
        int rights = castling & keepRights[from] & keepRights[to];
        for (long h = blast & castles.homes; h != 0; h &= h - 1) {
            rights &= keepRights[Long.numberOfTrailingZeros(h)];
        }
        castling = rights;
        ep = Board.NO_SQUARE;
        whiteToMove = !whiteToMove;
    }

    /** Plays a legal move of standard chess (or a quiet move or castling of atomic chess), in place. */
    private void playChess(int move) {
        int from = PackedMove.from(move);
        int to = PackedMove.to(move);
        long fromBit = 1L << from;
        long toBit = 1L << to;
        long both = fromBit | toBit;
        long keep = ~toBit;
        // a capture: whatever stood on the target leaves every set
        pawns &= keep;
        knights &= keep;
        bishops &= keep;
        rooks &= keep;
        queens &= keep;
        if (whiteToMove) {
            white ^= both;
            black &= keep;
        } else {
            black ^= both;
            white &= keep;
        }
        ep = Board.NO_SQUARE;
        switch (PackedMove.type(move)) {
            case PAWN -> {
                int promotion = PackedMove.promotion(move);
                if (promotion != 0) {
                    pawns ^= fromBit;
                    add(promotion, toBit);
                } else {
                    pawns ^= both;
                    if ((move & PackedMove.EN_PASSANT) != 0) {
                        // EP-LANDING: the captured pawn stands beside the capturer, on the landing file
                        long captured = 1L << (to ^ 8);
                        pawns ^= captured;
                        if (whiteToMove) {
                            black ^= captured;
                        } else {
                            white ^= captured;
                        }
                    } else if ((move & PackedMove.DOUBLE_STEP) != 0 && besideAnEnemyPawn(this, to, whiteToMove)) {
                        ep = (from + to) >>> 1;
                    }
                }
            }
            case KNIGHT -> knights ^= both;
            case BISHOP -> bishops ^= both;
            case ROOK -> rooks ^= both;
            case QUEEN -> queens ^= both;
            default -> {
                if ((move & PackedMove.CASTLING) == 0) {
                    kings ^= both;
                } else {
                    castled(from, to);
                }
            }
        }
        int[] keepRights = castles.keep;
        castling &= keepRights[from] & keepRights[to];
        whiteToMove = !whiteToMove;
    }

    /**
     * C960-CASTLE, the rest of castling once {@link #playChess} has lifted the king and its own rook
     * (the rook as a piece taken on {@code to}, both from the mover's colour): the king lands on
     * g1/c1 and the rook on f1/d1 (mirrored for Black), whatever their homes, either possibly its
     * own home. The castling rights then end as for any move from the king's home.
     */
    private void castled(int from, int to) {
        int base = from & 56;
        boolean kingside = to > from;
        long kingTo = 1L << (base + (kingside ? 6 : 2));
        long rookTo = 1L << (base + (kingside ? 5 : 3));
        kings = (kings & ~(1L << from)) | kingTo;
        rooks |= rookTo;
        if (whiteToMove) {
            white |= kingTo | rookTo;
        } else {
            black |= kingTo | rookTo;
        }
    }
}
