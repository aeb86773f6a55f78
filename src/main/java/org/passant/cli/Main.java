package org.passant.cli;

import java.io.PrintWriter;

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
        subcommands = {PerftCommand.class, MovesCommand.class, FenCommand.class, ExplainCommand.class, SuiteCommand.class,
            ConformCommand.class, PerftreeCommand.class, ModelcheckCommand.class, UciCommand.class, MatchCommand.class,
            CommandLine.HelpCommand.class},
        footer = {"", "Run 'passant COMMAND --help' for a command's options."})
public final class Main implements Runnable {

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
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
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

    static String oneLine(String s) {
        return s == null ? "" : s.strip().replaceAll("\\s*\\R\\s*", "; ");
    }
}
