package org.passant.fast;

import static org.passant.fast.BitPosition.BISHOP;
import static org.passant.fast.BitPosition.KING;
import static org.passant.fast.BitPosition.KNIGHT;
import static org.passant.fast.BitPosition.PAWN;
import static org.passant.fast.BitPosition.QUEEN;
import static org.passant.fast.BitPosition.ROOK;

import org.passant.kernel.Board;

/**
 * Legal moves of standard chess on a {@link BitPosition}, without trying them: a check mask (the
 * squares that capture or block a single checker), pin lines (a pinned piece moves only along
 * the line through its king and its pinner), king steps onto unattacked squares, and an exact
 * occupancy test for en passant, whose two vacated squares can open a rank (EP-KING-SAFETY).
 *
 * <p>{@link #count} counts the legal moves from the same masks with popcounts (perft's last
 * ply); {@link #generate} writes them out. The two are kept in step by the differential tests.
 */
final class ChessMoves {
    private ChessMoves() {
    }

    private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};

    /** Whether a piece of the side not to move attacks {@code sq}, with the given occupancy. */
    static boolean attacked(BitPosition p, int sq, long occupied, long them, boolean white) {
        long diagonal = (p.bishops | p.queens) & them & Attacks.BISHOP_RAYS[sq];
        long straight = (p.rooks | p.queens) & them & Attacks.ROOK_RAYS[sq];
        return (Attacks.KNIGHT[sq] & p.knights & them) != 0
                || (Attacks.PAWN[(white ? 0 : 64) + sq] & p.pawns & them) != 0
                || (Attacks.KING[sq] & p.kings & them) != 0
                || (diagonal != 0 && (Attacks.bishop(sq, occupied) & diagonal) != 0)
                || (straight != 0 && (Attacks.rook(sq, occupied) & straight) != 0);
    }

    /**
     * The enemy sliders on a line through our king, whatever stands between: with nothing
     * between, a slider gives check; with one piece of ours between, that piece is pinned.
     */
    static long snipers(BitPosition p, int king, long them) {
        return ((p.bishops | p.queens) & them & Attacks.BISHOP_RAYS[king])
                | ((p.rooks | p.queens) & them & Attacks.ROOK_RAYS[king]);
    }

    /**
     * The squares next to our king on {@code king} that a piece of the side not to move attacks, with
     * the given occupancy (the board without our king, so that the king cannot step back along a
     * slider's line): where our king must not step (with some other attacked squares besides). One
     * set for all the king's steps, instead of {@link #attacked} per step: a slider's attacks are
     * looked up once, and only for the sliders in reach of a square next to the king
     * ({@link Attacks#BISHOP_ZONE}, {@link Attacks#ROOK_ZONE}).
     */
    static long attacks(BitPosition p, int king, long occupied, long them, boolean white) {
        long pawns = p.pawns & them;
        long a = white
                ? ((pawns & Bits.NOT_FILE_A) >>> 9) | ((pawns & Bits.NOT_FILE_H) >>> 7)
                : ((pawns & Bits.NOT_FILE_A) << 7) | ((pawns & Bits.NOT_FILE_H) << 9);
        a |= Attacks.KING[Long.numberOfTrailingZeros(p.kings & them)];
        for (long b = p.knights & them; b != 0; b &= b - 1) {
            a |= Attacks.KNIGHT[Long.numberOfTrailingZeros(b)];
        }
        for (long b = (p.bishops | p.queens) & them & Attacks.BISHOP_ZONE[king]; b != 0; b &= b - 1) {
            a |= Attacks.bishop(Long.numberOfTrailingZeros(b), occupied);
        }
        for (long b = (p.rooks | p.queens) & them & Attacks.ROOK_ZONE[king]; b != 0; b &= b - 1) {
            a |= Attacks.rook(Long.numberOfTrailingZeros(b), occupied);
        }
        return a;
    }

    /** The enemy leapers (knights and pawns) attacking our king on {@code king}. */
    static long leaperCheckers(BitPosition p, int king, long them, boolean white) {
        return (Attacks.KNIGHT[king] & p.knights & them) | (Attacks.PAWN[(white ? 0 : 64) + king] & p.pawns & them);
    }

    /** EP-KING-SAFETY, exactly: after the capture, with both pawns gone from their squares, no enemy piece attacks the king. */
    static boolean enPassantSafe(BitPosition p, int from, int ep, int king, long occupied, long them, boolean white) {
        long captured = 1L << (ep ^ 8);
        long after = (occupied ^ (1L << from) ^ captured) | (1L << ep);
        long enemies = them & ~captured;
        return (Attacks.KNIGHT[king] & p.knights & enemies) == 0
                && (Attacks.PAWN[(white ? 0 : 64) + king] & p.pawns & enemies) == 0
                && (Attacks.bishop(king, after) & (p.bishops | p.queens) & enemies) == 0
                && (Attacks.rook(king, after) & (p.rooks | p.queens) & enemies) == 0;
    }

    /**
     * The number of legal moves of the side to move. White's and Black's are counted by two copies
     * of one body that differ only in their first line, {@code white} a constant there, so that
     * the compiler folds each colour test and shift (measured: perft 1.04 to 1.18 times as fast; one
     * body with the pawn shifts as branch-free rotations by a variable was slower than the old one).
     * The two must be kept the same text ({@code FastAgreementTest} compares them).
     */
    static int count(BitPosition p) {
        return p.whiteToMove ? countWhite(p) : countBlack(p);
    }

    /** {@link #count} for White to move; the same text as {@link #countBlack} but for its first line. */
    private static int countWhite(BitPosition p) {
        final boolean white = true; // a constant: the JIT folds every test of it
        long us = white ? p.white : p.black;
        long them = white ? p.black : p.white;
        long occupied = us | them;
        long ourKing = p.kings & us;
        int king = Long.numberOfTrailingZeros(ourKing);
        long checkers = leaperCheckers(p, king, them, white);
        long pinned = 0;
        for (long s = snipers(p, king, them); s != 0; s &= s - 1) {
            int sq = Long.numberOfTrailingZeros(s);
            long between = Attacks.BETWEEN[64 * king + sq] & occupied;
            if (between == 0) {
                checkers |= 1L << sq;
            } else if ((between & (between - 1)) == 0) {
                pinned |= between & us;
            }
        }

        long steps = Attacks.KING[king] & ~us;
        long safe = 0;
        // one square: attacked() alone, which stops at the first attacker it finds
        if ((steps & (steps - 1)) != 0) {
            safe = steps & ~attacks(p, king, occupied ^ ourKing, them, white);
        } else if (steps != 0 && !attacked(p, Long.numberOfTrailingZeros(steps), occupied ^ ourKing, them, white)) {
            safe = steps;
        }
        int n = Long.bitCount(safe);
        if ((checkers & (checkers - 1)) != 0) {
            return n; // double check: only the king moves
        }
        long target = ~us;
        if (checkers != 0) {
            target &= Attacks.BETWEEN[64 * king + Long.numberOfTrailingZeros(checkers)] | checkers;
        } else if ((p.castling & (white ? 3 : 12)) != 0) {
            n += Integer.bitCount(chessCastles(p, occupied, them, white, safe));
        }
        long free = ~pinned;

        for (long b = p.knights & us & free; b != 0; b &= b - 1) {
            n += Long.bitCount(Attacks.KNIGHT[Long.numberOfTrailingZeros(b)] & target);
        }
        for (long b = (p.bishops | p.queens) & us; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            long a = Attacks.bishop(sq, occupied) & target;
            if ((pinned & (1L << sq)) != 0) {
                a &= Attacks.LINE[64 * king + sq];
            }
            n += Long.bitCount(a);
        }
        for (long b = (p.rooks | p.queens) & us; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            long a = Attacks.rook(sq, occupied) & target;
            if ((pinned & (1L << sq)) != 0) {
                a &= Attacks.LINE[64 * king + sq];
            }
            n += Long.bitCount(a);
        }

        long pawns = p.pawns & us;
        long empty = ~occupied;
        long fp = pawns & free;
        long push;
        long push2;
        long left;
        long right;
        if (white) {
            push = (fp << 8) & empty;
            push2 = ((push & Bits.RANK_3) << 8) & empty & target;
            left = ((fp & Bits.NOT_FILE_A) << 7) & them & target;
            right = ((fp & Bits.NOT_FILE_H) << 9) & them & target;
        } else {
            push = (fp >>> 8) & empty;
            push2 = ((push & Bits.RANK_6) >>> 8) & empty & target;
            left = ((fp & Bits.NOT_FILE_A) >>> 9) & them & target;
            right = ((fp & Bits.NOT_FILE_H) >>> 7) & them & target;
        }
        push &= target;
        long last = Bits.PROMOTION_RANKS;
        // a promotion is four moves: the moves onto the last rank counted three more times
        n += Long.bitCount(push) + Long.bitCount(push2) + Long.bitCount(left) + Long.bitCount(right);
        if (((push | left | right) & last) != 0) {
            n += 3 * (Long.bitCount(push & last) + Long.bitCount(left & last) + Long.bitCount(right & last));
        }

        for (long b = pawns & pinned; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            // pinnedPawnTargets written out: the JIT does not inline the call, and in position 3's tree a pawn is pinned often
            long one = 1L << sq;
            long step = (white ? one << 8 : one >>> 8) & empty;
            long a = step | ((white ? (step & Bits.RANK_3) << 8 : (step & Bits.RANK_6) >>> 8) & empty)
                    | (Attacks.PAWN[(white ? 0 : 64) + sq] & them);
            a &= target & Attacks.LINE[64 * king + sq];
            n += Long.bitCount(a & ~last) + 4 * Long.bitCount(a & last);
        }

        if (p.ep != Board.NO_SQUARE) {
            for (long b = Attacks.PAWN[(white ? 64 : 0) + p.ep] & pawns; b != 0; b &= b - 1) {
                if (enPassantSafe(p, Long.numberOfTrailingZeros(b), p.ep, king, occupied, them, white)) {
                    n++;
                }
            }
        }
        return n;
    }

    /** {@link #count} for Black to move; the same text as {@link #countWhite} but for its first line. */
    private static int countBlack(BitPosition p) {
        final boolean white = false; // a constant: the JIT folds every test of it
        long us = white ? p.white : p.black;
        long them = white ? p.black : p.white;
        long occupied = us | them;
        long ourKing = p.kings & us;
        int king = Long.numberOfTrailingZeros(ourKing);
        long checkers = leaperCheckers(p, king, them, white);
        long pinned = 0;
        for (long s = snipers(p, king, them); s != 0; s &= s - 1) {
            int sq = Long.numberOfTrailingZeros(s);
            long between = Attacks.BETWEEN[64 * king + sq] & occupied;
            if (between == 0) {
                checkers |= 1L << sq;
            } else if ((between & (between - 1)) == 0) {
                pinned |= between & us;
            }
        }

        long steps = Attacks.KING[king] & ~us;
        long safe = 0;
        // one square: attacked() alone, which stops at the first attacker it finds
        if ((steps & (steps - 1)) != 0) {
            safe = steps & ~attacks(p, king, occupied ^ ourKing, them, white);
        } else if (steps != 0 && !attacked(p, Long.numberOfTrailingZeros(steps), occupied ^ ourKing, them, white)) {
            safe = steps;
        }
        int n = Long.bitCount(safe);
        if ((checkers & (checkers - 1)) != 0) {
            return n; // double check: only the king moves
        }
        long target = ~us;
        if (checkers != 0) {
            target &= Attacks.BETWEEN[64 * king + Long.numberOfTrailingZeros(checkers)] | checkers;
        } else if ((p.castling & (white ? 3 : 12)) != 0) {
            n += Integer.bitCount(chessCastles(p, occupied, them, white, safe));
        }
        long free = ~pinned;

        for (long b = p.knights & us & free; b != 0; b &= b - 1) {
            n += Long.bitCount(Attacks.KNIGHT[Long.numberOfTrailingZeros(b)] & target);
        }
        for (long b = (p.bishops | p.queens) & us; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            long a = Attacks.bishop(sq, occupied) & target;
            if ((pinned & (1L << sq)) != 0) {
                a &= Attacks.LINE[64 * king + sq];
            }
            n += Long.bitCount(a);
        }
        for (long b = (p.rooks | p.queens) & us; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            long a = Attacks.rook(sq, occupied) & target;
            if ((pinned & (1L << sq)) != 0) {
                a &= Attacks.LINE[64 * king + sq];
            }
            n += Long.bitCount(a);
        }

        long pawns = p.pawns & us;
        long empty = ~occupied;
        long fp = pawns & free;
        long push;
        long push2;
        long left;
        long right;
        if (white) {
            push = (fp << 8) & empty;
            push2 = ((push & Bits.RANK_3) << 8) & empty & target;
            left = ((fp & Bits.NOT_FILE_A) << 7) & them & target;
            right = ((fp & Bits.NOT_FILE_H) << 9) & them & target;
        } else {
            push = (fp >>> 8) & empty;
            push2 = ((push & Bits.RANK_6) >>> 8) & empty & target;
            left = ((fp & Bits.NOT_FILE_A) >>> 9) & them & target;
            right = ((fp & Bits.NOT_FILE_H) >>> 7) & them & target;
        }
        push &= target;
        long last = Bits.PROMOTION_RANKS;
        // a promotion is four moves: the moves onto the last rank counted three more times
        n += Long.bitCount(push) + Long.bitCount(push2) + Long.bitCount(left) + Long.bitCount(right);
        if (((push | left | right) & last) != 0) {
            n += 3 * (Long.bitCount(push & last) + Long.bitCount(left & last) + Long.bitCount(right & last));
        }

        for (long b = pawns & pinned; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            // pinnedPawnTargets written out: the JIT does not inline the call, and in position 3's tree a pawn is pinned often
            long one = 1L << sq;
            long step = (white ? one << 8 : one >>> 8) & empty;
            long a = step | ((white ? (step & Bits.RANK_3) << 8 : (step & Bits.RANK_6) >>> 8) & empty)
                    | (Attacks.PAWN[(white ? 0 : 64) + sq] & them);
            a &= target & Attacks.LINE[64 * king + sq];
            n += Long.bitCount(a & ~last) + 4 * Long.bitCount(a & last);
        }

        if (p.ep != Board.NO_SQUARE) {
            for (long b = Attacks.PAWN[(white ? 64 : 0) + p.ep] & pawns; b != 0; b &= b - 1) {
                if (enPassantSafe(p, Long.numberOfTrailingZeros(b), p.ep, king, occupied, them, white)) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Where one pawn could go by its movement: one or two steps forward, or a capture. */
    private static long pinnedPawnTargets(int sq, boolean white, long occupied, long them) {
        long b = 1L << sq;
        long empty = ~occupied;
        long push;
        long push2;
        if (white) {
            push = (b << 8) & empty;
            push2 = ((push & Bits.RANK_3) << 8) & empty;
        } else {
            push = (b >>> 8) & empty;
            push2 = ((push & Bits.RANK_6) >>> 8) & empty;
        }
        return push | push2 | (Attacks.PAWN[(white ? 0 : 64) + sq] & them);
    }

    /**
     * C960-CASTLE, for a side not in check (the caller's test): the rights whose castling is legal,
     * as {@link BitPosition#castling} bits. A held right has its king and rook at home (the
     * position's invariant); the squares the two cross or reach must be empty but for them, the
     * squares the king passes unattacked with the king lifted, and its final square unattacked with
     * the king and the rook on their final squares (the kernel's reading, and shakmaty's). In chess
     * that is the same as judging the final square with the castling rook removed from its home: an
     * enemy rook behind the castling rook on the back rank attacks the final square once the rook has
     * left. In atomic chess "attacked" is read in the atomic sense (AT-CASTLING): never next to the
     * enemy king, the final square judged with the rook already on its castled square, the passed
     * squares with the castling rook still home (atomic960-castle-1's published counts tell the two apart).
     */
    static int legalCastles(BitPosition p, long occupied, long them, boolean white) {
        Castles c = p.castles;
        int legal = 0;
        for (int rights = p.castling & (white ? 3 : 12); rights != 0; rights &= rights - 1) {
            int r = Integer.numberOfTrailingZeros(rights);
            if ((occupied & c.empty[r]) == 0 && (p.atomic ? atomicSafe(p, c, r, occupied, them, white) : safe(p, c, r, occupied, them, white))) {
                legal |= 1 << r;
            }
        }
        return legal;
    }

    /**
     * {@link #legalCastles} in chess; in standard chess from constants, so that perft keeps its speed,
     * and with the king's unattacked steps ({@code safe}) already known.
     */
    private static int chessCastles(BitPosition p, long occupied, long them, boolean white, long safe) {
        return p.castles == Castles.STANDARD ? standardCastles(p, occupied, them, white, safe) : legalCastles(p, occupied, them, white);
    }

    /**
     * {@link #legalCastles} of standard chess (king on e, rooks on h and a): f1 g1 or b1 c1 d1 empty,
     * f1 g1 or d1 c1 unattacked as the position stands (nothing stands beyond a corner rook to be
     * uncovered; the differential tests hold it to the general reading). f1 and d1 are steps of the
     * king, read from {@code safe}, the king's steps unattacked with the king lifted: the same here, since
     * only a rook or queen on the back rank beyond the king sees either through it, and that would give check.
     */
    private static int standardCastles(BitPosition p, long occupied, long them, boolean white, long safe) {
        int home = white ? 4 : 60;
        int kingside = white ? 1 : 4;
        int queenside = white ? 2 : 8;
        int legal = 0;
        if ((p.castling & kingside) != 0 && (occupied & (3L << (home + 1))) == 0
                && (safe & (1L << (home + 1))) != 0 && !attacked(p, home + 2, occupied, them, white)) {
            legal = kingside;
        }
        if ((p.castling & queenside) != 0 && (occupied & (7L << (home - 3))) == 0
                && (safe & (1L << (home - 1))) != 0 && !attacked(p, home - 2, occupied, them, white)) {
            legal |= queenside;
        }
        return legal;
    }

    /** The king's squares unattacked in chess: those it passes with the king lifted, the final one with the rook on its castled square. */
    private static boolean safe(BitPosition p, Castles c, int r, long occupied, long them, boolean white) {
        long lifted = occupied ^ (1L << c.king[r]);
        for (long s = c.passed[r]; s != 0; s &= s - 1) {
            if (attacked(p, Long.numberOfTrailingZeros(s), lifted, them, white)) {
                return false;
            }
        }
        return !attacked(p, c.kingTarget[r], (lifted ^ (1L << c.rook[r])) | c.rookTargetBit[r], them, white);
    }

    /** As {@link #safe}, with "attacked" in the atomic sense: never next to the enemy king (AT-CONNECTED-KINGS, AT-CASTLING). */
    private static boolean atomicSafe(BitPosition p, Castles c, int r, long occupied, long them, boolean white) {
        long lifted = occupied ^ (1L << c.king[r]);
        long enemyKing = p.kings & them;
        for (long s = c.passed[r]; s != 0; s &= s - 1) {
            int sq = Long.numberOfTrailingZeros(s);
            if ((Attacks.KING[sq] & enemyKing) == 0 && attacked(p, sq, lifted, them, white)) {
                return false;
            }
        }
        int target = c.kingTarget[r];
        return (Attacks.KING[target] & enemyKing) != 0
                || !attacked(p, target, (lifted ^ (1L << c.rook[r])) | c.rookTargetBit[r], them, white);
    }

    /** Writes the castling moves of {@link #legalCastles}' rights from {@code n}; returns the new end. */
    static int castlingMoves(BitPosition p, int legal, int[] out, int n) {
        int i = n;
        for (int rights = legal; rights != 0; rights &= rights - 1) {
            out[i++] = p.castles.move[Integer.numberOfTrailingZeros(rights)];
        }
        return i;
    }

    /** Writes the legal moves of the side to move into {@code out} from index {@code n}; returns the new end. */
    static int generate(BitPosition p, int[] out, int start) {
        return generate(p, out, start, Moves.ALL, -1L);
    }

    /**
     * Writes the legal moves of the side to move of the given {@link Moves#CAPTURES kinds} made by
     * the pieces on {@code movers} into {@code out} from index {@code start}; returns the new end.
     * A search asks for the captures and promotions first and the quiet moves only when they are
     * needed, and for one piece's moves to check a remembered move.
     */
    static int generate(BitPosition p, int[] out, int start, int kinds, long movers) {
        boolean white = p.whiteToMove;
        long us = white ? p.white : p.black;
        long them = white ? p.black : p.white;
        long occupied = us | them;
        long ourKing = p.kings & us;
        int king = Long.numberOfTrailingZeros(ourKing);
        long checkers = leaperCheckers(p, king, them, white);
        long pinned = 0;
        for (long s = snipers(p, king, them); s != 0; s &= s - 1) {
            int sq = Long.numberOfTrailingZeros(s);
            long between = Attacks.BETWEEN[64 * king + sq] & occupied;
            if (between == 0) {
                checkers |= 1L << sq;
            } else if ((between & (between - 1)) == 0) {
                pinned |= between & us;
            }
        }

        int n = start;
        long withoutKing = occupied ^ ourKing;
        int kingMove = PackedMove.of(king, 0, KING);
        // the targets of a piece's moves of these kinds; a pawn's: a promotion is tactical, as a capture is
        long allowed = ((kinds & Moves.CAPTURES) != 0 ? them : 0) | ((kinds & Moves.QUIETS) != 0 ? ~occupied : 0);
        long pawnAllowed = ((kinds & Moves.CAPTURES) != 0 ? them | Bits.PROMOTION_RANKS : 0)
                | ((kinds & Moves.QUIETS) != 0 ? ~(them | Bits.PROMOTION_RANKS) : 0);
        long steps = (ourKing & movers) == 0 ? 0 : Attacks.KING[king] & ~us & allowed;
        long safe = steps == 0 ? 0 : steps & ~attacks(p, king, withoutKing, them, white);
        n = emit(out, n, kingMove, safe);
        if ((checkers & (checkers - 1)) != 0) {
            return n;
        }
        long target = ~us;
        if (checkers != 0) {
            target &= Attacks.BETWEEN[64 * king + Long.numberOfTrailingZeros(checkers)] | checkers;
        } else if ((p.castling & (white ? 3 : 12)) != 0 && (kinds & Moves.QUIETS) != 0 && (ourKing & movers) != 0) {
            n = castlingMoves(p, chessCastles(p, occupied, them, white, safe), out, n);
        }
        long pieceTarget = target & allowed;
        us &= movers;

        for (long b = p.knights & us & ~pinned; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = emit(out, n, PackedMove.of(from, 0, KNIGHT), Attacks.KNIGHT[from] & pieceTarget);
        }
        for (long b = p.bishops & us; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = emit(out, n, PackedMove.of(from, 0, BISHOP), Attacks.bishop(from, occupied) & pieceTarget & pinLine(pinned, king, from));
        }
        for (long b = p.rooks & us; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = emit(out, n, PackedMove.of(from, 0, ROOK), Attacks.rook(from, occupied) & pieceTarget & pinLine(pinned, king, from));
        }
        for (long b = p.queens & us; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = emit(out, n, PackedMove.of(from, 0, QUEEN), Attacks.queen(from, occupied) & pieceTarget & pinLine(pinned, king, from));
        }

        long pawns = p.pawns & us;
        long fp = pawns & ~pinned;
        long empty = ~occupied;
        // the pawns that are not pinned, a set at a time: targets, then the square each came from
        int forward = white ? 8 : -8;
        long push;
        long push2;
        long left;
        long right;
        if (white) {
            push = (fp << 8) & empty;
            push2 = ((push & Bits.RANK_3) << 8) & empty & target;
            left = ((fp & Bits.NOT_FILE_A) << 7) & them & target;
            right = ((fp & Bits.NOT_FILE_H) << 9) & them & target;
        } else {
            push = (fp >>> 8) & empty;
            push2 = ((push & Bits.RANK_6) >>> 8) & empty & target;
            left = ((fp & Bits.NOT_FILE_A) >>> 9) & them & target;
            right = ((fp & Bits.NOT_FILE_H) >>> 7) & them & target;
        }
        push &= target & pawnAllowed;
        push2 &= pawnAllowed;
        left &= pawnAllowed;
        right &= pawnAllowed;
        n = pawnMoves(out, n, push, forward, 0);
        n = pawnMoves(out, n, push2, 2 * forward, PackedMove.DOUBLE_STEP);
        n = pawnMoves(out, n, left, forward - 1, 0);
        n = pawnMoves(out, n, right, forward + 1, 0);
        for (long b = pawns & pinned; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long a = pinnedPawnTargets(from, white, occupied, them) & target & pawnAllowed & Attacks.LINE[64 * king + from];
            for (; a != 0; a &= a - 1) {
                int to = Long.numberOfTrailingZeros(a);
                int flags = to - from == 16 || from - to == 16 ? PackedMove.DOUBLE_STEP : 0;
                n = pawnMoves(out, n, 1L << to, to - from, flags);
            }
        }

        if (p.ep != Board.NO_SQUARE && (kinds & Moves.CAPTURES) != 0) {
            for (long b = Attacks.PAWN[(white ? 64 : 0) + p.ep] & pawns; b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                if (enPassantSafe(p, from, p.ep, king, occupied, them, white)) {
                    out[n++] = PackedMove.of(from, p.ep, PAWN) | PackedMove.EN_PASSANT;
                }
            }
        }
        return n;
    }

    /**
     * Perft of depth 2 below {@code p} (standard chess), {@code p} unchanged: each legal move of
     * {@link #generate}'s, in the same order of kinds, is played into {@code c} and the replies there
     * counted by {@link #count}. No move list and no snapshot: the common moves (a piece's step or
     * capture, a pawn's push, double step or capture) write the child's sets straight from the
     * parent's, the piece type known at each call site; the rare ones (promotion, en passant,
     * castling, a pinned pawn) are packed, and {@link BitPosition#play}ed on a copy. {@code c} must
     * share {@code p}'s {@link BitPosition#castles} and not be atomic; it is left as the last child.
     */
    static long countReplies(BitPosition p, BitPosition c) {
        boolean white = p.whiteToMove;
        long us = white ? p.white : p.black;
        long them = white ? p.black : p.white;
        long occupied = us | them;
        long ourKing = p.kings & us;
        int king = Long.numberOfTrailingZeros(ourKing);
        long checkers = leaperCheckers(p, king, them, white);
        long pinned = 0;
        for (long s = snipers(p, king, them); s != 0; s &= s - 1) {
            int sq = Long.numberOfTrailingZeros(s);
            long between = Attacks.BETWEEN[64 * king + sq] & occupied;
            if (between == 0) {
                checkers |= 1L << sq;
            } else if ((between & (between - 1)) == 0) {
                pinned |= between & us;
            }
        }
        c.whiteToMove = !white;
        long nodes = 0;
        long steps = Attacks.KING[king] & ~us;
        long safe = steps == 0 ? 0 : steps & ~attacks(p, king, occupied ^ ourKing, them, white);
        if (safe != 0) {
            nodes += pieceMoves(p, c, KING, king, safe, us, them);
        }
        if ((checkers & (checkers - 1)) != 0) {
            return nodes;
        }
        long target = ~us;
        if (checkers != 0) {
            target &= Attacks.BETWEEN[64 * king + Long.numberOfTrailingZeros(checkers)] | checkers;
        } else if ((p.castling & (white ? 3 : 12)) != 0) {
            for (int legal = chessCastles(p, occupied, them, white, safe); legal != 0; legal &= legal - 1) {
                nodes += playAndCount(p, c, p.castles.move[Integer.numberOfTrailingZeros(legal)]);
            }
        }
        for (long b = p.knights & us & ~pinned; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            nodes += pieceMoves(p, c, KNIGHT, from, Attacks.KNIGHT[from] & target, us, them);
        }
        for (long b = p.bishops & us; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            nodes += pieceMoves(p, c, BISHOP, from, Attacks.bishop(from, occupied) & target & pinLine(pinned, king, from), us, them);
        }
        for (long b = p.rooks & us; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            nodes += pieceMoves(p, c, ROOK, from, Attacks.rook(from, occupied) & target & pinLine(pinned, king, from), us, them);
        }
        for (long b = p.queens & us; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            nodes += pieceMoves(p, c, QUEEN, from, Attacks.queen(from, occupied) & target & pinLine(pinned, king, from), us, them);
        }

        long pawns = p.pawns & us;
        long fp = pawns & ~pinned;
        long empty = ~occupied;
        int forward = white ? 8 : -8;
        long push;
        long push2;
        long left;
        long right;
        if (white) {
            push = (fp << 8) & empty;
            push2 = ((push & Bits.RANK_3) << 8) & empty & target;
            left = ((fp & Bits.NOT_FILE_A) << 7) & them & target;
            right = ((fp & Bits.NOT_FILE_H) << 9) & them & target;
        } else {
            push = (fp >>> 8) & empty;
            push2 = ((push & Bits.RANK_6) >>> 8) & empty & target;
            left = ((fp & Bits.NOT_FILE_A) >>> 9) & them & target;
            right = ((fp & Bits.NOT_FILE_H) >>> 7) & them & target;
        }
        push &= target;
        long last = Bits.PROMOTION_RANKS;
        nodes += pawnSteps(p, c, push & ~last, forward, false, us, them);
        nodes += pawnSteps(p, c, push2, 2 * forward, true, us, them);
        nodes += pawnCaptures(p, c, left & ~last, forward - 1, us, them);
        nodes += pawnCaptures(p, c, right & ~last, forward + 1, us, them);
        if (((push | left | right) & last) != 0 || (pawns & pinned) != 0 || p.ep != Board.NO_SQUARE) {
            nodes += rarePawnMoves(p, c, push & last, left & last, right & last, pawns & pinned, king, target, us, them);
        }
        return nodes;
    }

    /**
     * {@link #countReplies} for the moves of the piece of {@code type} on {@code from} to each of
     * {@code targets} (any piece but a pawn, castling aside): the child's sets written from the
     * parent's, whatever stood on the target taken off (small, so that the JIT inlines it and folds {@code type}).
     */
    private static long pieceMoves(BitPosition p, BitPosition c, int type, int from, long targets, long us, long them) {
        long nodes = 0;
        long fromBit = 1L << from;
        int[] keepRights = p.castles.keep;
        int rights = p.castling & keepRights[from];
        boolean white = p.whiteToMove;
        for (long t = targets; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            long toBit = 1L << to;
            long both = fromBit | toBit;
            long keep = ~toBit;
            long ours = us ^ both;
            long theirs = them & keep;
            c.white = white ? ours : theirs;
            c.black = white ? theirs : ours;
            c.pawns = p.pawns & keep;
            c.knights = (p.knights & keep) ^ (type == KNIGHT ? both : 0);
            c.bishops = (p.bishops & keep) ^ (type == BISHOP ? both : 0);
            c.rooks = (p.rooks & keep) ^ (type == ROOK ? both : 0);
            c.queens = (p.queens & keep) ^ (type == QUEEN ? both : 0);
            c.kings = type == KING ? p.kings ^ both : p.kings;
            c.castling = rights & keepRights[to];
            c.ep = Board.NO_SQUARE;
            nodes += count(c);
        }
        return nodes;
    }

    /**
     * {@link #countReplies} for pawn pushes onto {@code targets} (none onto the last rank), from
     * {@code shift} squares behind; after a double step, the en passant square when an enemy pawn
     * stands beside the target ({@link BitPosition#ep}). A push takes nothing and leaves the castling rights.
     */
    private static long pawnSteps(BitPosition p, BitPosition c, long targets, int shift, boolean doubleStep, long us, long them) {
        long nodes = 0;
        boolean white = p.whiteToMove;
        long enemyPawns = p.pawns & them;
        for (long t = targets; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            long toBit = 1L << to;
            long both = toBit | 1L << (to - shift);
            long ours = us ^ both;
            c.white = white ? ours : them;
            c.black = white ? them : ours;
            c.pawns = p.pawns ^ both;
            c.knights = p.knights;
            c.bishops = p.bishops;
            c.rooks = p.rooks;
            c.queens = p.queens;
            c.kings = p.kings;
            c.castling = p.castling;
            long beside = ((toBit << 1) & Bits.NOT_FILE_A) | ((toBit >>> 1) & Bits.NOT_FILE_H);
            c.ep = doubleStep && (beside & enemyPawns) != 0 ? to - shift / 2 : Board.NO_SQUARE;
            nodes += count(c);
        }
        return nodes;
    }

    /**
     * {@link #countReplies} for pawn captures onto {@code targets} (none onto the last rank), from
     * {@code shift} squares behind: no castling piece's home is on a square a pawn takes on without promoting.
     */
    private static long pawnCaptures(BitPosition p, BitPosition c, long targets, int shift, long us, long them) {
        long nodes = 0;
        boolean white = p.whiteToMove;
        for (long t = targets; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            long toBit = 1L << to;
            long both = toBit | 1L << (to - shift);
            long keep = ~toBit;
            long ours = us ^ both;
            long theirs = them & keep;
            c.white = white ? ours : theirs;
            c.black = white ? theirs : ours;
            c.pawns = (p.pawns & keep) ^ both;
            c.knights = p.knights & keep;
            c.bishops = p.bishops & keep;
            c.rooks = p.rooks & keep;
            c.queens = p.queens & keep;
            c.kings = p.kings;
            c.castling = p.castling;
            c.ep = Board.NO_SQUARE;
            nodes += count(c);
        }
        return nodes;
    }

    /** {@link #countReplies} for promotions, a pinned pawn's moves and en passant: {@link #generate}'s moves, each played on a copy. */
    private static long rarePawnMoves(BitPosition p, BitPosition c, long push, long left, long right, long pinnedPawns, int king,
            long target, long us, long them) {
        boolean white = p.whiteToMove;
        int forward = white ? 8 : -8;
        long occupied = us | them;
        long nodes = 0;
        nodes += promotions(p, c, push, forward);
        nodes += promotions(p, c, left, forward - 1);
        nodes += promotions(p, c, right, forward + 1);
        for (long b = pinnedPawns; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            for (long a = pinnedPawnTargets(from, white, occupied, them) & target & Attacks.LINE[64 * king + from]; a != 0; a &= a - 1) {
                int to = Long.numberOfTrailingZeros(a);
                if (((1L << to) & Bits.PROMOTION_RANKS) != 0) {
                    nodes += promotions(p, c, 1L << to, to - from);
                } else {
                    int flags = to - from == 16 || from - to == 16 ? PackedMove.DOUBLE_STEP : 0;
                    nodes += playAndCount(p, c, PackedMove.of(from, to, PAWN) | flags);
                }
            }
        }
        if (p.ep != Board.NO_SQUARE) {
            for (long b = Attacks.PAWN[(white ? 64 : 0) + p.ep] & p.pawns & us; b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                if (enPassantSafe(p, from, p.ep, king, occupied, them, white)) {
                    nodes += playAndCount(p, c, PackedMove.of(from, p.ep, PAWN) | PackedMove.EN_PASSANT);
                }
            }
        }
        return nodes;
    }

    /** The four promotions onto each target, from {@code shift} squares behind, each played on a copy and counted. */
    private static long promotions(BitPosition p, BitPosition c, long targets, int shift) {
        long nodes = 0;
        for (long t = targets; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            for (int promotion : PROMOTIONS) {
                nodes += playAndCount(p, c, PackedMove.promotion(to - shift, to, promotion));
            }
        }
        return nodes;
    }

    /** {@code c} made a copy of {@code p}, {@code move} played there, its replies counted. */
    private static int playAndCount(BitPosition p, BitPosition c, int move) {
        c.copyFrom(p);
        c.play(move);
        return count(c);
    }

    /** Pawn moves onto each target, from {@code shift} squares behind it; four promotions on the last rank. */
    private static int pawnMoves(int[] out, int n, long targets, int shift, int flags) {
        int i = n;
        for (long t = targets & ~Bits.PROMOTION_RANKS; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out[i++] = PackedMove.of(to - shift, to, PAWN) | flags;
        }
        for (long t = targets & Bits.PROMOTION_RANKS; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            for (int promotion : PROMOTIONS) {
                out[i++] = PackedMove.promotion(to - shift, to, promotion);
            }
        }
        return i;
    }

    /** Every square, or the pin line when the piece on {@code sq} is pinned. */
    private static long pinLine(long pinned, int king, int sq) {
        return (pinned & (1L << sq)) == 0 ? -1L : Attacks.LINE[64 * king + sq];
    }

    private static int emit(int[] out, int n, int move, long targets) {
        int i = n;
        for (long t = targets; t != 0; t &= t - 1) {
            out[i++] = PackedMove.withTo(move, Long.numberOfTrailingZeros(t));
        }
        return i;
    }
}
