package org.passant.cli;

import java.util.ArrayList;
import java.util.List;

import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.notation.Fen;
import org.passant.notation.San;

import picocli.CommandLine.Option;

/** The options that choose a position: variant, FEN, validation, and moves to play from it. */
public final class PositionOptions {

    @Option(names = "--variant", paramLabel = "VARIANT", defaultValue = "chess", converter = VariantConverter.class,
            description = "Rule set: chess (default) or atomic.")
    Variant variant;

    @Option(names = "--fen", paramLabel = "FEN",
            description = "The position, as FEN (6 fields, or the first 4). Default: the initial position.")
    String fen;

    @Option(names = "--lenient",
            description = "Accept positions that cannot arise in a game but can be played from"
                    + " (impossible checks, too much material).")
    boolean lenient;

    @Option(names = "--moves", paramLabel = "MOVE", arity = "1..*",
            description = "Moves to play from the position first, in UCI or SAN (e2e4 e7e5, or \"e4 e5\").")
    List<String> moves = new ArrayList<>();

    public Variant variant() {
        return variant;
    }

    public Validation validation() {
        return lenient ? Validation.LENIENT : Validation.STRICT;
    }

    /** The chosen position, after the moves. */
    public Position position() {
        Position p = fen == null ? Position.initial(variant) : Fen.position(fen, variant, validation());
        int ply = 0;
        for (String group : moves) {
            for (String move : group.trim().split("\\s+")) {
                if (move.isEmpty()) {
                    continue;
                }
                ply++;
                try {
                    p = p.play(San.parseAny(p, move));
                } catch (InvalidInputException e) {
                    throw new InvalidInputException("--moves, move " + ply + ": " + e.getMessage());
                }
            }
        }
        return p;
    }
}
