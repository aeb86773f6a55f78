package org.passant.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/**
 * The evaluation's weights: where each term's weights sit in one array, and the arrays of chess
 * and atomic chess. Each weight is an opening and an endgame value packed in one int
 * ({@link #pack}); the evaluation adds weights times counts (a feature's count for White less
 * Black's) and blends the two halves by the material left. The values are fitted by
 * {@code search.Tuner} (src/bench) to positions from Passant's own games and read from
 * {@code chess.weights} and {@code atomic.weights} beside this class (one line per weight: the
 * term's name, the index within the term, the opening and the endgame value); without such a
 * file, the hand-set values below. The layout is written by hand, term by term.
 */
final class Weights {
    private Weights() {
    }

    /** Material, by piece type (pawn to queen). */
    static final int MATERIAL = 0;
    /** Piece-square tables, {@code [type * 64 + square]}, from White's side: Black reads {@code square ^ 56}. */
    static final int PST = MATERIAL + 7;
    /** Mobility: a piece's reachable squares outside its own pawns and king and the enemy pawns' attacks, by count. */
    static final int MOBILITY_KNIGHT = PST + 7 * 64;
    static final int MOBILITY_BISHOP = MOBILITY_KNIGHT + 9;
    static final int MOBILITY_ROOK = MOBILITY_BISHOP + 14;
    static final int MOBILITY_QUEEN = MOBILITY_ROOK + 15;
    /** A passed pawn, by its rank (from its own side, 1 to 6). */
    static final int PASSED = MOBILITY_QUEEN + 28;
    /** A passed pawn whose square in front is occupied, by rank. */
    static final int PASSED_BLOCKED = PASSED + 8;
    /** A passed pawn whose way to the last rank is empty and not attacked by the enemy, by rank. */
    static final int PASSED_FREE = PASSED_BLOCKED + 8;
    /** A passed pawn: per square of distance from its own king to the square in front, by rank. */
    static final int PASSED_OWN_KING = PASSED_FREE + 8;
    /** A passed pawn: per square of distance from the enemy king to the square in front, by rank. */
    static final int PASSED_ENEMY_KING = PASSED_OWN_KING + 8;
    /** A pawn beside (phalanx) or defended by another, by rank. */
    static final int CONNECTED = PASSED_ENEMY_KING + 8;
    /** A pawn with no own pawn on the files beside it. */
    static final int ISOLATED = CONNECTED + 8;
    /** A pawn with an own pawn in front of it on its file. */
    static final int DOUBLED = ISOLATED + 1;
    /** A pawn behind its neighbours whose square in front an enemy pawn attacks. */
    static final int BACKWARD = DOUBLED + 1;
    static final int BISHOP_PAIR = BACKWARD + 1;
    /** A rook on a file without pawns, and on a file without own pawns. */
    static final int ROOK_OPEN = BISHOP_PAIR + 1;
    static final int ROOK_SEMI_OPEN = ROOK_OPEN + 1;
    /** A knight or bishop on a square of the enemy's half that an own pawn defends and no enemy pawn can attack. */
    static final int KNIGHT_OUTPOST = ROOK_SEMI_OPEN + 1;
    static final int BISHOP_OUTPOST = KNIGHT_OUTPOST + 1;
    /** An enemy piece attacked by a pawn, by the piece's type. */
    static final int THREAT_BY_PAWN = BISHOP_OUTPOST + 1;
    /** An enemy piece attacked by a knight or bishop, by its type (a pawn only when undefended). */
    static final int THREAT_BY_MINOR = THREAT_BY_PAWN + 7;
    /** An enemy piece attacked by a rook, by its type (a pawn or minor only when undefended). */
    static final int THREAT_BY_ROOK = THREAT_BY_MINOR + 7;
    /** An enemy piece (not a pawn) attacked and not defended. */
    static final int HANGING = THREAT_BY_ROOK + 7;
    /** The king's pawn shelter: on each file next to and at the king's, the nearest own pawn's rank (0: none). */
    static final int SHELTER = HANGING + 1;
    /** The same on the king's own file. */
    static final int SHELTER_KING_FILE = SHELTER + 8;
    /** Enemy pawns storming the king: on the same files, the nearest enemy pawn's rank from our side (0: none). */
    static final int STORM = SHELTER_KING_FILE + 8;
    /** The danger to a king, by attack units (the attackers of its zone, safe checks, weak squares), 0 to 63. */
    static final int KING_DANGER = STORM + 8;
    /** The side to move's bonus. */
    static final int TEMPO = KING_DANGER + 64;
    /** Atomic chess: each own piece next to one's own king (a fuse: a capture there explodes the king). */
    static final int FUSE = TEMPO + 1;
    /** Atomic chess: a fuse the enemy can capture at once, by whose move it is (0: ours, 1: theirs). */
    static final int FUSE_THREAT = FUSE + 1;
    /** Atomic chess: two or more such fuses, our move. */
    static final int FUSE_THREATS = FUSE_THREAT + 2;
    /** Atomic chess: each square next to our king that an enemy knight or queen attacks. */
    static final int KING_PRESSURE = FUSE_THREATS + 1;
    /** Atomic chess: an enemy queen within two squares of our king. */
    static final int QUEEN_NEAR_KING = KING_PRESSURE + 1;
    /** Atomic chess: the kings touch (AT-CONNECTED-KINGS) while we are behind in material. */
    static final int CONNECTED_KINGS_BEHIND = QUEEN_NEAR_KING + 1;
    static final int SIZE = CONNECTED_KINGS_BEHIND + 1;

