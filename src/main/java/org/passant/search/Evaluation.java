package org.passant.search;

import static org.passant.fast.SearchBoard.BISHOP;
import static org.passant.fast.SearchBoard.KING;
import static org.passant.fast.SearchBoard.KNIGHT;
import static org.passant.fast.SearchBoard.PAWN;
import static org.passant.fast.SearchBoard.QUEEN;
import static org.passant.fast.SearchBoard.ROOK;

import org.passant.fast.SearchBoard;

/**
 * The static evaluation, in centipawns for the side to move, of chess and of atomic chess. Both
 * are a tapered sum (opening and endgame weights blended by the material left) of material,
 * piece-square tables, mobility and pawn structure; chess adds king shelter and attacks on the
 * king's zone, atomic chess its own king terms ({@link #atomicKing}). Written for Passant: the
 * tables come from the formulas below, not from another engine. An evaluation allocates nothing; each
 * search owns one evaluation, whose pawn cache it fills.
 */
final class Evaluation {

    /** Material by piece type, opening and endgame: chess, then atomic chess. */
    static final int[] CHESS_MG = {0, 90, 320, 330, 480, 960, 0};
    static final int[] CHESS_EG = {0, 120, 300, 320, 520, 950, 0};
    /**
     * Atomic chess: minor pieces are worth much less (a capture costs the capturer, and minor
     * pieces explode with whatever they take), pawns survive blasts next to them and decide the
     * endings. The ratios follow strong atomic players' rule of thumb (pawn 1, minor 1.5, rook 3,
     * queen 6, as discussed on chess.stackexchange.com question 30305); the numbers are ours.
     */
    static final int[] ATOMIC_MG = {0, 100, 160, 170, 310, 640, 0};
    static final int[] ATOMIC_EG = {0, 150, 140, 150, 330, 620, 0};

    /** Game phase per piece type: 24 with all pieces on the board, 0 with only kings and pawns. */
    private static final int[] PHASE = {0, 0, 1, 1, 2, 4, 0};

    /** Piece-square tables from White's side ({@code [type * 64 + square]}); Black reads square ^ 56. */
    static final int[] PST_MG = new int[7 * 64];
    static final int[] PST_EG = new int[7 * 64];

    private static final int[] PASSED_MG = {0, 5, 8, 15, 30, 55, 90, 0};
    private static final int[] PASSED_EG = {0, 10, 15, 30, 55, 95, 150, 0};
    private static final int[] KING_FILE_HOME = {20, 30, 10, 0, 0, 10, 30, 20};

    static final long FILE_A = 0x0101010101010101L;

