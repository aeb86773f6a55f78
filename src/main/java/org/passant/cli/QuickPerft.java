package org.passant.cli;

import java.io.PrintWriter;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.Callable;

import org.passant.fast.FastGenerator;
import org.passant.notation.Fen;
import org.passant.position.InvalidInputException;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * The quick path of {@code passant perft} (issue 20, cold start): a command line that is only
 * {@code perft} with {@code --depth N} and any of {@code --threads T}, {@code --divide},
 * {@code --progress}, {@code --fen FEN} and {@code --hash MB} (issue 50: the anchors' comparison runs
 * these; each at most once, as {@code --option value} or {@code --option=value}, numbers plain ASCII
 * digits within their ranges, a FEN that reads as a standard-chess position) runs that position's
 * perft (the start position's without --fen) with the fast generator, exactly as {@link PerftCommand}
 * would, without picocli. picocli's classes are Java 5 class files,
 * which neither AppCDS nor JDK 25's AOT cache stores ("old class has been linked"): reading them,
 * verifying them and reflecting over the annotations of the perft command costs a whole process more
 * than the search of {@code perft --depth 6}. Any other command line (another option, a repeated one,
 * a value out of range, --help) returns null here and goes to picocli, which reads it and writes its errors.
 */
final class QuickPerft {
    private QuickPerft() {
    }

    /** What {@code args} asks, ready to run on {@code out} and {@code err}; null when it is not a command line of the quick path. */
    static Callable<Integer> of(String[] args, PrintWriter out, PrintWriter err) {
        if (args.length < 2 || !args[0].equals("perft")) {
            return null;
        }
        int depth = -1;
        int threads = 0;
        boolean divide = false;
        boolean progress = false;
        String fen = null;
        int hash = 0;
        Set<String> seen = new HashSet<>();
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            int eq = arg.indexOf('=');
            String name = eq < 0 ? arg : arg.substring(0, eq);
            if (!seen.add(name)) {
                return null; // picocli says the option is given twice
            }
            switch (name) {
                case "--divide", "--progress" -> {
                    if (eq >= 0) {
                        return null;
                    }
                    if (name.equals("--divide")) {
                        divide = true;
                    } else {
                        progress = true;
                    }
                }
                case "--depth", "--threads", "--hash", "--fen" -> {
                    String value;
                    if (eq >= 0) {
                        value = arg.substring(eq + 1);
                    } else if (i + 1 < args.length) {
                        value = args[++i];
                    } else {
                        return null;
                    }
                    if (name.equals("--fen")) {
                        fen = value;
                        continue;
                    }
                    int n = number(value);
                    if (name.equals("--hash")) {
                        if (n < 1 || n > FastGenerator.MAX_HASH_MEGABYTES) {
                            return null;
                        }
                        hash = n;
                    } else if (name.equals("--depth")) {
                        if (n < 0 || n > DepthOption.PERFT_MAX) {
                            return null;
                        }
                        depth = n;
                    } else {
                        if (n < 1 || n > ThreadsOption.MAX) {
                            return null;
                        }
                        threads = n;
                    }
                }
                default -> {
                    return null;
                }
            }
        }
        if (depth < 0) {
            return null;
        }
        Position root;
        try {
            // as picocli's --fen reads it (standard chess, strict validation); a FEN in error is picocli's to report
            root = fen == null ? Position.initial(Variant.CHESS) : Fen.position(fen, Variant.CHESS, Validation.STRICT);
        } catch (InvalidInputException e) {
            return null;
        }
        boolean chess960 = Chess960Option.detected(fen, root);
        int d = depth;
        int t = threads > 0 ? threads : ThreadsOption.everyCore();
        int mb = hash;
        boolean d2 = divide;
        boolean p = progress;
        return () -> {
            // the table as PerftCommand makes it, its allocation's error naming --hash
            MoveGenerator generator = mb > 0 ? Main.naming("--hash", () -> new FastGenerator(t, mb)) : Generator.FAST.create(t);
            return PerftCommand.byRootMove(generator, root, d, d2, chess960,
                    (status, finished) -> ProgressOption.watch(err, p, status, finished), out);
        };
    }

    /** A value of 1 to 9 ASCII digits, or -1 (picocli reads the rest: signs, spaces, other digits, errors). */
    private static int number(String s) {
        if (s.isEmpty() || s.length() > 9) {
            return -1;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
        }
        return Integer.parseInt(s);
    }
}