    /** The weights of chess. */
    static final int[] CHESS = read("chess.weights", chess());
    /** The weights of atomic chess. */
    static final int[] ATOMIC = read("atomic.weights", atomic());

    /**
     * Each term's name and first index, in the order of the layout (this class's int constants, SIZE
     * aside; WeightsTest checks the two agree). Written out, not found by reflection: in the browser
     * module TeaVM's reflection finds no fields, and its engine reads the weights files too (issue 52).
     */
    static Map<Integer, String> terms() {
        Map<Integer, String> terms = new TreeMap<>();
        terms.put(MATERIAL, "MATERIAL");
        terms.put(PST, "PST");
        terms.put(MOBILITY_KNIGHT, "MOBILITY_KNIGHT");
        terms.put(MOBILITY_BISHOP, "MOBILITY_BISHOP");
        terms.put(MOBILITY_ROOK, "MOBILITY_ROOK");
        terms.put(MOBILITY_QUEEN, "MOBILITY_QUEEN");
        terms.put(PASSED, "PASSED");
        terms.put(PASSED_BLOCKED, "PASSED_BLOCKED");
        terms.put(PASSED_FREE, "PASSED_FREE");
        terms.put(PASSED_OWN_KING, "PASSED_OWN_KING");
        terms.put(PASSED_ENEMY_KING, "PASSED_ENEMY_KING");
        terms.put(CONNECTED, "CONNECTED");
        terms.put(ISOLATED, "ISOLATED");
        terms.put(DOUBLED, "DOUBLED");
        terms.put(BACKWARD, "BACKWARD");
        terms.put(BISHOP_PAIR, "BISHOP_PAIR");
        terms.put(ROOK_OPEN, "ROOK_OPEN");
        terms.put(ROOK_SEMI_OPEN, "ROOK_SEMI_OPEN");
        terms.put(KNIGHT_OUTPOST, "KNIGHT_OUTPOST");
        terms.put(BISHOP_OUTPOST, "BISHOP_OUTPOST");
        terms.put(THREAT_BY_PAWN, "THREAT_BY_PAWN");
        terms.put(THREAT_BY_MINOR, "THREAT_BY_MINOR");
        terms.put(THREAT_BY_ROOK, "THREAT_BY_ROOK");
        terms.put(HANGING, "HANGING");
        terms.put(SHELTER, "SHELTER");
        terms.put(SHELTER_KING_FILE, "SHELTER_KING_FILE");
        terms.put(STORM, "STORM");
        terms.put(KING_DANGER, "KING_DANGER");
        terms.put(TEMPO, "TEMPO");
        terms.put(FUSE, "FUSE");
        terms.put(FUSE_THREAT, "FUSE_THREAT");
        terms.put(FUSE_THREATS, "FUSE_THREATS");
        terms.put(KING_PRESSURE, "KING_PRESSURE");
        terms.put(QUEEN_NEAR_KING, "QUEEN_NEAR_KING");
        terms.put(CONNECTED_KINGS_BEHIND, "CONNECTED_KINGS_BEHIND");
        return terms;
    }

