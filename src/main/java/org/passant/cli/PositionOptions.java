package org.passant.cli;

import java.util.ArrayList;
import java.util.List;

import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Setups;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;
import org.passant.notation.San;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The options that choose a position: variant, FEN or Chess960 start position, validation, moves
 * to play from it, and whether castling is written in Chess960's form (--chess960).
 */
public final class PositionOptions {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Mixin
    private VariantOption variant;

    @Mixin
    private Chess960Option chess960;

    private Integer chess960Position;

    @Option(names = "--chess960-position", paramLabel = "N",
            description = "Start from Chess960 start position N, 0 to 959 in Scharnagl's numbering (518 is the initial"
                    + " position of chess), instead of --fen; implies --chess960 (C960-SETUP).")
    private void chess960Position(String n) {
        chess960Position = WholeNumber.parseInt(command, "--chess960-position", n, 0, Setups.CHESS960_POSITIONS - 1);
    }

    @Option(names = "--fen", paramLabel = "FEN",
            description = "The position, as FEN (6 fields, or the first 4). Default: the initial position.")
    String fen;

    @Mixin
    private LenientOption lenient;

    @Option(names = "--moves", paramLabel = "MOVE", arity = "1..*",
            description = "Moves to play from the position first, in UCI or SAN (e2e4 e7e5, or \"e4 e5\").")
    List<String> moves = new ArrayList<>();

    public Variant variant() {
        return variant.variant();
    }

    public Validation validation() {
        return lenient.validation();
    }

    /** Whether --fen, --chess960-position or --moves was given (otherwise the position is the initial one). */
    boolean given() {
        return fen != null || chess960Position != null || !moves.isEmpty();
    }

    /** The position before --moves: --fen, --chess960-position or the initial one. */
    private Position root() {
        if (fen != null && chess960Position != null) {
            throw new ParameterException(command.commandLine(), "--fen and --chess960-position both choose the position;"
                    + " give one");
        }
        if (chess960Position != null) {
            return Position.of(Setups.chess960(chess960Position), variant(), validation());
        }
        return fen == null ? Position.initial(variant()) : fromFen();
    }

    /**
     * Chess960 mode (C960-NOTATION): --chess960 or --chess960-position, or a FEN that says so
     * (a Shredder/X-FEN castling field, or a right of a king or rook off the standard files).
     */
    public boolean chess960() {
        return chess960Position != null || chess960.on(fen, root());
    }

    /** A move of {@code p} as UCI text in this mode (e1h1 in Chess960 mode, else e1g1). */
    String uci(Position p, org.passant.position.Move m) {
        return Chess960Option.uci(p, m, chess960());
    }

    /** The chosen position, after the moves. */
    public Position position() {
        Position p = root();
        boolean c960 = !moves.isEmpty() && chess960();
        int ply = 0;
        for (String group : moves) {
            // spaces and tabs separate moves; any other control character is the move's error, not a separator
            for (String move : group.split("[ \t]+")) {
                if (move.isEmpty()) {
                    continue;
                }
                ply++;
                try {
                    p = p.play(c960 && move.matches("[a-h][1-8][a-h][1-8][nbrqNBRQ]?")
                            ? legal(p, org.passant.notation.Uci.parse(p, move.toLowerCase(java.util.Locale.ROOT), true, true), move)
                            : San.parseAny(p, move, validation()));
                } catch (InvalidInputException e) {
                    throw new InvalidInputException("--moves, move " + ply + ": " + e.getMessage());
                }
            }
        }
        return p;
    }

    private static org.passant.position.Move legal(Position p, org.passant.position.Move m, String text) {
        if (!p.isLegal(m)) {
            throw new org.passant.position.IllegalMoveException("move " + InvalidInputException.quote(text)
                    + " is not legal in this position");
        }
        return m;
    }

    private Position fromFen() {
        try {
            return Fen.position(fen, variant(), validation());
        } catch (InvalidInputException e) {
            throw Main.naming("--fen", e);
        }
    }
}