    static {
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >>> 3;
            int cf = Math.min(f, 7 - f);
            int cr = Math.min(r, 7 - r);
            int centre = cf + cr; // 0 in a corner, 6 on the four centre squares
            boolean middleFile = f == 3 || f == 4;
            // pawns: forward is good, the centre pawns most in the opening
            if (r >= 1 && r <= 6) {
                int bonus = middleFile ? (r == 3 ? 15 : r == 4 ? 20 : r >= 5 ? 10 : 0)
                        : (f == 2 || f == 5) && (r == 3 || r == 4) ? 8 : 0;
                set(PAWN, sq, (r - 1) * 3 + bonus, (r - 1) * 8);
            }
            set(KNIGHT, sq, 8 * centre - 28 - (r == 0 ? 8 : 0), 5 * centre - 15);
            set(BISHOP, sq, 4 * centre - 12 + (f == r || f + r == 7 ? 6 : 0) - (r == 0 ? 6 : 0), 3 * centre - 9);
            set(ROOK, sq, (r == 6 ? 20 : 0) + (middleFile ? 5 : 0), r == 6 ? 10 : 0);
            set(QUEEN, sq, 2 * centre - 6, 4 * centre - 12);
            // the king: at home behind its pawns while pieces are on; in the centre in the ending
            set(KING, sq, r == 0 ? KING_FILE_HOME[f] : Math.max(-60, -15 * r - 10), 10 * centre - 30);
        }
    }

    private static void set(int type, int sq, int mg, int eg) {
        PST_MG[type * 64 + sq] = mg;
        PST_EG[type * 64 + sq] = eg;
    }

    /** The evaluation for the side to move. */
    int evaluate(SearchBoard b) {
        int white = b.atomic() ? atomic(b) : chess(b);
        return b.whiteToMove() ? white : -white;
    }

    /** A value for move ordering and pruning: a piece type's worth in the variant (opening weights). */
    static int value(boolean atomic, int type) {
        return atomic ? ATOMIC_MG[type] : CHESS_MG[type];
    }

    // ---------------------------------------------------------------- chess

    private int chess(SearchBoard b) {
        int mg = 0;
        int eg = 0;
        int phase = 0;
        int material = 0;
        long occ = b.occupied();
        long whitePawnAttacks = pawnAttacks(b.pieces(PAWN) & b.side(true), true);
        long blackPawnAttacks = pawnAttacks(b.pieces(PAWN) & b.side(false), false);
        for (int s = 0; s < 2; s++) {
            boolean white = s == 0;
            int sign = white ? 1 : -1;
            long us = b.side(white);
            long them = b.side(!white);
            long area = ~us & ~(white ? blackPawnAttacks : whitePawnAttacks);
            int enemyKing = Long.numberOfTrailingZeros(b.pieces(KING) & them);
            long kingZone = enemyKing < 64 ? SearchBoard.kingAttacks(enemyKing) | 1L << enemyKing : 0;
            int attackUnits = 0;
            int attackers = 0;
            int pmg = 0;
            int peg = 0;
            for (int type = PAWN; type <= KING; type++) {
                long set = b.pieces(type) & us;
                int n = Long.bitCount(set);
                pmg += n * CHESS_MG[type];
                peg += n * CHESS_EG[type];
                phase += n * PHASE[type];
                material += sign * n * CHESS_MG[type];
                for (long x = set; x != 0; x &= x - 1) {
                    int sq = Long.numberOfTrailingZeros(x);
                    int rel = white ? sq : sq ^ 56;
                    pmg += PST_MG[type * 64 + rel];
                    peg += PST_EG[type * 64 + rel];
                    long attacks = pieceAttacks(type, sq, occ);
                    int m = Long.bitCount(attacks & area);
                    switch (type) {
                        case KNIGHT -> {
                            pmg += (m - 4) * 4;
                            peg += (m - 4) * 4;
                        }
                        case BISHOP -> {
                            pmg += (m - 6) * 5;
                            peg += (m - 6) * 5;
                        }
                        case ROOK -> {
                            pmg += (m - 7) * 2;
                            peg += (m - 7) * 4;
                            long file = FILE_A << (sq & 7);
                            if ((file & b.pieces(PAWN)) == 0) {
                                pmg += 25;
                                peg += 10;
                            } else if ((file & b.pieces(PAWN) & us) == 0) {
                                pmg += 12;
                                peg += 6;
                            }
                        }
                        case QUEEN -> {
                            pmg += (m - 13);
                            peg += (m - 13) * 2;
                        }
                        default -> {
                            // pawns and the king: no mobility term
                        }
                    }
                    int hits = Long.bitCount(attacks & kingZone);
                    if (hits > 0) {
                        attackers++;
                        attackUnits += hits * (type == QUEEN ? 5 : type == ROOK ? 3 : 2);
                    }
                }
            }
            if (Long.bitCount(b.pieces(BISHOP) & us) >= 2) {
                pmg += 30;
                peg += 50;
            }
            if (attackers >= 2) {
                int danger = Math.min(500, attackUnits * attackUnits / 4);
                pmg += (b.pieces(QUEEN) & us) != 0 ? danger : danger / 2;
            }
            pmg += shelter(b, white);
            mg += sign * pmg;
            eg += sign * peg;
        }
        int pawns = pawnStructure(b);
        int score = taper(mg + mg(pawns), eg + eg(pawns), phase);
        if (Math.abs(material) >= 150) {
            // the side ahead gains from every exchange of pieces: its extra material weighs more with fewer pieces left
            score += material * (24 - Math.min(24, phase)) / 240;
        }
        return scaleForDraws(b, score, false);
    }

    /** Pawns in front of a king at home: each missing one, and each open file beside it, costs. */
    private static int shelter(SearchBoard b, boolean white) {
        long king = b.pieces(KING) & b.side(white);
        if (king == 0) {
            return 0;
        }
        int sq = Long.numberOfTrailingZeros(king);
        int rank = white ? sq >>> 3 : 7 - (sq >>> 3);
        if (rank > 1) {
            return -20; // a king out in the open while pieces are on
        }
        long ownPawns = b.pieces(PAWN) & b.side(white);
        int score = 0;
        int kf = sq & 7;
        for (int f = Math.max(0, kf - 1); f <= Math.min(7, kf + 1); f++) {
            long file = FILE_A << f;
            long near = file & ownPawns;
            int one = white ? sq + 8 : sq - 8;
            int r1 = (one & ~7) | f;
            int r2 = white ? r1 + 8 : r1 - 8;
            if (r1 >= 0 && r1 < 64 && (near & 1L << r1) != 0) {
                score += 12;
            } else if (r2 >= 0 && r2 < 64 && (near & 1L << r2) != 0) {
                score += 6;
            } else {
                score -= 15;
            }
            if ((file & b.pieces(PAWN)) == 0) {
                score -= 10;
            }
        }
        return score;
    }

    // ---------------------------------------------------------------- atomic chess

    private int atomic(SearchBoard b) {
        int mg = 0;
        int eg = 0;
        int phase = 0;
        int whiteMaterial = 0;
        int blackMaterial = 0;
        long occ = b.occupied();
        long whitePawnAttacks = pawnAttacks(b.pieces(PAWN) & b.side(true), true);
        long blackPawnAttacks = pawnAttacks(b.pieces(PAWN) & b.side(false), false);
        for (int s = 0; s < 2; s++) {
            boolean white = s == 0;
            int sign = white ? 1 : -1;
            long us = b.side(white);
            long area = ~us & ~(white ? blackPawnAttacks : whitePawnAttacks);
            int pmg = 0;
            int peg = 0;
            for (int type = PAWN; type <= KING; type++) {
                long set = b.pieces(type) & us;
                int n = Long.bitCount(set);
                pmg += n * ATOMIC_MG[type];
                peg += n * ATOMIC_EG[type];
                if (white) {
                    whiteMaterial += n * ATOMIC_MG[type];
                } else {
                    blackMaterial += n * ATOMIC_MG[type];
                }
                phase += n * PHASE[type];
                for (long x = set; x != 0; x &= x - 1) {
                    int sq = Long.numberOfTrailingZeros(x);
                    int rel = white ? sq : sq ^ 56;
                    if (type == KING) {
                        // the king stays home in the opening; in the ending it is a pawn stopper, no more
                        pmg += (rel >>> 3) == 0 ? 10 : -20 * (rel >>> 3);
                        peg += PST_EG[KING * 64 + rel] / 2;
                        continue;
                    }
                    pmg += PST_MG[type * 64 + rel] / 2;
                    peg += PST_EG[type * 64 + rel] / 2;
                    long attacks = pieceAttacks(type, sq, occ);
                    if (type != PAWN) {
                        int m = Long.bitCount(attacks & area);
                        pmg += 2 * m;
                        peg += 2 * m;
                    }
                }
            }
            mg += sign * pmg;
            eg += sign * peg;
        }
        // passed pawns decide atomic endings: their endgame weight is doubled
        int pawns = pawnStructure(b);
        int score = taper(mg + mg(pawns), eg + 2 * eg(pawns), phase);
        score += atomicKing(b, true, whiteMaterial < blackMaterial) - atomicKing(b, false, blackMaterial < whiteMaterial);
        return scaleForDraws(b, score, true);
    }

    /**
     * The atomic king terms for one side, from that side's view. Every piece next to one's own
     * king is a fuse: an enemy capture there explodes the king (AT-EXPLOSION), so each costs, and
     * one the enemy can take at once is a threat to lose the game; two such threats can rarely
     * both be met. Enemy knights and queens eyeing the king's ring build those threats. While the
     * kings touch neither can be checked (AT-CONNECTED-KINGS): the side behind in material
     * gains from that in the ending.
     */
    static int atomicKing(SearchBoard b, boolean white, boolean behind) {
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
        int score = 0;
        boolean connected = (ring & theirKing) != 0;
        long fuses = ring & us;
        score -= 10 * Long.bitCount(fuses);
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
            score -= toMove ? (threats == 1 ? 60 : 300) : 900; // not to move: the enemy explodes the king now
        }
        long pressure = 0;
        for (long n = b.pieces(KNIGHT) & them; n != 0; n &= n - 1) {
            pressure |= SearchBoard.knightAttacks(Long.numberOfTrailingZeros(n));
        }
        for (long q = b.pieces(QUEEN) & them; q != 0; q &= q - 1) {
            int sq = Long.numberOfTrailingZeros(q);
            pressure |= SearchBoard.bishopAttacks(sq, occ) | SearchBoard.rookAttacks(sq, occ);
            if (Math.max(Math.abs((sq & 7) - (k & 7)), Math.abs((sq >>> 3) - (k >>> 3))) <= 2) {
                score -= 20;
            }
        }
        score -= 6 * Long.bitCount(pressure & ring);
        if (connected && behind) {
            score += 40;
        }
        return score;
    }

    // ---------------------------------------------------------------- shared

    /** Pawn structures by their pawns: most positions of a search share their pawns with many others. */
    private static final int PAWN_CACHE = 1 << 10;
    private final long[] cachedWhitePawns = new long[PAWN_CACHE];
    private final long[] cachedBlackPawns = new long[PAWN_CACHE];
    private final long[] cachedPassed = new long[PAWN_CACHE];
    private final int[] cachedPawnScore = new int[PAWN_CACHE];
    private boolean cacheUsed;

    /**
     * Passed, doubled and isolated pawns, White's minus Black's, packed by {@link #pack}; the
     * terms that depend on the pawns alone come from the cache, those that depend on the other
     * pieces (a passed pawn blocked, the kings' distance to it) are added here.
     */
    private int pawnStructure(SearchBoard b) {
        long white = b.pieces(PAWN) & b.side(true);
        long black = b.pieces(PAWN) & b.side(false);
        int i = (int) (((white * 0x9E3779B97F4A7C15L) ^ (black * 0xC2B2AE3D27D4EB4FL)) >>> 54);
        if (!cacheUsed || cachedWhitePawns[i] != white || cachedBlackPawns[i] != black) {
            cacheUsed = true;
            cachedWhitePawns[i] = white;
            cachedBlackPawns[i] = black;
            cachedPassed[i] = passed(white, black, true) | passed(black, white, false);
            int w = pawnsAlone(white, black, true);
            int k = pawnsAlone(black, white, false);
            cachedPawnScore[i] = pack(mg(w) - mg(k), eg(w) - eg(k));
        }
        int score = cachedPawnScore[i];
        long passed = cachedPassed[i];
        int w = passers(b, passed & white, true);
        int k = passers(b, passed & black, false);
        return pack(mg(score) + mg(w) - mg(k), eg(score) + eg(w) - eg(k));
    }

    /** The pawns of {@code own} that no enemy pawn can stop or take, and no own pawn stands in front of. */
    private static long passed(long own, long enemy, boolean white) {
        long result = 0;
        for (long x = own; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            long file = FILE_A << (sq & 7);
            long ahead = white ? -1L << sq << 8 : (1L << sq) - 1 >>> 8;
            if (((file | adjacentFiles(sq)) & ahead & enemy) == 0 && (file & ahead & own) == 0) {
                result |= 1L << sq;
            }
        }
        return result;
    }

    private static long adjacentFiles(int sq) {
        int f = sq & 7;
        long file = FILE_A << f;
        return (f > 0 ? file >>> 1 : 0) | (f < 7 ? file << 1 : 0);
    }

    /** Isolated and doubled pawns, and passed pawns by their rank, for one side. */
    private static int pawnsAlone(long own, long enemy, boolean white) {
        int mg = 0;
        int eg = 0;
        long passed = passed(own, enemy, white);
        for (long x = own; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            if ((own & adjacentFiles(sq)) == 0) {
                mg -= 10;
                eg -= 12;
            }
            if ((passed & 1L << sq) != 0) {
                int rel = white ? sq >>> 3 : 7 - (sq >>> 3);
                mg += PASSED_MG[rel];
                eg += PASSED_EG[rel];
            }
        }
        for (int f = 0; f < 8; f++) {
            int n = Long.bitCount(own & FILE_A << f);
            if (n > 1) {
                mg -= 10 * (n - 1);
                eg -= 20 * (n - 1);
            }
        }
        return pack(mg, eg);
    }

    /** What the other pieces change for passed pawns: a blocked one is worth half; the kings' distances in the ending. */
    private static int passers(SearchBoard b, long passed, boolean white) {
        int mg = 0;
        int eg = 0;
        long ownKing = b.pieces(KING) & b.side(white);
        long enemyKing = b.pieces(KING) & b.side(!white);
        for (long x = passed; x != 0; x &= x - 1) {
            int sq = Long.numberOfTrailingZeros(x);
            int rel = white ? sq >>> 3 : 7 - (sq >>> 3);
            int stop = white ? sq + 8 : sq - 8;
            if ((b.occupied() & 1L << stop) != 0) {
                mg -= PASSED_MG[rel] / 2;
                eg -= PASSED_EG[rel] / 2;
            }
            if (enemyKing != 0) {
                int promotion = white ? 56 + (sq & 7) : sq & 7;
                eg += rel * (distance(Long.numberOfTrailingZeros(enemyKing), promotion)
                        - (ownKing != 0 ? distance(Long.numberOfTrailingZeros(ownKing), stop) : 0));
            }
        }
        return pack(mg, eg);
    }

    /** An opening and an endgame value in one int (the endgame in the high half), so nothing is allocated. */
    static int pack(int mg, int eg) {
        return (eg << 16) + mg;
    }

    static int mg(int packed) {
        return (short) packed;
    }

    static int eg(int packed) {
        return (packed + 0x8000) >> 16;
    }

    private static int taper(int mg, int eg, int phase) {
        int p = Math.min(24, phase);
        return (mg * p + eg * (24 - p)) / 24;
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

    /** The squares a knight, bishop, rook or queen on {@code sq} attacks (0 for pawns and kings: their own terms cover them). */
    private static long pieceAttacks(int type, int sq, long occ) {
        return switch (type) {
            case KNIGHT -> SearchBoard.knightAttacks(sq);
            case BISHOP -> SearchBoard.bishopAttacks(sq, occ);
            case ROOK -> SearchBoard.rookAttacks(sq, occ);
            case QUEEN -> SearchBoard.bishopAttacks(sq, occ) | SearchBoard.rookAttacks(sq, occ);
            default -> 0L;
        };
    }

    static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }

    /** The squares the pawns of a side attack. */
    static long pawnAttacks(long pawns, boolean white) {
        long notA = ~FILE_A;
        long notH = ~(FILE_A << 7);
        return white ? ((pawns & notA) << 7) | ((pawns & notH) << 9) : ((pawns & notA) >>> 9) | ((pawns & notH) >>> 7);
    }
}
