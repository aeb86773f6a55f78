package org.passant.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.passant.explain.ClauseVerdict;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.kernel.Piece;
import org.passant.notation.San;
import org.passant.notation.Uci;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code passant explain}: every clause that decides a move, and the verdict. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = {"Explain why a move is legal or illegal: every clause that decides it, with its id",
            "(RULES.md ids such as EP-RANK; FIDE Laws articles such as FIDE-3.9 for the general rules),",
            "'holds' or 'fails' and the reason, then the verdict. The clauses are the kernel's own",
            "predicates, the ones the contracts in specs/ describe. Exit code 0 whether the move is",
            "legal or not; 2 when the move or position cannot be read. Castling may be given either way,",
            "e1g1 or e1h1 (king takes own rook); it is written e1h1 in Chess960 mode (--chess960)."},
        footer = {"", "Example:", "  passant explain --fen \"8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2\" --move e5d6"})
public final class ExplainCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Option(names = "--move", paramLabel = "MOVE", required = true,
            description = "The move, in UCI (e5d6, e7e8q; any move, legal or not) or SAN (legal moves only).")
    String move;

    @Override
    public Integer call() {
        Position p = position.position();
        boolean chess960 = position.chess960();
        Move m = readMove(p, move.trim(), position.validation(), chess960);
        Explanation e = Explain.explain(p, m);
        PrintWriter out = spec.commandLine().getOut();
        String side = p.sideToMove() == Piece.WHITE ? "white" : "black";
        out.println("move " + Chess960Option.uci(p, m, chess960) + (e.legal() ? " (" + San.format(p, m) + ")" : "") + ": " + e.kind() + ", "
                + side + " to move");
        int width = 0;
        for (ClauseVerdict c : e.clauses()) {
            width = Math.max(width, c.id().length());
        }
        for (ClauseVerdict c : e.clauses()) {
            out.printf(Locale.ROOT, "  %-5s  %-" + width + "s  %s%n", c.holds() ? "holds" : "fails", c.id(), c.reason());
        }
        out.println(e.legal() ? "verdict: legal" : "verdict: illegal (" + String.join(", ", e.failing()) + " fails)");
        return Main.EXIT_OK;
    }

    private static Move readMove(Position p, String text, Validation validation, boolean chess960) {
        if (text.matches("[a-h][1-8][a-h][1-8][nbrqNBRQ]?")) {
            return Uci.parse(p, text.toLowerCase(), chess960, true); // either castling form (C960-NOTATION)
        }
        try {
            return San.parse(p, text, validation);
        } catch (InvalidInputException e) {
            throw new InvalidInputException("--move " + InvalidInputException.quote(text) + ": not a UCI move, and as SAN: "
                    + e.getMessage()
                    + " (give an illegal move in UCI, such as e5d6)");
        }
    }
}
