package org.passant.cli;

import java.util.ArrayList;
import java.util.List;

import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;
import org.passant.notation.San;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options that choose a position: variant, FEN, validation, and moves to play from it. */
public final class PositionOptions {

    @Mixin
    private VariantOption variant;

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

    /** Whether --fen or --moves was given (otherwise the position is the initial one). */
    boolean given() {
        return fen != null || !moves.isEmpty();
    }

    /** The chosen position, after the moves. */
    public Position position() {
        Position p = fen == null ? Position.initial(variant()) : fromFen();
        int ply = 0;
        for (String group : moves) {
            // spaces and tabs separate moves; any other control character is the move's error, not a separator
            for (String move : group.split("[ \t]+")) {
                if (move.isEmpty()) {
                    continue;
                }
                ply++;
                try {
                    p = p.play(San.parseAny(p, move, validation()));
                } catch (InvalidInputException e) {
                    throw new InvalidInputException("--moves, move " + ply + ": " + e.getMessage());
                }
            }
        }
        return p;
    }

    private Position fromFen() {
        try {
            return Fen.position(fen, variant(), validation());
        } catch (InvalidInputException e) {
            throw Main.naming("--fen", e);
        }
    }
}
