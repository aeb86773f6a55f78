package org.passant.cli;

import org.passant.notation.Fen;
import org.passant.position.Move;
import org.passant.position.Position;

import picocli.CommandLine.Option;

/**
 * --chess960: Chess960 mode (C960-NOTATION), in which castling is written king-takes-own-rook
 * (e1h1, as UCI_Chess960 engines write it) instead of the king's two-square step (e1g1). Without the
 * option the mode is read from the position when that is unambiguous ({@link #detected}).
 */
final class Chess960Option {

    static final String DESCRIPTION = "Chess960 (C960-NOTATION): write castling as the king taking its own rook (e1h1, as"
            + " UCI_Chess960 engines do) instead of the king's two-square step (e1g1); either form is read. On without the"
            + " option when the FEN's castling field names rook files (Shredder-FEN HAha, X-FEN) or a castling right"
            + " belongs to a king off the e-file or a rook off the a- and h-files.";

    @Option(names = "--chess960", description = DESCRIPTION)
    private boolean chess960;

    /** Whether --chess960 was given. */
    boolean given() {
        return chess960;
    }

    /** Chess960 mode for this position: --chess960, or a position that says so ({@link #detected}). */
    boolean on(String fen, Position root) {
        return chess960 || detected(fen, root);
    }

    /** Whether a position is unambiguously Chess960 ({@link Fen#chess960Only}). {@code fen} may be null. */
    static boolean detected(String fen, Position p) {
        return Fen.chess960Only(fen, p);
    }

    /** A move of {@code p} as UCI text in the mode: castling marked from the position, then written (C960-NOTATION). */
    static String uci(Position p, Move m, boolean chess960) {
        return p.move(m).uci(chess960);
    }
}
