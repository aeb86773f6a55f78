package org.passant.fast;

import java.util.SplittableRandom;

import org.passant.position.Move;
import org.passant.position.Position;

/**
 * The fast generator's position for a game-tree search (the one public door into {@code fast/}
 * for the engine): legal moves into an {@code int[]}, play and undo on a stack of snapshots, a
 * 64-bit key kept up to date move by move, the halfmove clock, repetition, check and attack
 * tests, and the bitboards an evaluation reads. Nothing is allocated after construction.
 *
 * <p>Moves are the generator's packed ints; read them only through {@link #from}, {@link #to},
 * {@link #promotion}, {@link #isEnPassant} and {@link #isCastling}, so the encoding can change.
 * The position is the game's: {@link #play} on a fresh board records every move of the game,
 * and repetition looks back over them up to the last capture or pawn move.
 */
public final class SearchBoard {
    /** Room for the legal moves of any one position. */
    public static final int MAX_MOVES = Moves.MAX;
    /** Kinds of moves for {@link #generate(int[], int, int)}: captures (en passant included) and promotions. */
    public static final int TACTICAL = Moves.CAPTURES;
    /** Kinds of moves: the others (castling among them). */
    public static final int QUIET = Moves.QUIETS;

    public static final int PAWN = BitPosition.PAWN;
    public static final int KNIGHT = BitPosition.KNIGHT;
    public static final int BISHOP = BitPosition.BISHOP;
    public static final int ROOK = BitPosition.ROOK;
    public static final int QUEEN = BitPosition.QUEEN;
    public static final int KING = BitPosition.KING;

    private static final long[] PIECE_KEYS = new long[2 * 7 * 64];
    private static final long[] CASTLING_KEYS = new long[16];
    private static final long[] EP_KEYS = new long[8];
    private static final long BLACK_KEY;
    /** C960-CASTLE: one key per square where a castling rook holding a right stands other than standard chess's. */
    private static final long[] CASTLING_ROOK_KEYS = new long[64];
    /** Atomic chess's positions: never one key with a chess position's (a table may outlive a game). */
    private static final long ATOMIC_KEY;

    static {
        // A fixed seed: keys are the same in every run, so searches repeat exactly.
        SplittableRandom random = new SplittableRandom(0x5345_4152_4348_2115L);
        for (int i = 0; i < PIECE_KEYS.length; i++) {
            PIECE_KEYS[i] = random.nextLong();
        }
        for (int i = 0; i < 16; i++) {
            CASTLING_KEYS[i] = random.nextLong();
        }
        for (int i = 0; i < 8; i++) {
            EP_KEYS[i] = random.nextLong();
        }
        BLACK_KEY = random.nextLong();
        for (int i = 0; i < 64; i++) {
            CASTLING_ROOK_KEYS[i] = random.nextLong();
        }
        ATOMIC_KEY = random.nextLong();
    }

    private final BitPosition p;
    /**
     * The keys of the castling rights, per set of rights: standard chess's {@code CASTLING_KEYS};
     * in another Chess960 arrangement each also carries its rooks' homes, so that a key is never
     * shared by two arrangements' positions (a table may outlive a game).
     */
    private final long[] castlingKeys;
    private long[] snapshots;
    private long[] keys;
    private int[] halfmoves;
    /** The number of moves (and null moves) played since the root position of this board. */
    private int count;
    private long key;
    private int halfmove;
    /** Room for one piece's moves, for {@link #isLegal}. */
    private final int[] scratch = new int[MAX_MOVES];

    private SearchBoard(BitPosition p, int halfmove, int capacity) {
        this.p = p;
        this.castlingKeys = castlingKeys(p.castles);
        this.halfmove = halfmove;
        this.key = fullKey();
        reserve(capacity);
    }

