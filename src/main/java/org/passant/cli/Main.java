package org.passant.cli;

import java.io.PrintWriter;
import java.util.List;

import org.passant.fast.FastGenerator;
import org.passant.position.InvalidInputException;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code passant} command. Exit codes: 0 success, 1 a check failed (or an internal error),
 * 2 bad input (one line on stderr naming what and where; never a stack trace).
 */
@Command(name = "passant", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Passant: the chess move-legality oracle whose rules are machine-checked contracts.",
        footer = {"", "Run 'passant COMMAND --help' for a command's options."})
public final class Main implements Runnable {

    /** The subcommands, in the order --help lists them. */
    private static final List<Class<?>> COMMANDS = List.of(PerftCommand.class, MovesCommand.class, FenCommand.class,
            ExplainCommand.class, SuiteCommand.class, ConformCommand.class, PerftreeCommand.class, ModelcheckCommand.class,
            UciCommand.class, MatchCommand.class, ServeCommand.class, CommandLine.HelpCommand.class);

    public static final int EXIT_OK = 0;
    public static final int EXIT_FAILED = 1;
    public static final int EXIT_BAD_INPUT = 2;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing command: perft, moves, fen, ...");
    }

    public static void main(String[] args) {
        if (args.length > 0 && (args[0].equals("perft") || args[0].equals("perftree"))) {
            FastGenerator.buildTablesInBackground(); // on the second core while picocli reads the command line
        }
        int code;
        try {
            code = run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
        } catch (Throwable t) {
            // Errors (out of memory, stack overflow) never reach picocli's handler.
            System.err.println("passant: internal error: " + t);
            code = EXIT_FAILED;
        }
        System.out.flush();
        System.exit(code);
    }

    /** Runs the command line with the given streams; returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cmd = new CommandLine(new Main());
        // A lean start: picocli reads every annotation of every command it is given, which costs a whole
        // perft --depth 5 of start-up; a command line that names its command first gets that command only.
        for (Class<?> command : COMMANDS) {
            String name = command.getAnnotation(Command.class).name();
            if (args.length == 0 || name.equals(args[0]) || commandNamed(args[0]) == null) {
                cmd.addSubcommand(name, command);
            }
        }
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        // descriptions are written about 100 columns wide; picocli would wrap them at 80
        cmd.setUsageHelpWidth(110);
        cmd.setParameterExceptionHandler((ex, arguments) -> {
            String command = ex.getCommandLine().getCommandSpec().qualifiedName();
            err.println("passant: " + oneLine(ex.getMessage()) + " (see '" + command + " --help')");
            err.flush();
            return EXIT_BAD_INPUT;
        });
        cmd.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof InvalidInputException) {
                err.println("passant: " + oneLine(ex.getMessage()));
                err.flush();
                return EXIT_BAD_INPUT;
            }
            err.println("passant: internal error: " + oneLine(String.valueOf(ex)));
            if (System.getenv("PASSANT_DEBUG") != null) {
                ex.printStackTrace(err);
            }
            err.flush();
            return EXIT_FAILED;
        });
        int code = cmd.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** The subcommand called {@code name} (not help, which lists them all), or null. */
    private static Class<?> commandNamed(String name) {
        for (Class<?> command : COMMANDS) {
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

    static String oneLine(String s) {
        // picocli starts some messages (those of option groups) with "Error: ", which "passant: " already says.
        return s == null ? "" : s.strip().replaceFirst("^Error: ", "").replaceAll("\\s*\\R\\s*", "; ");
    }
}
