package org.passant.search;

import static org.passant.fast.SearchBoard.BISHOP;
import static org.passant.fast.SearchBoard.KING;
import static org.passant.fast.SearchBoard.KNIGHT;
import static org.passant.fast.SearchBoard.PAWN;
import static org.passant.fast.SearchBoard.QUEEN;
import static org.passant.fast.SearchBoard.ROOK;
import static org.passant.search.Weights.eg;
import static org.passant.search.Weights.mg;

import org.passant.fast.SearchBoard;

/**
 * The static evaluation, in centipawns for the side to move, of chess and of atomic chess: a sum
 * of {@link Weights} times counts of features (material, piece-square tables, mobility, pawn
 * structure, passed pawns, pieces' placement, threats; chess adds the king's shelter and the
 * danger of the attacks on its zone, atomic chess its own king terms, {@link #atomicKing}), each
 * weight an opening and an endgame value blended by the material left (the phase). Who cannot
 * win does not score as winning ({@link #scaleForDraws}). An evaluation allocates nothing; each
 * search owns one, whose pawn cache it fills. With a {@link #trace} (the tuner's), every count
 * is also recorded by weight, so that the weights can be fitted.
 */
final class Evaluation {

    /** Game phase per piece type: 24 with all pieces on the board, 0 with only kings and pawns. */
    private static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};
    /** What an attacker of the king's zone adds to its danger, by type; and a safe check of that type. */
    private static final int[] ATTACK_UNITS = {0, 0, 2, 2, 3, 5, 0};
    private static final int[] CHECK_UNITS = {0, 0, 3, 2, 4, 3, 0};

    static final long FILE_A = 0x0101010101010101L;
    private static final long NOT_FILE_A = ~FILE_A;
    private static final long NOT_FILE_H = ~(FILE_A << 7);

    /**
     * The tuner's record of one evaluation: for each weight, White's count less Black's (null in
     * play), and the phase and the endgame scale the evaluation used.
     */
    int[] trace;
    int tracePhase;
    int traceScale;

    // the attack maps of the evaluation under way, by side (0 White, 1 Black)
    private final long[] attacked = new long[2];
    private final long[] attackedByPawns = new long[2];
    private final long[] attackedByKnights = new long[2];
    private final long[] attackedByBishops = new long[2];
    private final long[] attackedByRooks = new long[2];
    private final long[] attackedByQueens = new long[2];
    private final long[] attackedTwice = new long[2];
    private final int[] kingAttackUnits = new int[2];
    private final int[] kingAttackers = new int[2];
    private final int[] phases = new int[2];

    /** The evaluation for the side to move. */
    int evaluate(SearchBoard b) {
        int white = b.atomic() ? variant(b, true, Weights.ATOMIC) : variant(b, false, Weights.CHESS);
        return b.whiteToMove() ? white : -white;
    }

    /** A value for move ordering and pruning: a piece type's opening value in the variant. */
    static int value(boolean atomic, int type) {
        return mg((atomic ? Weights.ATOMIC : Weights.CHESS)[Weights.MATERIAL + type]);
    }

    /** A weight times a count, for White's sum or Black's; recorded in the {@link #trace} when there is one. */
    private int term(int[] w, int index, int count, boolean white) {
        if (trace != null) {
            trace[index] += white ? count : -count;
        }
        return count * w[index];
    }

    /** White's evaluation with the weights {@code w}. */
    private int variant(SearchBoard b, boolean atomic, int[] w) {
        long occ = b.occupied();
        long pawns = b.pieces(PAWN);
        long whitePawns = pawns & b.side(true);
        long blackPawns = pawns & b.side(false);
        attackedByPawns[0] = pawnAttacks(whitePawns, true);
        attackedByPawns[1] = pawnAttacks(blackPawns, false);
        int sum = pieces(b, true, w, occ) - pieces(b, false, w, occ);
        sum += threats(b, true, w) - threats(b, false, w);
        if (atomic) {
            sum += atomicKing(b, true, w) - atomicKing(b, false, w);
        } else {
            sum += kingSafety(b, true, w, occ) - kingSafety(b, false, w, occ);
        }
        sum += pawnStructure(b, w, whitePawns, blackPawns);
        sum += b.whiteToMove() ? term(w, Weights.TEMPO, 1, true) : -term(w, Weights.TEMPO, 1, false);
        int p = Math.min(24, phases[0] + phases[1]);
        int scale = endgameScale(b, atomic, sum);
        if (trace != null) {
            tracePhase = p;
            traceScale = scale;
        }
        int score = (mg(sum) * p + eg(sum) * scale / 128 * (24 - p)) / 24;
        return scaleForDraws(b, score, atomic);
    }

    /**
     * One side's pieces: material, placement, mobility, rooks' files, outposts, and the attacks
     * on the enemy king's zone; fills the side's attack maps and phase. Returns the side's sum.
     */
    private int pieces(SearchBoard b, boolean white, int[] w, long occ) {
        int s = white ? 0 : 1;
        long us = b.side(white);
        long them = b.side(!white);
        long ownPawns = b.pieces(PAWN) & us;
        long enemyPawns = b.pieces(PAWN) & them;
        long ownKing = b.pieces(KING) & us;
        long area = ~(ownPawns | ownKing | attackedByPawns[1 - s]);
        int enemyKing = Long.numberOfTrailingZeros(b.pieces(KING) & them);
        long zone = enemyKing < 64 ? SearchBoard.kingAttacks(enemyKing) | 1L << enemyKing : 0;
        // outposts: in the enemy's half, defended by an own pawn, out of every enemy pawn's reach
        long outposts = (white ? 0xFFFFFFFF00000000L : 0x00000000FFFFFFFFL) & attackedByPawns[s] & ~pawnSpan(enemyPawns, !white);
        long all = attackedByPawns[s];
        long twice = 0;
        int units = 0;
        int attackers = 0;
        int sum = 0;
        long knights = b.pieces(KNIGHT) & us;
        long bishops = b.pieces(BISHOP) & us;
        long rooks = b.pieces(ROOK) & us;
        long queens = b.pieces(QUEEN) & us;
        sum += term(w, Weights.MATERIAL + PAWN, Long.bitCount(ownPawns), white);
        sum += term(w, Weights.MATERIAL + KNIGHT, Long.bitCount(knights), white);
        sum += term(w, Weights.MATERIAL + BISHOP, Long.bitCount(bishops), white);
        sum += term(w, Weights.MATERIAL + ROOK, Long.bitCount(rooks), white);
        sum += term(w, Weights.MATERIAL + QUEEN, Long.bitCount(queens), white);
        phases[s] = Long.bitCount(knights) + Long.bitCount(bishops) + 2 * Long.bitCount(rooks) + 4 * Long.bitCount(queens);
        int flip = white ? 0 : 56;
        for (long x = ownPawns; x != 0; x &= x - 1) {
            sum += term(w, Weights.PST + PAWN * 64 + (Long.numberOfTrailingZeros(x) ^ flip), 1, white);
        }
        long byKnights = 0;
        for (long x = knights; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            long a = SearchBoard.knightAttacks(sq);
            twice |= all & a;
            all |= a;
            byKnights |= a;
            sum += term(w, Weights.PST + KNIGHT * 64 + (sq ^ flip), 1, white);
            sum += term(w, Weights.MOBILITY_KNIGHT + Long.bitCount(a & area), 1, white);
            if ((outposts & 1L << sq) != 0) {
                sum += term(w, Weights.KNIGHT_OUTPOST, 1, white);
            }
            if ((a & zone) != 0) {
                attackers++;
                units += ATTACK_UNITS[KNIGHT] + Long.bitCount(a & zone) - 1;
            }
        }
        long byBishops = 0;
        for (long x = bishops; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            long a = SearchBoard.bishopAttacks(sq, occ);
            twice |= all & a;
            all |= a;
            byBishops |= a;
            sum += term(w, Weights.PST + BISHOP * 64 + (sq ^ flip), 1, white);
            sum += term(w, Weights.MOBILITY_BISHOP + Long.bitCount(a & area), 1, white);
            if ((outposts & 1L << sq) != 0) {
                sum += term(w, Weights.BISHOP_OUTPOST, 1, white);
            }
            if ((a & zone) != 0) {
                attackers++;
                units += ATTACK_UNITS[BISHOP] + Long.bitCount(a & zone) - 1;
            }
        }
        if (Long.bitCount(bishops) >= 2) {
            sum += term(w, Weights.BISHOP_PAIR, 1, white);
        }
        long byRooks = 0;
        for (long x = rooks; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            long a = SearchBoard.rookAttacks(sq, occ);
            twice |= all & a;
            all |= a;
            byRooks |= a;
            sum += term(w, Weights.PST + ROOK * 64 + (sq ^ flip), 1, white);
            sum += term(w, Weights.MOBILITY_ROOK + Long.bitCount(a & area), 1, white);
            long file = FILE_A << (sq & 7);
            if ((file & b.pieces(PAWN)) == 0) {
                sum += term(w, Weights.ROOK_OPEN, 1, white);
            } else if ((file & ownPawns) == 0) {
                sum += term(w, Weights.ROOK_SEMI_OPEN, 1, white);
            }
            if ((a & zone) != 0) {
                attackers++;
                units += ATTACK_UNITS[ROOK] + Long.bitCount(a & zone) - 1;
            }
        }
        long byQueens = 0;
        for (long x = queens; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            long a = SearchBoard.bishopAttacks(sq, occ) | SearchBoard.rookAttacks(sq, occ);
            twice |= all & a;
            all |= a;
            byQueens |= a;
            sum += term(w, Weights.PST + QUEEN * 64 + (sq ^ flip), 1, white);
            sum += term(w, Weights.MOBILITY_QUEEN + Long.bitCount(a & area), 1, white);
            if ((a & zone) != 0) {
                attackers++;
                units += ATTACK_UNITS[QUEEN] + Long.bitCount(a & zone) - 1;
            }
        }
        if (ownKing != 0) {
            int sq = Long.numberOfTrailingZeros(ownKing);
            long a = SearchBoard.kingAttacks(sq);
            twice |= all & a;
            all |= a;
            sum += term(w, Weights.PST + KING * 64 + (sq ^ flip), 1, white);
        }
        attacked[s] = all;
        attackedTwice[s] = twice;
        attackedByKnights[s] = byKnights;
        attackedByBishops[s] = byBishops;
        attackedByRooks[s] = byRooks;
        attackedByQueens[s] = byQueens;
        kingAttackUnits[s] = units;
        kingAttackers[s] = attackers;
        return sum;
    }

    /** Every square the pawns of a side attack now or after advancing. */
    private static long pawnSpan(long pawns, boolean white) {
        long front = pawns;
        if (white) {
            front |= front << 8;
            front |= front << 16;
            front |= front << 32;
        } else {
            front |= front >>> 8;
            front |= front >>> 16;
            front |= front >>> 32;
        }
        return pawnAttacks(front, white);
    }

    /** The enemy pieces one side's pieces attack: by pawns, by minor pieces, by rooks, and those left undefended. */
    private int threats(SearchBoard b, boolean white, int[] w) {
        int s = white ? 0 : 1;
        long them = b.side(!white);
        long undefended = them & attacked[s] & ~attacked[1 - s];
        long minors = attackedByKnights[s] | attackedByBishops[s];
        long rooks = attackedByRooks[s];
        long pawns = attackedByPawns[s];
        long weakPawns = b.pieces(PAWN) & undefended;
        long knights = b.pieces(KNIGHT) & them;
        long bishops = b.pieces(BISHOP) & them;
        long theirRooks = b.pieces(ROOK) & them;
        long queens = b.pieces(QUEEN) & them;
        int sum = term(w, Weights.THREAT_BY_PAWN + KNIGHT, Long.bitCount(knights & pawns), white)
                + term(w, Weights.THREAT_BY_PAWN + BISHOP, Long.bitCount(bishops & pawns), white)
                + term(w, Weights.THREAT_BY_PAWN + ROOK, Long.bitCount(theirRooks & pawns), white)
                + term(w, Weights.THREAT_BY_PAWN + QUEEN, Long.bitCount(queens & pawns), white);
        sum += term(w, Weights.THREAT_BY_MINOR + PAWN, Long.bitCount(weakPawns & minors), white)
                + term(w, Weights.THREAT_BY_MINOR + KNIGHT, Long.bitCount(knights & minors), white)
                + term(w, Weights.THREAT_BY_MINOR + BISHOP, Long.bitCount(bishops & minors), white)
                + term(w, Weights.THREAT_BY_MINOR + ROOK, Long.bitCount(theirRooks & minors), white)
                + term(w, Weights.THREAT_BY_MINOR + QUEEN, Long.bitCount(queens & minors), white);
        sum += term(w, Weights.THREAT_BY_ROOK + PAWN, Long.bitCount(weakPawns & rooks), white)
                + term(w, Weights.THREAT_BY_ROOK + KNIGHT, Long.bitCount(knights & undefended & rooks), white)
                + term(w, Weights.THREAT_BY_ROOK + BISHOP, Long.bitCount(bishops & undefended & rooks), white)
                + term(w, Weights.THREAT_BY_ROOK + ROOK, Long.bitCount(theirRooks & rooks), white)
                + term(w, Weights.THREAT_BY_ROOK + QUEEN, Long.bitCount(queens & rooks), white);
        return sum + term(w, Weights.HANGING, Long.bitCount(undefended & ~b.pieces(PAWN) & ~b.pieces(KING)), white);
    }

    /**
     * Chess: one side's king, by its pawn shelter, the enemy pawns storming it, and the danger of
     * the enemy's attacks on its zone (the attackers, the squares there only the king defends, and
     * the safe checks the enemy has), from {@link Weights#KING_DANGER}'s table.
     */
    private int kingSafety(SearchBoard b, boolean white, int[] w, long occ) {
        int s = white ? 0 : 1;
        long us = b.side(white);
        long them = b.side(!white);
        long king = b.pieces(KING) & us;
        if (king == 0) {
            return 0;
        }
        int sq = Long.numberOfTrailingZeros(king);
        int kf = sq & 7;
        long ownPawns = b.pieces(PAWN) & us;
        long enemyPawns = b.pieces(PAWN) & them;
        long front = inFront(sq, white);
        int sum = 0;
        for (int f = Math.max(0, kf - 1); f <= Math.min(7, kf + 1); f++) {
            long file = FILE_A << f;
            long own = ownPawns & file & front;
            int ownRank = own == 0 ? 0 : relativeRank(white ? Long.numberOfTrailingZeros(own) : 63 - Long.numberOfLeadingZeros(own), white);
            sum += term(w, (f == kf ? Weights.SHELTER_KING_FILE : Weights.SHELTER) + ownRank, 1, white);
            long enemy = enemyPawns & file & front;
            int enemyRank = enemy == 0 ? 0 : relativeRank(white ? Long.numberOfTrailingZeros(enemy) : 63 - Long.numberOfLeadingZeros(enemy), white);
            sum += term(w, Weights.STORM + enemyRank, 1, white);
        }
        // the danger: the enemy's attackers of our zone (counted by the enemy's pieces pass), weak squares, safe checks
        int e = 1 - s;
        if (kingAttackers[e] == 0) {
            return sum;
        }
        int units = kingAttackUnits[e];
        long weak = SearchBoard.kingAttacks(sq) & attacked[e] & ~attackedTwice[s];
        units += Long.bitCount(weak);
        long safe = ~them & (~attacked[s] | (weak & attackedTwice[e]));
        long bishopChecks = SearchBoard.bishopAttacks(sq, occ) & safe;
        long rookChecks = SearchBoard.rookAttacks(sq, occ) & safe;
        if ((SearchBoard.knightAttacks(sq) & safe & attackedByKnights[e]) != 0) {
            units += CHECK_UNITS[KNIGHT];
        }
        if (((bishopChecks | rookChecks) & attackedByQueens[e]) != 0) {
            units += CHECK_UNITS[QUEEN];
        }
        if ((rookChecks & attackedByRooks[e]) != 0) {
            units += CHECK_UNITS[ROOK];
        }
        if ((bishopChecks & attackedByBishops[e]) != 0) {
            units += CHECK_UNITS[BISHOP];
        }
        if ((b.pieces(QUEEN) & them) == 0) {
            units /= 2;
        }
        return sum + term(w, Weights.KING_DANGER + Math.min(63, units), 1, white);
    }

    /** The squares in front of {@code sq} (its rank excluded) from a side's point of view. */
    private static long inFront(int sq, boolean white) {
        return white ? -1L << (sq | 7) << 1 : (1L << (sq & 56)) - 1;
    }

    private static int relativeRank(int sq, boolean white) {
        return white ? sq >>> 3 : 7 - (sq >>> 3);
    }

    /**
     * Atomic chess: one side's king terms, from that side's view. Every piece next to one's own
     * king is a fuse: an enemy capture there explodes the king (AT-EXPLOSION), so each costs, and
     * one the enemy can take at once is a threat to lose the game; two such threats can rarely
     * both be met. Enemy knights and queens eyeing the king's ring build those threats. While the
     * kings touch neither can be checked (AT-CONNECTED-KINGS): the side behind in material
     * gains from that in the ending.
     */
    private int atomicKing(SearchBoard b, boolean white, int[] w) {
        long us = b.side(white);
        long them = b.side(!white);
        long ourKing = b.pieces(KING) & us;
        long theirKing = b.pieces(KING) & them;
        if (ourKing == 0 || theirKing == 0) {
            return 0;
        }
        int k = Long.numberOfTrailingZeros(ourKing);
        int e = Long.numberOfTrailingZeros(theirKing);
        long ring = SearchBoard.kingAttacks(k);
        long theirRing = SearchBoard.kingAttacks(e);
        long occ = b.occupied();
        boolean connected = (ring & theirKing) != 0;
        long fuses = ring & us;
        int sum = term(w, Weights.FUSE, Long.bitCount(fuses), white);
        int threats = 0;
        if (!connected) {
            for (long f = fuses; f != 0; f &= f - 1) {
                int sq = Long.numberOfTrailingZeros(f);
                // a capture there explodes our king; the enemy may make it unless its own king is in the blast
                if ((theirRing & (1L << sq)) == 0 && (b.attackers(sq, !white, occ) & ~theirKing & ~theirRing) != 0) {
                    threats++;
                }
            }
        }
        if (threats > 0) {
            boolean toMove = b.whiteToMove() == white;
            sum += term(w, toMove && threats >= 2 ? Weights.FUSE_THREATS : Weights.FUSE_THREAT + (toMove ? 0 : 1), 1, white);
        }
        long pressure = 0;
        for (long n = b.pieces(KNIGHT) & them; n != 0; n &= n - 1) {
            pressure |= SearchBoard.knightAttacks(Long.numberOfTrailingZeros(n));
        }
        int near = 0;
        for (long q = b.pieces(QUEEN) & them; q != 0; q &= q - 1) {
            int sq = Long.numberOfTrailingZeros(q);
            pressure |= SearchBoard.bishopAttacks(sq, occ) | SearchBoard.rookAttacks(sq, occ);
            if (distance(sq, k) <= 2) {
                near++;
            }
        }
        sum += term(w, Weights.QUEEN_NEAR_KING, near, white);
        sum += term(w, Weights.KING_PRESSURE, Long.bitCount(pressure & ring), white);
        if (connected && atomicMaterial(b, white) < atomicMaterial(b, !white)) {
            sum += term(w, Weights.CONNECTED_KINGS_BEHIND, 1, white);
        }
        return sum;
    }

    private static int atomicMaterial(SearchBoard b, boolean white) {
        int m = 0;
        for (int type = PAWN; type < KING; type++) {
            m += value(true, type) * Long.bitCount(b.pieces(type) & b.side(white));
        }
        return m;
    }

    // ---------------------------------------------------------------- pawns

    /** Pawn structures by their pawns: most positions of a search share their pawns with many others. */
    private static final int PAWN_CACHE = 1 << 12;
    private final long[] cachedWhitePawns = new long[PAWN_CACHE];
    private final long[] cachedBlackPawns = new long[PAWN_CACHE];
    private final long[] cachedPassed = new long[PAWN_CACHE];
    private final int[] cachedPawnScore = new int[PAWN_CACHE];
    private final boolean[] cachedAtomic = new boolean[PAWN_CACHE];
    private boolean cacheUsed;

    /**
     * Isolated, doubled, backward and connected pawns and the passed pawns by rank, White's less
     * Black's (from the cache: they depend on the pawns alone), and the passed pawns' terms that
     * depend on the other pieces too.
     */
    private int pawnStructure(SearchBoard b, int[] w, long white, long black) {
        int i = (int) (((white * 0x9E3779B97F4A7C15L) ^ (black * 0xC2B2AE3D27D4EB4FL)) >>> 52);
        boolean atomic = b.atomic();
        int sum;
        long passed;
        if (trace == null && cacheUsed && cachedWhitePawns[i] == white && cachedBlackPawns[i] == black && cachedAtomic[i] == atomic) {
            sum = cachedPawnScore[i];
            passed = cachedPassed[i];
        } else {
            sum = pawnsAlone(white, black, true, w) - pawnsAlone(black, white, false, w);
            passed = passed(white, black, true) | passed(black, white, false);
            if (trace == null) {
                cacheUsed = true;
                cachedWhitePawns[i] = white;
                cachedBlackPawns[i] = black;
                cachedAtomic[i] = atomic;
                cachedPassed[i] = passed;
                cachedPawnScore[i] = sum;
            }
        }
        return sum + passers(b, passed & white, true, w) - passers(b, passed & black, false, w);
    }

    /** The pawns of {@code own} that no enemy pawn can stop or take, and no own pawn stands in front of. */
    private static long passed(long own, long enemy, boolean white) {
        long result = 0;
        for (long x = own; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            long file = FILE_A << (sq & 7);
            long ahead = inFront(sq, white);
            if (((file | adjacentFiles(sq)) & ahead & enemy) == 0 && (file & ahead & own) == 0) {
                result |= 1L << sq;
            }
        }
        return result;
    }

    /** One side's pawns alone: isolated, doubled, backward, connected, and the passed ones by rank. */
    private int pawnsAlone(long own, long enemy, boolean white, int[] w) {
        int sum = 0;
        long passed = passed(own, enemy, white);
        long ownAttacks = pawnAttacks(own, white);
        long enemyAttacks = pawnAttacks(enemy, !white);
        for (long x = own; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            long bit = 1L << sq;
            long file = FILE_A << (sq & 7);
            long ahead = inFront(sq, white);
            long beside = adjacentFiles(sq);
            int rank = relativeRank(sq, white);
            if ((own & beside) == 0) {
                sum += term(w, Weights.ISOLATED, 1, white);
            } else if ((own & beside & ~ahead) == 0 && (enemyAttacks & (white ? bit << 8 : bit >>> 8)) != 0) {
                // every neighbour ahead of it, and its square in front attacked by an enemy pawn
                sum += term(w, Weights.BACKWARD, 1, white);
            }
            if ((own & file & ahead) != 0) {
                sum += term(w, Weights.DOUBLED, 1, white);
            }
            if ((own & beside & rankOf(sq)) != 0 || (ownAttacks & bit) != 0) {
                sum += term(w, Weights.CONNECTED + rank, 1, white);
            }
            if ((passed & bit) != 0) {
                sum += term(w, Weights.PASSED + rank, 1, white);
            }
        }
        return sum;
    }

    private static long rankOf(int sq) {
        return 0xFFL << (sq & 56);
    }

    private static long adjacentFiles(int sq) {
        int f = sq & 7;
        long file = FILE_A << f;
        return (f > 0 ? file >>> 1 : 0) | (f < 7 ? file << 1 : 0);
    }

    /** What the other pieces change for passed pawns: blocked, a free way, the kings' distances. */
    private int passers(SearchBoard b, long passed, boolean white, int[] w) {
        if (passed == 0) {
            return 0;
        }
        int s = white ? 0 : 1;
        long ownKing = b.pieces(KING) & b.side(white);
        long enemyKing = b.pieces(KING) & b.side(!white);
        long occ = b.occupied();
        int sum = 0;
        for (long x = passed; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            int rank = relativeRank(sq, white);
            int stop = white ? sq + 8 : sq - 8;
            if ((occ & 1L << stop) != 0) {
                sum += term(w, Weights.PASSED_BLOCKED + rank, 1, white);
            } else if ((FILE_A << (sq & 7) & inFront(sq, white) & (occ | attacked[1 - s])) == 0) {
                sum += term(w, Weights.PASSED_FREE + rank, 1, white);
            }
            if (ownKing != 0) {
                sum += term(w, Weights.PASSED_OWN_KING + rank, distance(Long.numberOfTrailingZeros(ownKing), stop), white);
            }
            if (enemyKing != 0) {
                sum += term(w, Weights.PASSED_ENEMY_KING + rank, distance(Long.numberOfTrailingZeros(enemyKing), stop), white);
            }
        }
        return sum;
    }

    // ---------------------------------------------------------------- draws

    /**
     * The endgame's scale in 128ths: a side ahead without pawns needs more than a minor piece's
     * worth to win; bishops of opposite colours alone with pawns are drawish.
     */
    private static int endgameScale(SearchBoard b, boolean atomic, int sum) {
        if (atomic) {
            return 128;
        }
        boolean whiteAhead = eg(sum) > 0;
        long strong = b.side(whiteAhead);
        long weak = b.side(!whiteAhead);
        long pawns = b.pieces(PAWN);
        if ((strong & pawns) == 0) {
            int difference = material(b, whiteAhead, false) - material(b, !whiteAhead, false);
            if (difference <= value(false, BISHOP)) {
                return 16;
            }
        }
        long bishops = b.pieces(BISHOP);
        long others = b.pieces(KNIGHT) | b.pieces(ROOK) | b.pieces(QUEEN);
        if (others == 0 && Long.bitCount(bishops & strong) == 1 && Long.bitCount(bishops & weak) == 1) {
            long light = 0x55AA55AA55AA55AAL;
            boolean opposite = ((bishops & strong & light) != 0) != ((bishops & weak & light) != 0);
            if (opposite) {
                return 64;
            }
        }
        return 128;
    }

    private static int material(SearchBoard b, boolean white, boolean atomic) {
        int m = 0;
        for (int type = KNIGHT; type < KING; type++) {
            m += value(atomic, type) * Long.bitCount(b.pieces(type) & b.side(white));
        }
        return m;
    }

    /**
     * Who cannot win does not score as winning: a side without pawns and with too little to mate
     * (chess: at most one minor piece, or two knights; atomic: a bare king, AT-KING-NO-CAPTURE)
     * is held to at most a draw. A lone king facing mating material is driven to the edge.
     */
    private static int scaleForDraws(SearchBoard b, int score, boolean atomic) {
        for (int s = 0; s < 2; s++) {
            boolean white = s == 0;
            long us = b.side(white);
            if ((b.pieces(PAWN) & us) != 0) {
                continue;
            }
            long pieces = us & ~b.pieces(KING);
            boolean cannotWin;
            if (atomic) {
                cannotWin = pieces == 0;
            } else {
                long minors = pieces & (b.pieces(KNIGHT) | b.pieces(BISHOP));
                cannotWin = pieces == minors && (Long.bitCount(minors) <= 1
                        || (minors == (pieces & b.pieces(KNIGHT)) && Long.bitCount(minors) == 2));
            }
            if (cannotWin) {
                score = white ? Math.min(score, 0) : Math.max(score, 0);
            }
        }
        // mop-up: the stronger side drives a bare king to a corner and brings its own king close
        long whiteRest = b.side(true) & ~b.pieces(KING);
        long blackRest = b.side(false) & ~b.pieces(KING);
        long wk = b.pieces(KING) & b.side(true);
        long bk = b.pieces(KING) & b.side(false);
        if (wk != 0 && bk != 0 && !atomic) {
            int w = Long.numberOfTrailingZeros(wk);
            int k = Long.numberOfTrailingZeros(bk);
            if (blackRest == 0 && score > 0) {
                score += 10 * edge(k) + 4 * (7 - distance(w, k));
            } else if (whiteRest == 0 && score < 0) {
                score -= 10 * edge(w) + 4 * (7 - distance(w, k));
            }
        }
        return score;
    }

    /** How far a square is from the centre, in files plus ranks: 0 on the four centre squares, 6 in a corner. */
    private static int edge(int sq) {
        int f = sq & 7;
        int r = sq >>> 3;
        return Math.max(3 - f, f - 4) + Math.max(3 - r, r - 4);
    }

    /** The squares a knight, bishop, rook, queen or king on {@code sq} attacks (0 for pawns). */
    private static long pieceAttacks(int type, int sq, long occ) {
        return switch (type) {
            case KNIGHT -> SearchBoard.knightAttacks(sq);
            case BISHOP -> SearchBoard.bishopAttacks(sq, occ);
            case ROOK -> SearchBoard.rookAttacks(sq, occ);
            case QUEEN -> SearchBoard.bishopAttacks(sq, occ) | SearchBoard.rookAttacks(sq, occ);
            case KING -> SearchBoard.kingAttacks(sq);
            default -> 0L;
        };
    }

    static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }

    /** The squares the pawns of a side attack. */
    static long pawnAttacks(long pawns, boolean white) {
        return white ? ((pawns & NOT_FILE_A) << 7) | ((pawns & NOT_FILE_H) << 9) : ((pawns & NOT_FILE_A) >>> 9) | ((pawns & NOT_FILE_H) >>> 7);
    }
}