    private static long[] castlingKeys(Castles castles) {
        if (castles.standard()) {
            return CASTLING_KEYS;
        }
        long[] keys = new long[16];
        for (int rights = 0; rights < 16; rights++) {
            keys[rights] = CASTLING_KEYS[rights];
            for (long b = castles.rooksHolding[rights] ^ Castles.STANDARD.rooksHolding[rights]; b != 0; b &= b - 1) {
                keys[rights] ^= CASTLING_ROOK_KEYS[Long.numberOfTrailingZeros(b)];
            }
        }
        return keys;
    }

    /** The board of a position, with room for {@code capacity} moves on its stack (it grows at {@link #reserve}). */
    public static SearchBoard of(Position position, int capacity) {
        return new SearchBoard(FastGenerator.bits(position), position.halfmoveClock(), capacity);
    }

    /** Makes room for {@code more} further moves on the stack; call it outside the search. */
    public void reserve(int more) {
        int need = count + Math.max(more, 1) + 1;
        if (keys == null || keys.length < need) {
            long[] s = new long[need * BitPosition.SNAPSHOT];
            long[] k = new long[need];
            int[] h = new int[need];
            if (keys != null) {
                System.arraycopy(snapshots, 0, s, 0, count * BitPosition.SNAPSHOT);
                System.arraycopy(keys, 0, k, 0, count);
                System.arraycopy(halfmoves, 0, h, 0, count);
            }
            snapshots = s;
            keys = k;
            halfmoves = h;
        }
    }

    /** Plays a legal move of this position (one {@link #generate} gave). */
    public void play(int move) {
        int at = count * BitPosition.SNAPSHOT;
        p.save(snapshots, at);
        keys[count] = key;
        halfmoves[count] = halfmove;
        count++;
        boolean resets = PackedMove.type(move) == PAWN || isCapture(move);
        p.play(move);
        halfmove = resets ? 0 : halfmove + 1;
        key = updatedKey(at);
    }

    /** Passes the move to the opponent (a null move, for the search's pruning; never while in check). */
    public void playNull() {
        int at = count * BitPosition.SNAPSHOT;
        p.save(snapshots, at);
        keys[count] = key;
        halfmoves[count] = halfmove;
        count++;
        p.whiteToMove = !p.whiteToMove;
        p.ep = -1;
        halfmove++;
        key = updatedKey(at);
    }

    /** Takes back the last move or null move. */
    public void undo() {
        count--;
        p.restore(snapshots, count * BitPosition.SNAPSHOT);
        key = keys[count];
        halfmove = halfmoves[count];
    }

    /** The number of moves played on this board since it was made (the game's and the search's). */
    public int played() {
        return count;
    }

    /** Writes the legal moves from {@code start}; returns the new end. */
    public int generate(int[] out, int start) {
        return Moves.generate(p, out, start);
    }

    /**
     * Writes the legal moves of the given kinds ({@link #TACTICAL}, {@link #QUIET} or both) from
     * {@code start}; returns the new end. The two kinds together are {@link #generate(int[], int)}'s moves.
     */
    public int generate(int[] out, int start, int kinds) {
        return Moves.generate(p, out, start, kinds, -1L);
    }

