package org.passant.position;

import org.passant.kernel.Piece;

/** Well-known set-ups. */
public final class Setups {
    private Setups() {
    }

    /** The number of Chess960 start positions (C960-SETUP). */
    public static final int CHESS960_POSITIONS = 960;
    /** The Chess960 number of the standard initial position. */
    public static final int STANDARD_CHESS960_NUMBER = 518;

    private static final int[] BACK_RANK = {
        Piece.ROOK, Piece.KNIGHT, Piece.BISHOP, Piece.QUEEN, Piece.KING, Piece.BISHOP, Piece.KNIGHT, Piece.ROOK
    };

    /** Scharnagl's knight table: the two knights' places among the five squares left after bishops and queen. */
    private static final int[][] KNIGHTS = {
        {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}
    };

    /** The initial position of chess. */
    public static Setup initial() {
        return fromBackRank(BACK_RANK);
    }

    /**
     * C960-SETUP: Chess960 start position number {@code n} (0..959) in Scharnagl's numbering, all
     * castling rights held; 518 is the standard initial position. The digits of n choose, in turn,
     * the light-squared bishop (n mod 4), the dark-squared bishop, the queen among the six free
     * squares (mod 6) and the knights among the five left (the last digit, 0..9); rook, king, rook
     * fill the three squares that remain, so the king stands between the rooks.
     */
    public static Setup chess960(int n) {
        if (n < 0 || n >= CHESS960_POSITIONS) {
            throw new InvalidInputException("Chess960 position " + n + ": the numbers run from 0 to 959");
        }
        int[] rank = new int[8];
        int rest = n;
        rank[2 * (rest % 4) + 1] = Piece.BISHOP; // b, d, f, h: light squares on rank 1
        rest /= 4;
        rank[2 * (rest % 4)] = Piece.BISHOP;     // a, c, e, g: dark squares
        rest /= 4;
        rank[freeFile(rank, rest % 6)] = Piece.QUEEN;
        rest /= 6;
        int[] knights = KNIGHTS[rest];
        int first = freeFile(rank, knights[0]);
        int second = freeFile(rank, knights[1]);
        rank[first] = Piece.KNIGHT;
        rank[second] = Piece.KNIGHT;
        int[] order = {Piece.ROOK, Piece.KING, Piece.ROOK};
        for (int type : order) {
            rank[freeFile(rank, 0)] = type;
        }
        return fromBackRank(rank);
    }

    /** The file of the k-th (from 0) empty square of the rank. */
    private static int freeFile(int[] rank, int k) {
        int seen = 0;
        for (int file = 0; file < 8; file++) {
            if (rank[file] == Piece.EMPTY) {
                if (seen == k) {
                    return file;
                }
                seen++;
            }
        }
        throw new IllegalStateException("no free square " + k);
    }

    /** White's back rank as given, pawns in front, Black mirrored; every right held, with its start files. */
    private static Setup fromBackRank(int[] backRank) {
        Setup s = new Setup();
        int king = -1;
        int queensideRook = -1;
        int kingsideRook = -1;
        for (int file = 0; file < 8; file++) {
            s.put(Square.of(file, 0), backRank[file]);
            s.put(Square.of(file, 1), Piece.PAWN);
            s.put(Square.of(file, 6), -Piece.PAWN);
            s.put(Square.of(file, 7), -backRank[file]);
            if (backRank[file] == Piece.KING) {
                king = file;
            } else if (backRank[file] == Piece.ROOK) {
                if (king < 0) {
                    queensideRook = file;
                } else {
                    kingsideRook = file;
                }
            }
        }
        for (int side = Piece.WHITE; side >= Piece.BLACK; side -= 2) {
            s.kingFile(side, king);
        }
        for (int i = 0; i < 4; i++) {
            s.castling(i, true);
            s.rookFile(i, i % 2 == 0 ? kingsideRook : queensideRook);
        }
        return s;
    }
}
