package org.passant.fast;

import static org.passant.fast.BitPosition.BISHOP;
import static org.passant.fast.BitPosition.KING;
import static org.passant.fast.BitPosition.KNIGHT;
import static org.passant.fast.BitPosition.PAWN;
import static org.passant.fast.BitPosition.QUEEN;
import static org.passant.fast.BitPosition.ROOK;

import org.passant.kernel.Board;

/**
 * Legal moves of atomic chess on a {@link BitPosition}: chess movement, then each candidate is
 * judged on the occupancy it leaves, without being played. A capture blasts the capturer, the
 * captured piece and every piece but a pawn next to the landing square; it is refused when our
 * king is in the blast (AT-OWN-KING), and legal whatever else when the enemy king is
 * (AT-WIN-EXPLOSION). Otherwise our king must not be attacked afterwards, and is never attacked
 * while the two kings touch (AT-CONNECTED-KINGS). A king never captures (AT-KING-NO-CAPTURE).
 */
final class AtomicMoves {
    private AtomicMoves() {
    }

    private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};

    /** AT-CHECK with AT-CONNECTED-KINGS: our king on {@code king} is attacked by a remaining enemy piece and does not touch the enemy king. */
    private static boolean attacked(BitPosition p, int king, long occupied, long them, boolean white) {
        return (Attacks.KING[king] & p.kings & them) == 0 && ChessMoves.attacked(p, king, occupied, them, white);
    }

    /** Whether a capture from {@code from} onto {@code to} (en passant: {@code captured} is the pawn beside) leaves our king safe. */
    private static boolean captureLegal(BitPosition p, int from, int to, long captured, int king, long occupied, long us,
            long them, boolean white) {
        long blast = (Attacks.KING[to] & ~p.pawns) | 1L << from | 1L << to | captured;
        if ((blast & p.kings & us) != 0) {
            return false; // AT-OWN-KING
        }
        if ((blast & p.kings & them) != 0) {
            return true; // AT-WIN-EXPLOSION
        }
        return !attacked(p, king, occupied & ~blast, them & ~blast, white);
    }

    /** Whether a quiet move (not the king's) from {@code from} to {@code to} leaves our king safe. */
    private static boolean quietLegal(BitPosition p, int from, int to, int king, long occupied, long them, boolean white,
            boolean inCheck, long pinned) {
        if (!inCheck && (pinned & (1L << from)) == 0) {
            return true; // nothing moved off a line to our king, and no check to answer
        }
        return !attacked(p, king, occupied ^ (1L << from | 1L << to), them, white);
    }

    /**
     * The pieces standing alone on a line between our king and an enemy slider: the only quiet
     * moves that can expose the king. A superset is fine: those moves are tested in full.
     */
    private static long pinned(BitPosition p, int king, long occupied, long them) {
        long pinned = 0;
        for (long s = ChessMoves.snipers(p, king, them); s != 0; s &= s - 1) {
            long between = Attacks.BETWEEN[64 * king + Long.numberOfTrailingZeros(s)] & occupied;
            if ((between & (between - 1)) == 0) {
                pinned |= between;
            }
        }
        return pinned;
    }

    /**
     * The legal moves of the given {@link Moves#CAPTURES kinds} by the pieces on {@code movers},
     * written from {@code start} when {@code out} is given, else only counted; returns the new end (or count).
     */
    private static int moves(BitPosition p, int[] out, int start, int kinds, long movers) {
        boolean white = p.whiteToMove;
        long us = white ? p.white : p.black;
        long them = white ? p.black : p.white;
        long ourKing = p.kings & us;
        if (ourKing == 0 || (p.kings & them) == 0) {
            return start; // AT-END: a king has exploded, nothing moves
        }
        long occupied = us | them;
        boolean captures = (kinds & Moves.CAPTURES) != 0;
        boolean quiets = (kinds & Moves.QUIETS) != 0;
        int king = Long.numberOfTrailingZeros(ourKing);
        boolean inCheck = attacked(p, king, occupied, them, white);
        long pinned = pinned(p, king, occupied, them);
        int n = start;

        // AT-KING-NO-CAPTURE: king steps onto empty squares only; next to the enemy king it is safe
        long withoutKing = occupied ^ ourKing;
        for (long t = quiets && (ourKing & movers) != 0 ? Attacks.KING[king] & ~occupied : 0; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            if (!attacked(p, to, withoutKing, them, white)) {
                n = add(out, n, PackedMove.of(king, to, KING));
            }
        }
        if (!inCheck && quiets && (ourKing & movers) != 0) {
            n = castling(p, out, n, occupied, them, white);
        }
        long ours = us & movers;

        // the targets of a piece's moves of these kinds
        long allowed = (captures ? them : 0) | (quiets ? ~occupied : 0);
        for (long b = p.knights & ours; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = piece(p, out, n, from, KNIGHT, Attacks.KNIGHT[from] & allowed, king, occupied, us, them, white, inCheck, pinned);
        }
        for (long b = p.bishops & ours; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = piece(p, out, n, from, BISHOP, Attacks.bishop(from, occupied) & allowed, king, occupied, us, them, white, inCheck, pinned);
        }
        for (long b = p.rooks & ours; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = piece(p, out, n, from, ROOK, Attacks.rook(from, occupied) & allowed, king, occupied, us, them, white, inCheck, pinned);
        }
        for (long b = p.queens & ours; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            n = piece(p, out, n, from, QUEEN, Attacks.queen(from, occupied) & allowed, king, occupied, us, them, white, inCheck, pinned);
        }

        long empty = ~occupied;
        // a promotion is tactical, as a capture is
        long pushAllowed = (captures ? Bits.PROMOTION_RANKS : 0) | (quiets ? ~Bits.PROMOTION_RANKS : 0);
        for (long b = p.pawns & ours; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long fromBit = 1L << from;
            long push = (white ? fromBit << 8 : fromBit >>> 8) & empty;
            long push2 = (white ? (push & Bits.RANK_3) << 8 : (push & Bits.RANK_6) >>> 8) & empty & pushAllowed;
            push &= pushAllowed;
            if (out == null && !inCheck && (pinned & fromBit) == 0) {
                n += Long.bitCount(push2) + ((push & Bits.PROMOTION_RANKS) != 0 ? 4 : Long.bitCount(push)); // all legal
                push = 0;
                push2 = 0;
            }
            for (long t = push | push2; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                if (quietLegal(p, from, to, king, occupied, them, white, inCheck, pinned)) {
                    n = pawnMove(out, n, from, to, (1L << to & push2) != 0 ? PackedMove.DOUBLE_STEP : 0);
                }
            }
            for (long t = captures ? Attacks.PAWN[(white ? 0 : 64) + from] & them : 0; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                if (captureLegal(p, from, to, 0, king, occupied, us, them, white)) {
                    n = pawnMove(out, n, from, to, 0);
                }
            }
        }
        if (p.ep != Board.NO_SQUARE && captures) {
            for (long b = Attacks.PAWN[(white ? 64 : 0) + p.ep] & p.pawns & ours; b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                // AT-EP-CENTRE: the blast is centred on the landing square; the pawn beside is the captured one
                if (captureLegal(p, from, p.ep, 1L << (p.ep ^ 8), king, occupied, us, them, white)) {
                    n = add(out, n, PackedMove.of(from, p.ep, PAWN) | PackedMove.EN_PASSANT);
                }
            }
        }
        return n;
    }

    private static int piece(BitPosition p, int[] out, int n, int from, int type, long targets, int king, long occupied,
            long us, long them, boolean white, boolean inCheck, long pinned) {
        int i = n;
        int move = PackedMove.of(from, 0, type);
        long quiet = targets & ~them;
        if (out == null && !inCheck && (pinned & (1L << from)) == 0) {
            i += Long.bitCount(quiet); // every quiet move is legal (quietLegal's first case): counted at once
        } else {
            for (long t = quiet; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                if (quietLegal(p, from, to, king, occupied, them, white, inCheck, pinned)) {
                    i = add(out, i, PackedMove.withTo(move, to));
                }
            }
        }
        for (long t = targets & them; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            if (captureLegal(p, from, to, 0, king, occupied, us, them, white)) {
                i = add(out, i, PackedMove.withTo(move, to));
            }
        }
        return i;
    }

    /** A pawn move, or its four promotions on the last rank. */
    private static int pawnMove(int[] out, int n, int from, int to, int flags) {
        if (to < 8 || to >= 56) {
            if (out == null) {
                return n + 4;
            }
            for (int promotion : PROMOTIONS) {
                out[n] = PackedMove.promotion(from, to, promotion);
                n++;
            }
            return n;
        }
        return add(out, n, PackedMove.of(from, to, PAWN) | flags);
    }

    private static int add(int[] out, int n, int move) {
        if (out != null) {
            out[n] = move;
        }
        return n + 1;
    }

    /** AT-CASTLING, C960-CASTLE: castling with "attacked" read in the atomic sense ({@link ChessMoves#legalCastles}); not in check is the caller's test. */
    private static int castling(BitPosition p, int[] out, int n, long occupied, long them, boolean white) {
        if ((p.castling & (white ? 3 : 12)) == 0) {
            return n;
        }
        int legal = ChessMoves.legalCastles(p, occupied, them, white);
        if (out == null) {
            return n + Integer.bitCount(legal);
        }
        return ChessMoves.castlingMoves(p, legal, out, n);
    }

    /** Writes the legal moves into {@code out} from {@code start}; returns the new end. */
    static int generate(BitPosition p, int[] out, int start) {
        return moves(p, out, start, Moves.ALL, -1L);
    }

    /** Writes the legal moves of the given kinds made by the pieces on {@code movers}; returns the new end. */
    static int generate(BitPosition p, int[] out, int start, int kinds, long movers) {
        return moves(p, out, start, kinds, movers);
    }

    /** The number of legal moves. */
    static int count(BitPosition p) {
        return moves(p, null, 0, Moves.ALL, -1L);
    }
}
