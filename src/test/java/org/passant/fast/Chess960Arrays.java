package org.passant.fast;

import org.passant.kernel.Board;
import org.passant.kernel.Piece;

/**
 * C960-SETUP for the fast generator's tests: a kernel array from a FEN whose castling field is
 * standard (KQkq), X-FEN (KQkq for the outermost rook of a wing, else the inner rook's file letter)
 * or Shredder-FEN (the rooks' file letters), the start files filled as the interface says
 * (standard chess's for a side without rights). Test-only and deliberately small: the fast
 * generator's tests need Chess960 positions whatever the state of the FEN reader in notation/.
 */
final class Chess960Arrays {
    private Chess960Arrays() {
    }

    /** The kernel array of a FEN (the clocks may be left out). */
    static int[] state(String fen) {
        String[] f = fen.trim().split("\\s+");
        int[] s = new int[Board.SIZE];
        String[] ranks = f[0].split("/");
        if (ranks.length != 8) {
            throw new IllegalArgumentException("not eight ranks: " + fen);
        }
        for (int r = 0; r < 8; r++) {
            int file = 0;
            for (char c : ranks[7 - r].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                    continue;
                }
                int type = "pnbrqk".indexOf(Character.toLowerCase(c)) + 1;
                if (type == 0 || file > 7) {
                    throw new IllegalArgumentException("bad placement: " + fen);
                }
                s[8 * r + file] = Character.isUpperCase(c) ? type : -type;
                file++;
            }
        }
        s[Board.SIDE] = f[1].equals("w") ? Piece.WHITE : Piece.BLACK;
        int[] files = {
            Board.STANDARD_KINGSIDE_ROOK_FILE, Board.STANDARD_QUEENSIDE_ROOK_FILE,
            Board.STANDARD_KINGSIDE_ROOK_FILE, Board.STANDARD_QUEENSIDE_ROOK_FILE,
            Board.STANDARD_KING_FILE, Board.STANDARD_KING_FILE};
        if (!f[2].equals("-")) {
            for (char c : f[2].toCharArray()) {
                boolean white = Character.isUpperCase(c);
                int base = white ? 0 : 56;
                int side = white ? Piece.WHITE : Piece.BLACK;
                int king = -1;
                for (int file = 0; file < 8; file++) {
                    if (s[base + file] == side * Piece.KING) {
                        king = file;
                    }
                }
                if (king < 0) {
                    throw new IllegalArgumentException("castling right without a king on the back rank: " + fen);
                }
                char u = Character.toUpperCase(c);
                int rook = -1;
                if (u == 'K' || u == 'Q') {
                    // X-FEN: the outermost rook of that wing
                    for (int file = 0; file < 8; file++) {
                        boolean wing = u == 'K' ? file > king : file < king;
                        if (wing && s[base + file] == side * Piece.ROOK && (rook < 0 || u == 'K')) {
                            rook = file;
                        }
                    }
                } else {
                    rook = u - 'A';
                }
                if (rook < 0 || rook > 7 || rook == king || s[base + rook] != side * Piece.ROOK) {
                    throw new IllegalArgumentException("castling right '" + c + "' without its rook: " + fen);
                }
                int right = (white ? 0 : 2) + (rook > king ? 0 : 1);
                s[Board.CASTLE_WHITE_KINGSIDE + right] = 1;
                files[right] = rook;
                files[white ? 4 : 5] = king;
            }
        }
        System.arraycopy(files, 0, s, Board.ROOK_FILE_WHITE_KINGSIDE, 6);
        s[Board.EP_SQUARE] = f.length > 3 && !f[3].equals("-") ? (f[3].charAt(0) - 'a') + 8 * (f[3].charAt(1) - '1')
                : Board.NO_SQUARE;
        s[Board.HALFMOVE_CLOCK] = f.length > 4 ? Integer.parseInt(f[4]) : 0;
        s[Board.FULLMOVE_NUMBER] = f.length > 5 ? Integer.parseInt(f[5]) : 1;
        return s;
    }
}
