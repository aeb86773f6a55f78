package org.passant.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;

import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.notation.San;
import org.passant.reference.ReferenceGenerator;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code passant moves}: the legal moves, one per line, sorted. */
@Command(name = "moves", mixinStandardHelpOptions = true,
        description = {"Print the legal moves of a position, one per line, sorted (UCI by default; castling e1g1,",
            "or e1h1, king takes own rook, in Chess960 mode: --chess960 or a Shredder/X-FEN position).",
            "The moves come from the reference generator: every from-to-promotion candidate",
            "passed through the kernel's legality predicate."},
        footer = {"", "Examples:", "  passant moves", "  passant moves --fen \"8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2\"",
            "  passant moves --moves e4 d5 e5 f5 --san",
            "  passant moves --chess960-position 3 --moves Nc3 Nc6 --san"})
public final class MovesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Option(names = "--san", description = "Write the moves in SAN (Nf3, exd6, O-O) instead of UCI.")
    boolean san;

    @Override
    public Integer call() {
        Position p = position.position();
        boolean chess960 = position.chess960();
        List<String> lines = new ArrayList<>();
        for (Move m : new ReferenceGenerator().legalMoves(p)) {
            lines.add(san ? San.format(p, m) : Chess960Option.uci(p, m, chess960));
        }
        Collections.sort(lines);
        PrintWriter out = spec.commandLine().getOut();
        for (String line : lines) {
            out.println(line);
        }
        return Main.EXIT_OK;
    }
}
