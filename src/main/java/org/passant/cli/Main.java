package org.passant.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;

import org.passant.fast.FastGenerator;
import org.passant.position.InvalidInputException;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code passant} command. Exit codes: 0 success, 1 a check failed (or an internal error),
 * 2 bad input or the command could not run (an unreadable file, an engine that cannot start,
 * standard output that cannot be written): one line on stderr naming what and where, at most
 * {@link #MAX_ERROR_BYTES} bytes, control characters escaped, never a stack trace.
 */
@Command(name = "passant", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Passant: the chess move-legality oracle whose rules are machine-checked contracts.",
        footer = {"", "Run 'passant COMMAND --help' for a command's options."})
public final class Main implements Runnable {

    /** The subcommands, in the order --help lists them (in a class of their own: the quick perft path loads none of picocli). */
    private static final class Commands {
        static final List<Class<?>> ALL = List.of(PerftCommand.class, MovesCommand.class, FenCommand.class,
                ExplainCommand.class, SuiteCommand.class, ConformCommand.class, PerftreeCommand.class, ModelcheckCommand.class,
                UciCommand.class, MatchCommand.class, ServeCommand.class, CommandLine.HelpCommand.class);
    }

    public static final int EXIT_OK = 0;
    public static final int EXIT_FAILED = 1;
    public static final int EXIT_BAD_INPUT = 2;

    /** The longest error line, in bytes of UTF-8. */
    public static final int MAX_ERROR_BYTES = 300;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing command: perft, moves, fen, ...");
    }

    public static void main(String[] args) {
        // numbers in ASCII digits and '.' whatever the JVM's locale (Arabic-Indic or Thai digits, "0,00"): tools read them
        java.util.Locale.setDefault(java.util.Locale.Category.FORMAT, java.util.Locale.ROOT);
        Logging.choose(args);
        if (args.length > 0 && (args[0].equals("perft") || args[0].equals("perftree"))) {
            FastGenerator.buildTablesInBackground(); // on the second core while picocli reads the command line
        }
        int code;
        try {
            // Standard output straight on its file descriptor: System.out (a PrintStream) would swallow a
            // failed write, which checkError then reports; stderr stays System.err.
            PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(
                    new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8)), true);
            code = run(args, out, new PrintWriter(System.err, true));
        } catch (Throwable t) {
            // Errors (out of memory, stack overflow) never reach picocli's handler.
            System.err.println(errorLine("internal error: " + t));
            code = EXIT_FAILED;
        }
        System.exit(code);
    }

    /** Runs the command line with the given streams; returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        Callable<Integer> quick = QuickPerft.of(args, out, err);
        int code;
        try {
            code = quick != null ? quick.call() : picocli(args, out, err);
        } catch (StackOverflowError | OutOfMemoryError e) {
            // picocli rethrows Errors; say which command ran out, in the same one line
            err.println(errorLine("internal error: " + e + " in '" + String.join(" ", args) + "'"));
            code = EXIT_FAILED;
        } catch (Exception e) {
            code = failed(e, err); // the quick path's, as picocli's handler below
        }
        if (out.checkError() && code != EXIT_BAD_INPUT) {
            // checkError flushes, and tells whether any write failed: a full disk, a closed pipe (said once: a
            // command refused with exit code 2 has said why, Main.flush's OutputFailedException among them)
            err.println(errorLine(OutputFailedException.MESSAGE));
            code = EXIT_BAD_INPUT;
        }
        err.flush();
        return code;
    }

    /** The exit code of a command that threw {@code ex}, after its one line on {@code err}. */
    private static int failed(Exception ex, PrintWriter err) {
        if (ex instanceof InvalidInputException) {
            err.println(errorLine(ex.getMessage()));
            err.flush();
            return EXIT_BAD_INPUT;
        }
        err.println(errorLine("internal error: " + ex + (System.getenv("PASSANT_DEBUG") != null ? ""
                : " (PASSANT_DEBUG=1 prints the stack trace)")));
        if (System.getenv("PASSANT_DEBUG") != null) {
            ex.printStackTrace(err);
        }
        err.flush();
        return EXIT_FAILED;
    }

    /** The command line read and run by picocli (every command line but the quick path's). */
    private static int picocli(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cmd = new CommandLine(new Main());
        // A lean start: picocli reads every annotation of every command it is given, which costs a whole
        // perft --depth 5 of start-up; a command line that names its command first gets that command only.
        for (Class<?> command : Commands.ALL) {
            String name = command.getAnnotation(Command.class).name();
            if (args.length == 0 || name.equals(args[0]) || commandNamed(args[0]) == null) {
                cmd.addSubcommand(name, command);
            }
        }
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        // picocli would read an argument '@FILE' as more arguments from FILE, unbounded ('@/dev/zero'); Passant has no use for it
        cmd.setExpandAtFiles(false);
        // descriptions are written about 100 columns wide; picocli would wrap them at 80
        cmd.setUsageHelpWidth(110);
        cmd.setParameterExceptionHandler((ex, arguments) -> {
            String command = ex.getCommandLine().getCommandSpec().qualifiedName();
            err.println(errorLine(ex.getMessage() + " (see '" + command + " --help')"));
            err.flush();
            return EXIT_BAD_INPUT;
        });
        cmd.setExecutionExceptionHandler((ex, commandLine, parseResult) -> failed(ex, err));
        return cmd.execute(args);
    }

    /**
     * Flushes standard output, and stops the command if a write has failed (a closed pipe, a full
     * disk): long runs call this after each line, so that `| head` does not run them to the end.
     */
    static void flush(PrintWriter out) {
        if (out.checkError()) {
            throw new OutputFailedException();
        }
    }

    /** Standard output could not be written. */
    static final class OutputFailedException extends InvalidInputException {
        private static final long serialVersionUID = 1L;
        static final String MESSAGE = "cannot write to standard output (a closed pipe or a full disk?): the output is incomplete";

        OutputFailedException() {
            super(MESSAGE);
        }
    }

    /** The subcommand called {@code name} (not help, which lists them all), or null. */
    private static Class<?> commandNamed(String name) {
        for (Class<?> command : Commands.ALL) {
            if (command != CommandLine.HelpCommand.class && command.getAnnotation(Command.class).name().equals(name)) {
                return command;
            }
        }
        return null;
    }

    /** The same error, naming the option whose value it is about. */
    static InvalidInputException naming(String option, InvalidInputException e) {
        return new InvalidInputException(option + ": " + e.getMessage());
    }

    /** What {@code make} makes from an option's value; its bad-input error names the option. */
    static <T> T naming(String option, java.util.function.Supplier<T> make) {
        try {
            return make.get();
        } catch (InvalidInputException e) {
            throw naming(option, e);
        }
    }

    /**
     * The one stderr line of an error: "passant: " and the message, its line breaks made "; ",
     * control characters escaped, any quoted input longer than {@link InvalidInputException#QUOTE_LIMIT}
     * characters shortened (picocli's own messages quote arguments whole), at most
     * {@link #MAX_ERROR_BYTES} bytes.
     */
    static String errorLine(String message) {
        String s = message == null ? "" : message;
        if (s.length() > 4 * MAX_ERROR_BYTES) {
            s = s.substring(0, 4 * MAX_ERROR_BYTES); // the patterns below then run on a bounded text
        }
        // picocli starts some messages (those of option groups) with "Error: ", which "passant: " already says.
        s = s.strip().replaceFirst("^Error: ", "").replaceAll("[ \t]*\\R[ \t]*", "; ");
        StringBuilder visible = new StringBuilder();
        s.codePoints().forEach(c -> visible.append(InvalidInputException.escape(c)));
        // a quotation opens after no letter or digit and closes before none: the apostrophe of "engine's" and the
        // quote that ends '--universe' open nothing, so the text between two quotations is never taken for one
        java.util.regex.Matcher quoted = java.util.regex.Pattern
                .compile("(?<![\\p{L}\\p{N}])'([^']{" + (InvalidInputException.QUOTE_LIMIT + 1) + ",})'(?![\\p{L}\\p{N}])")
                .matcher(visible);
        StringBuilder line = new StringBuilder("passant: ");
        while (quoted.find()) {
            quoted.appendReplacement(line, java.util.regex.Matcher.quoteReplacement(
                    "'" + quoted.group(1).substring(0, InvalidInputException.QUOTE_LIMIT) + "...'"));
        }
        quoted.appendTail(line);
        return cut(line.toString(), MAX_ERROR_BYTES);
    }

    /** The text cut to at most {@code max} bytes of UTF-8, between characters, "..." marking a cut. */
    static String cut(String s, int max) {
        if (s.getBytes(StandardCharsets.UTF_8).length <= max) {
            return s;
        }
        int end = s.length();
        while (end > 0 && (s.substring(0, end) + "...").getBytes(StandardCharsets.UTF_8).length > max) {
            end = s.offsetByCodePoints(end, -1);
        }
        return s.substring(0, end) + "...";
    }
}