    /** The weights of a resource file beside this class, over {@code defaults} (those it does not name). */
    private static int[] read(String name, int[] defaults) {
        InputStream in = Weights.class.getResourceAsStream(name);
        if (in == null) {
            return defaults;
        }
        Map<String, Integer> offsets = new TreeMap<>();
        terms().forEach((offset, term) -> offsets.put(term, offset));
        int[] w = defaults.clone();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                String[] f = line.strip().split("\\s+");
                if (f.length == 4 && offsets.containsKey(f[0])) {
                    w[offsets.get(f[0]) + Integer.parseInt(f[1])] = pack(Integer.parseInt(f[2]), Integer.parseInt(f[3]));
                } else if (!line.isBlank() && !line.startsWith("#")) {
                    throw new IllegalStateException(name + ": not a weight: '" + line + "'");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w;
    }

    /** Writes weights in {@link #read}'s format, every weight, term by term. */
    static void write(int[] w, PrintWriter out) {
        Map<Integer, String> terms = terms();
        Integer[] offsets = terms.keySet().toArray(new Integer[0]);
        for (int t = 0; t < offsets.length; t++) {
            int end = t + 1 < offsets.length ? offsets[t + 1] : SIZE;
            for (int i = offsets[t]; i < end; i++) {
                out.println(terms.get(offsets[t]) + " " + (i - offsets[t]) + " " + mg(w[i]) + " " + eg(w[i]));
            }
        }
    }

    /** An opening and an endgame value in one int (the endgame in the high half). */
    static int pack(int mg, int eg) {
        return (eg << 16) + mg;
    }

    static int mg(int packed) {
        return (short) packed;
    }

    static int eg(int packed) {
        return (packed + 0x8000) >> 16;
    }

    /** Hand-set starting values (before fitting): material, tables from simple formulas, the rest small. */
    private static int[] chess() {
        int[] w = new int[SIZE];
        int[][] material = {{0, 0}, {90, 120}, {320, 300}, {330, 320}, {480, 520}, {960, 950}};
        for (int type = 1; type <= 5; type++) {
            w[MATERIAL + type] = pack(material[type][0], material[type][1]);
        }
        tables(w, 1);
        for (int m = 0; m <= 8; m++) {
            w[MOBILITY_KNIGHT + m] = pack((m - 4) * 4, (m - 4) * 4);
        }
        for (int m = 0; m <= 13; m++) {
            w[MOBILITY_BISHOP + m] = pack((m - 6) * 5, (m - 6) * 5);
        }
        for (int m = 0; m <= 14; m++) {
            w[MOBILITY_ROOK + m] = pack((m - 7) * 2, (m - 7) * 4);
        }
        for (int m = 0; m <= 27; m++) {
            w[MOBILITY_QUEEN + m] = pack(m - 13, (m - 13) * 2);
        }
        pawns(w, 1);
        w[BISHOP_PAIR] = pack(30, 50);
        w[ROOK_OPEN] = pack(25, 10);
        w[ROOK_SEMI_OPEN] = pack(12, 6);
        w[KNIGHT_OUTPOST] = pack(20, 10);
        w[BISHOP_OUTPOST] = pack(10, 5);
        int[] byPawn = {0, 0, 40, 40, 60, 70};
        int[] byMinor = {0, 5, 15, 15, 40, 50};
        int[] byRook = {0, 5, 10, 10, 0, 40};
        for (int type = 1; type <= 5; type++) {
            w[THREAT_BY_PAWN + type] = pack(byPawn[type], byPawn[type] * 3 / 4);
            w[THREAT_BY_MINOR + type] = pack(byMinor[type], byMinor[type] * 3 / 4);
            w[THREAT_BY_ROOK + type] = pack(byRook[type], byRook[type] * 3 / 4);
        }
        w[HANGING] = pack(10, 10);
        int[] shelter = {-15, 12, 6, -5, -5, -5, -5, -5};
        for (int r = 0; r < 8; r++) {
            w[SHELTER + r] = pack(shelter[r], 0);
            w[SHELTER_KING_FILE + r] = pack(shelter[r], 0);
        }
        for (int u = 0; u < 64; u++) {
            w[KING_DANGER + u] = pack(-Math.min(500, u * u * 3 / 2), -Math.min(100, u * u / 4));
        }
        w[TEMPO] = pack(15, 5);
        return w;
    }

    private static int[] atomic() {
        int[] w = new int[SIZE];
        int[][] material = {{0, 0}, {100, 150}, {160, 140}, {170, 150}, {310, 330}, {640, 620}};
        for (int type = 1; type <= 5; type++) {
            w[MATERIAL + type] = pack(material[type][0], material[type][1]);
        }
        tables(w, 2);
        for (int sq = 0; sq < 64; sq++) {
            int rank = sq >>> 3;
            w[PST + 6 * 64 + sq] = pack(rank == 0 ? 10 : -20 * rank, eg(w[PST + 6 * 64 + sq]));
        }
        for (int m = 0; m <= 8; m++) {
            w[MOBILITY_KNIGHT + m] = pack(2 * m, 2 * m);
        }
        for (int m = 0; m <= 13; m++) {
            w[MOBILITY_BISHOP + m] = pack(2 * m, 2 * m);
        }
        for (int m = 0; m <= 14; m++) {
            w[MOBILITY_ROOK + m] = pack(2 * m, 2 * m);
        }
        for (int m = 0; m <= 27; m++) {
            w[MOBILITY_QUEEN + m] = pack(2 * m, 2 * m);
        }
        pawns(w, 2);
        w[FUSE] = pack(-10, -10);
        w[FUSE_THREAT] = pack(-60, -60);
        w[FUSE_THREAT + 1] = pack(-900, -900);
        w[FUSE_THREATS] = pack(-300, -300);
        w[KING_PRESSURE] = pack(-6, -6);
        w[QUEEN_NEAR_KING] = pack(-20, -20);
        w[CONNECTED_KINGS_BEHIND] = pack(40, 40);
        return w;
    }

    /** Piece-square tables from the centre distance, divided by {@code divisor} (atomic chess halves them). */
    private static void tables(int[] w, int divisor) {
        int[] kingFileHome = {20, 30, 10, 0, 0, 10, 30, 20};
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >>> 3;
            int centre = Math.min(f, 7 - f) + Math.min(r, 7 - r); // 0 in a corner, 6 on the four centre squares
            boolean middleFile = f == 3 || f == 4;
            if (r >= 1 && r <= 6) {
                int bonus = middleFile ? (r == 3 ? 15 : r == 4 ? 20 : r >= 5 ? 10 : 0)
                        : (f == 2 || f == 5) && (r == 3 || r == 4) ? 8 : 0;
                w[PST + 64 + sq] = pack(((r - 1) * 3 + bonus) / divisor, (r - 1) * 8 / divisor);
            }
            w[PST + 2 * 64 + sq] = pack((8 * centre - 28 - (r == 0 ? 8 : 0)) / divisor, (5 * centre - 15) / divisor);
            w[PST + 3 * 64 + sq] = pack((4 * centre - 12 + (f == r || f + r == 7 ? 6 : 0) - (r == 0 ? 6 : 0)) / divisor, (3 * centre - 9) / divisor);
            w[PST + 4 * 64 + sq] = pack(((r == 6 ? 20 : 0) + (middleFile ? 5 : 0)) / divisor, (r == 6 ? 10 : 0) / divisor);
            w[PST + 5 * 64 + sq] = pack((2 * centre - 6) / divisor, (4 * centre - 12) / divisor);
            w[PST + 6 * 64 + sq] = pack(r == 0 ? kingFileHome[f] : Math.max(-60, -15 * r - 10), (10 * centre - 30) / divisor);
        }
    }

    /** Pawn structure; {@code endgame} multiplies the endgame values (atomic chess doubles them: its endings are pawn races). */
    private static void pawns(int[] w, int endgame) {
        int[] passedMg = {0, 5, 8, 15, 30, 55, 90, 0};
        int[] passedEg = {0, 10, 15, 30, 55, 95, 150, 0};
        for (int r = 0; r < 8; r++) {
            w[PASSED + r] = pack(passedMg[r], passedEg[r] * endgame);
            w[PASSED_BLOCKED + r] = pack(-passedMg[r] / 2, -passedEg[r] * endgame / 2);
            w[PASSED_FREE + r] = pack(0, passedEg[r] * endgame / 4);
            w[PASSED_OWN_KING + r] = pack(0, -r * endgame);
            w[PASSED_ENEMY_KING + r] = pack(0, r * endgame);
            w[CONNECTED + r] = pack(r * 2, r * 2);
        }
        w[ISOLATED] = pack(-10, -12 * endgame);
        w[DOUBLED] = pack(-10, -20 * endgame);
        w[BACKWARD] = pack(-5, -5);
    }
}