    /**
     * Whether {@code move} (a packed move of any position of this variant, or any int) is a legal
     * move of this position: the moves of the piece on its square are generated and compared, so a
     * move remembered from another position (a table's, a killer) is played only when legal here.
     */
    public boolean isLegal(int move) {
        int from = PackedMove.from(move);
        int kinds = isCapture(move) || PackedMove.promotion(move) != 0 ? Moves.CAPTURES : Moves.QUIETS;
        int end = Moves.generate(p, scratch, 0, kinds, 1L << from);
        for (int i = 0; i < end; i++) {
            if (scratch[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** The number of legal moves. */
    public int countMoves() {
        return Moves.count(p);
    }

    public long key() {
        return key;
    }

    public int halfmoveClock() {
        return halfmove;
    }

    /**
     * GM-REPETITION, for a search of the position after the game's first {@code root} moves:
     * whether this position counts as a draw. It does when it occurred before, with the same side
     * to move and since the last capture or pawn move, either at or after {@code root} (the
     * search's own line repeats itself: whoever could vary did not), or twice before {@code root}
     * (it stands here for the third time, FIDE 9.2). One earlier occurrence in the game alone is
     * no draw: the game may go on from it.
     */
    public boolean isRepetition(int root) {
        int limit = Math.min(halfmove, count);
        boolean once = false;
        for (int back = 4; back <= limit; back += 2) {
            int at = count - back;
            if (keys[at] == key) {
                if (at >= root || once) {
                    return true;
                }
                once = true;
            }
        }
        return false;
    }

    public boolean atomic() {
        return p.atomic;
    }

    public boolean whiteToMove() {
        return p.whiteToMove;
    }

    /** The pieces of one side. */
    public long side(boolean white) {
        return white ? p.white : p.black;
    }

    public long occupied() {
        return p.white | p.black;
    }

    /** The pieces of one type (both sides), {@link #PAWN} .. {@link #KING}. */
    public long pieces(int type) {
        switch (type) {
            case PAWN:
                return p.pawns;
            case KNIGHT:
                return p.knights;
            case BISHOP:
                return p.bishops;
            case ROOK:
                return p.rooks;
            case QUEEN:
                return p.queens;
            default:
                return p.kings;
        }
    }

    /** The piece type on a square, 0 when empty. */
    public int typeAt(int sq) {
        return p.typeAt(sq);
    }

    /** The square a double step passed over, or -1. */
    public int epSquare() {
        return p.ep;
    }

    /** Whether a side's king is on the board (atomic: an exploded king is gone, and that side has lost). */
    public boolean hasKing(boolean white) {
        return (p.kings & side(white)) != 0;
    }

    /** Whether the side to move is in check (atomic: never while the kings touch, AT-CONNECTED-KINGS). */
    public boolean inCheck() {
        boolean white = p.whiteToMove;
        long us = side(white);
        long them = side(!white);
        long king = p.kings & us;
        if (king == 0 || (p.kings & them) == 0) {
            return false;
        }
        int sq = Long.numberOfTrailingZeros(king);
        if (p.atomic && (Attacks.KING[sq] & p.kings & them) != 0) {
            return false;
        }
        return ChessMoves.attacked(p, sq, us | them, them, white);
    }

    /** The pieces of side {@code white} that attack {@code sq} with the given occupancy (kings included). */
    public long attackers(int sq, boolean white, long occupied) {
        long by = side(white) & occupied;
        return ((Attacks.PAWN[(white ? 64 : 0) + sq] & p.pawns)
                | (Attacks.KNIGHT[sq] & p.knights)
                | (Attacks.KING[sq] & p.kings)
                | (Attacks.bishop(sq, occupied) & (p.bishops | p.queens))
                | (Attacks.rook(sq, occupied) & (p.rooks | p.queens))) & by;
    }

    /**
     * Whether a legal move of standard chess gives check, directly or by uncovering a line to the
     * enemy king (castling's rook, en passant's vacated squares and promotions included); read
     * as in chess in atomic chess too, where a capture's explosion is not considered.
     */
    public boolean givesCheck(int move) {
        boolean white = p.whiteToMove;
        long us = side(white);
        long enemyKing = p.kings & side(!white);
        if (enemyKing == 0) {
            return false;
        }
        int k = Long.numberOfTrailingZeros(enemyKing);
        int from = PackedMove.from(move);
        int to = PackedMove.to(move);
        long occupied = p.white | p.black;
        if ((move & PackedMove.CASTLING) != 0) {
            // C960-CASTLE: the king and its rook on their final squares (to is the rook's home)
            int base = from & 56;
            boolean kingside = to > from;
            long kingTo = 1L << (base + (kingside ? 6 : 2));
            int rookTo = base + (kingside ? 5 : 3);
            long after = (occupied & ~(1L << from) & ~(1L << to)) | kingTo | 1L << rookTo;
            return (Attacks.rook(rookTo, after) & enemyKing) != 0;
        }
        long after = (occupied & ~(1L << from)) | 1L << to;
        if ((move & PackedMove.EN_PASSANT) != 0) {
            after &= ~(1L << (to ^ 8));
        }
        int promotion = PackedMove.promotion(move);
        int type = promotion != 0 ? promotion : PackedMove.type(move);
        long direct = switch (type) {
            case PAWN -> Attacks.PAWN[(white ? 0 : 64) + to];
            case KNIGHT -> Attacks.KNIGHT[to];
            case BISHOP -> Attacks.bishop(to, after);
            case ROOK -> Attacks.rook(to, after);
            case QUEEN -> Attacks.queen(to, after);
            default -> 0L;
        };
        if ((direct & enemyKing) != 0) {
            return true;
        }
        long moved = ~(1L << from);
        return (Attacks.bishop(k, after) & (p.bishops | p.queens) & us & moved) != 0
                || (Attacks.rook(k, after) & (p.rooks | p.queens) & us & moved) != 0;
    }

    /** Whether the move takes something (en passant included; castling, the king onto its own rook, takes nothing). */
    public boolean isCapture(int move) {
        return (move & PackedMove.EN_PASSANT) != 0 || ((p.whiteToMove ? p.black : p.white) & (1L << PackedMove.to(move))) != 0;
    }

    /** The type of the piece a move takes ({@link #PAWN} for en passant), 0 for none. */
    public int capturedType(int move) {
        if ((move & PackedMove.EN_PASSANT) != 0) {
            return PAWN;
        }
        return isCapture(move) ? p.typeAt(PackedMove.to(move)) : 0;
    }

    /** The type of the piece that moves. */
    public int movingType(int move) {
        return PackedMove.type(move);
    }

    public static int from(int move) {
        return PackedMove.from(move);
    }

    public static int to(int move) {
        return PackedMove.to(move);
    }

    /** The promotion piece type, 0 for none. */
    public static int promotion(int move) {
        return PackedMove.promotion(move);
    }

    public static boolean isEnPassant(int move) {
        return (move & PackedMove.EN_PASSANT) != 0;
    }

    /** C960-CASTLE: castling, written as the king taking its own rook ({@link #to} is the rook's home). */
    public static boolean isCastling(int move) {
        return (move & PackedMove.CASTLING) != 0;
    }

    /** The move as the rest of Passant writes it. */
    public static Move toMove(int move) {
        return PackedMove.toMove(move);
    }

    /** The legal move of this position equal to {@code move}, or 0 when it has none. */
    public int find(Move move, int[] scratch, int start) {
        int end = generate(scratch, start);
        for (int i = start; i < end; i++) {
            int m = scratch[i];
            if (from(m) == move.from() && to(m) == move.to() && promotion(m) == move.promotion()) {
                return m;
            }
        }
        return 0;
    }

    public static long knightAttacks(int sq) {
        return Attacks.KNIGHT[sq];
    }

    public static long kingAttacks(int sq) {
        return Attacks.KING[sq];
    }

    /** The squares a pawn of side {@code white} on {@code sq} attacks. */
    public static long pawnAttacks(boolean white, int sq) {
        return Attacks.PAWN[(white ? 0 : 64) + sq];
    }

    public static long bishopAttacks(int sq, long occupied) {
        return Attacks.bishop(sq, occupied);
    }

    public static long rookAttacks(int sq, long occupied) {
        return Attacks.rook(sq, occupied);
    }

    private static int pieceIndex(boolean white, int type, int sq) {
        return ((white ? 0 : 7) + type) * 64 + sq;
    }

    private int epKeyFile() {
        // the square counts only when a pawn of the side to move stands ready to take (as X-FEN writes it)
        if (p.ep < 0) {
            return -1;
        }
        long ours = (p.whiteToMove ? p.white : p.black) & p.pawns;
        return (Attacks.PAWN[(p.whiteToMove ? 64 : 0) + p.ep] & ours) != 0 ? p.ep & 7 : -1;
    }

    private long fullKey() {
        long k = 0;
        for (int type = PAWN; type <= KING; type++) {
            long set = pieces(type);
            for (long b = set & p.white; b != 0; b &= b - 1) {
                k ^= PIECE_KEYS[pieceIndex(true, type, Long.numberOfTrailingZeros(b))];
            }
            for (long b = set & p.black; b != 0; b &= b - 1) {
                k ^= PIECE_KEYS[pieceIndex(false, type, Long.numberOfTrailingZeros(b))];
            }
        }
        return k ^ stateKey() ^ (p.atomic ? ATOMIC_KEY : 0);
    }

    private long stateKey() {
        int ep = epKeyFile();
        return (p.whiteToMove ? 0 : BLACK_KEY) ^ castlingKeys[p.castling] ^ (ep >= 0 ? EP_KEYS[ep] : 0);
    }

    /**
     * The key after a move, from the bitboards that changed against the snapshot at {@code at}
     * (read in {@link BitPosition#save}'s layout; {@code SearchBoardTest} recomputes keys to catch a change).
     */
    private long updatedKey(int at) {
        long[] s = snapshots;
        long k = keys[count - 1];
        long oldWhite = s[at];
        long oldBlack = s[at + 1];
        long white = p.white;
        long black = p.black;
        k ^= diff(s[at + 2], p.pawns, oldWhite, oldBlack, white, black, PAWN);
        k ^= diff(s[at + 3], p.knights, oldWhite, oldBlack, white, black, KNIGHT);
        k ^= diff(s[at + 4], p.bishops, oldWhite, oldBlack, white, black, BISHOP);
        k ^= diff(s[at + 5], p.rooks, oldWhite, oldBlack, white, black, ROOK);
        k ^= diff(s[at + 6], p.queens, oldWhite, oldBlack, white, black, QUEEN);
        k ^= diff(s[at + 7], p.kings, oldWhite, oldBlack, white, black, KING);
        // the state part of the key before the move, from the snapshot's side, rights and square
        boolean oldWhiteToMove = s[at + 8] != 0;
        int oldCastling = (int) s[at + 9];
        int oldEp = (int) s[at + 10];
        int oldEpFile = -1;
        if (oldEp >= 0) {
            long ours = (oldWhiteToMove ? oldWhite : oldBlack) & s[at + 2];
            oldEpFile = (Attacks.PAWN[(oldWhiteToMove ? 64 : 0) + oldEp] & ours) != 0 ? oldEp & 7 : -1;
        }
        k ^= (oldWhiteToMove ? 0 : BLACK_KEY) ^ castlingKeys[oldCastling] ^ (oldEpFile >= 0 ? EP_KEYS[oldEpFile] : 0);
        return k ^ stateKey();
    }

    /** The keys of the squares where pieces of one type appeared or left, for either colour. */
    private static long diff(long before, long after, long oldWhite, long oldBlack, long white, long black, int type) {
        long k = 0;
        for (long b = (before & oldWhite) ^ (after & white); b != 0; b &= b - 1) {
            k ^= PIECE_KEYS[pieceIndex(true, type, Long.numberOfTrailingZeros(b))];
        }
        for (long b = (before & oldBlack) ^ (after & black); b != 0; b &= b - 1) {
            k ^= PIECE_KEYS[pieceIndex(false, type, Long.numberOfTrailingZeros(b))];
        }
        return k;
    }

    /** The key computed from scratch (for tests: it must equal {@link #key()} after any moves). */
    public long recomputedKey() {
        return fullKey();
    }
}
