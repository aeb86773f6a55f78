package org.passant.cli;

import java.io.PrintWriter;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.Callable;

import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * The quick path of {@code passant perft} (issue 20, cold start): a command line that is only
 * {@code perft} with {@code --depth N} and any of {@code --threads T}, {@code --divide} and
 * {@code --progress} (each at most once, as {@code --option value} or {@code --option=value}, values
 * plain ASCII digits within their ranges) runs the start position's perft with the fast generator,
 * exactly as {@link PerftCommand} would, without picocli. picocli's classes are Java 5 class files,
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
                case "--depth", "--threads" -> {
                    String value;
                    if (eq >= 0) {
                        value = arg.substring(eq + 1);
                    } else if (i + 1 < args.length) {
                        value = args[++i];
                    } else {
                        return null;
                    }
                    int n = number(value);
                    if (name.equals("--depth")) {
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
        int d = depth;
        int t = threads > 0 ? threads : ThreadsOption.everyCore();
        boolean d2 = divide;
        boolean p = progress;
        return () -> {
            Position root = Position.initial(Variant.CHESS);
            return PerftCommand.byRootMove(Generator.FAST.create(t), root, d, d2, Chess960Option.detected(null, root),
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
