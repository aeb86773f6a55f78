package org.passant.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.notation.Fen;
import org.passant.notation.Uci;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code passant perftree}: the interface the perftree debugger expects of a perft script. */
@Command(name = "perftree", mixinStandardHelpOptions = true,
        description = {"Perft in the format of the perftree debugger (https://github.com/agausmann/perftree):",
            "one line '<move> <count>' per legal move, an empty line, the total. Positions are loaded",
            "leniently. To use Passant as perftree's reference, point perftree at a script that runs",
            "'passant perftree \"$1\" \"$2\" \"$3\"'. Castling is written e1g1, or e1h1 (king takes own rook) in",
            "Chess960 mode (--chess960, or a Shredder/X-FEN FEN); MOVES may use either form."},
        footer = {"", "Example:", "  passant perftree 3 \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" \"e2e4 e7e5\""})
public final class PerftreeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    int depth;

    @Parameters(index = "0", paramLabel = "DEPTH", description = "Depth in plies, 1 to " + DepthOption.PERFT_MAX + ".")
    void depth(String d) {
        depth = WholeNumber.parseInt(spec, "DEPTH", d, 1, DepthOption.PERFT_MAX);
    }

    @Parameters(index = "1", paramLabel = "FEN", description = "The base position.")
    String fen;

    @Parameters(index = "2", paramLabel = "MOVES", arity = "0..1", defaultValue = "",
            description = "Space-separated UCI moves from the base position (a7b8Q and a7b8q both read).")
    String moves;

    @Mixin
    VariantOption variant;

    @Mixin
    Chess960Option chess960;

    @Mixin
    GeneratorOption generator = new GeneratorOption(Generator.FAST);

    @Override
    public Integer call() {
        Position p = Fen.position(fen, variant.variant(), Validation.LENIENT);
        boolean c960 = chess960.on(fen, p);
        int ply = 0;
        for (String m : moves.split("[ \t]+")) { // any other control character is the move's error
            if (m.isEmpty()) {
                continue;
            }
            ply++;
            try {
                Move move = Uci.parse(p, m.toLowerCase(java.util.Locale.ROOT), c960, true);
                if (!p.isLegal(move)) {
                    throw new org.passant.position.IllegalMoveException("move " + InvalidInputException.quote(m)
                            + " is not legal in this position");
                }
                p = p.play(move);
            } catch (InvalidInputException e) {
                throw new InvalidInputException("MOVES, move " + ply + ": " + e.getMessage());
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        long total = 0;
        Map<String, Long> written = new TreeMap<>();
        for (Map.Entry<Move, Long> e : generator.create().divide(p, depth).entrySet()) {
            written.put(Chess960Option.uci(p, e.getKey(), c960), e.getValue());
            total += e.getValue();
        }
        for (Map.Entry<String, Long> e : written.entrySet()) {
            out.println(e.getKey() + " " + e.getValue());
        }
        out.println();
        out.println(total);
        return Main.EXIT_OK;
    }
}
