package org.passant.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

import org.passant.conformance.BuildInfo;
import org.passant.uci.UciServer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code passant uci}: Passant's engine speaking UCI on standard input and output. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = {"Run Passant's engine as a UCI engine on standard input and output (for chess",
            "GUIs and 'passant match'). Commands: uci, isready, ucinewgame, setoption,",
            "position startpos|fen FEN [moves M...] (Shredder-FEN and X-FEN castling fields read),",
            "go depth|nodes|movetime|wtime btime",
            "winc binc [movestogo]|infinite, go perft N, stop, quit. Every go is answered by one bestmove",
            "(a rejected one after its error line, at once), nothing is written after quit. Options: UCI_Variant",
            "(chess, atomic), UCI_Chess960 (castling written e1h1, king takes own rook, instead of",
            "e1g1; either is read), Level (easy, medium, hard), Hash (MB), Threads (1 only), Seed,",
            "Move Overhead (ms). Bad input is answered with 'info string error: ...' and",
            "never ends the engine."})
public final class UciCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    private long seed;

    @Option(names = "--seed", paramLabel = "N",
            description = "The initial value of the Seed option (the levels' random choice), 0 to 2147483647 (default 0).")
    private void seed(String n) {
        seed = WholeNumber.parse(spec, "--seed", n, 0, Integer.MAX_VALUE);
    }

    @Option(names = "--chess960", description = "Start with UCI_Chess960 on: castling written king-takes-rook (e1h1)"
            + " in bestmove, pv and go perft (C960-NOTATION).")
    boolean chess960;

    @Override
    public Integer call() throws IOException {
        InputStreamReader in = new InputStreamReader(System.in, StandardCharsets.UTF_8);
        // straight on the file descriptor, as Main's standard output: a failed write is seen, not swallowed by System.out
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)), false,
                StandardCharsets.UTF_8);
        UciServer server = new UciServer(in, out, "Passant " + BuildInfo.version(), seed, chess960);
        server.run();
        if (server.outputFailed() || out.checkError()) {
            throw new Main.OutputFailedException();
        }
        return Main.EXIT_OK;
    }
}
