package org.passant.match;

import java.time.LocalDate;

import org.passant.game.Termination;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * Games in PGN: the seven-tag roster, Variant "Atomic" for atomic chess ("Chess960" for a chess game
 * whose start can only be Chess960), SetUp and FEN when the
 * game starts from an opening position, TimeControl and Termination, then the moves in SAN
 * with the referee's reason as a final comment.
 */
public final class Pgn {
    private Pgn() {
    }

    /**
     * Whether a start position can only be Chess960 (C960-SETUP): a castling right of a king off the
     * e-file or of a rook off the a- and h-files; its castling then needs the Variant tag to be read.
     */
    static boolean chess960(Position p) {
        for (int i = 0; i < 4; i++) {
            int side = i < 2 ? org.passant.kernel.Piece.WHITE : org.passant.kernel.Piece.BLACK;
            if (p.hasCastlingRight(i) && (p.kingFile(side) != 4 || p.rookFile(i) != (i % 2 == 0 ? 7 : 0))) {
                return true;
            }
        }
        return false;
    }

    public static String write(GameRecord g, String event, TimeControl tc, LocalDate date) {
        return write(g, event, "passant match", tc, date);
    }

    /**
     * A game at a site; a game still being played has a null outcome (result "*"), a game without
     * a clock a null time control (TimeControl "-").
     */
    public static String write(GameRecord g, String event, String site, TimeControl tc, LocalDate date) {
        String result = g.outcome() == null ? "*" : g.outcome().result();
        StringBuilder sb = new StringBuilder();
        tag(sb, "Event", event);
        tag(sb, "Site", site);
        tag(sb, "Date", date.toString().replace('-', '.'));
        tag(sb, "Round", String.valueOf(g.round()));
        tag(sb, "White", g.white());
        tag(sb, "Black", g.black());
        tag(sb, "Result", result);
        if (g.start().variant() == Variant.ATOMIC) {
            tag(sb, "Variant", "Atomic");
        } else if (chess960(g.start())) {
            tag(sb, "Variant", "Chess960");
        }
        if (!g.start().equals(Position.initial(g.start().variant()))) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", Fen.format(g.start()));
        }
        tag(sb, "TimeControl", tc == null ? "-" : tc.pgn());
        tag(sb, "PlyCount", String.valueOf(g.moves().size()));
        tag(sb, "Termination", g.outcome() == null ? "unterminated" : termination(g.outcome().termination()));
        sb.append('\n');
        StringBuilder line = new StringBuilder();
        Position p = g.start();
        int ply = 0;
        for (Move m : g.moves()) {
            String number = p.sideToMove() > 0 ? p.fullmoveNumber() + ". " : ply == 0 ? p.fullmoveNumber() + "... " : "";
            word(sb, line, number + San.format(p, m));
            p = p.play(m);
            ply++;
        }
        String comment = g.reason().isEmpty() && g.outcome() != null ? g.outcome().toString() : g.reason();
        if (!comment.isEmpty()) {
            word(sb, line, "{" + comment.replace('}', ')') + "}");
        }
        word(sb, line, result);
        sb.append(line).append("\n\n");
        return sb.toString();
    }

    private static void word(StringBuilder sb, StringBuilder line, String w) {
        if (line.length() > 0 && line.length() + 1 + w.length() > 79) {
            sb.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(w);
    }

    /** PGN's Termination values: normal, time forfeit, rules infraction, abandoned. */
    private static String termination(Termination t) {
        return switch (t) {
            case TIME_FORFEIT -> "time forfeit";
            case FORFEIT -> "rules infraction";
            case NO_FIRST_MOVE -> "abandoned";
            default -> "normal";
        };
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }
}
