package org.passant.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

import org.passant.conformance.BuildInfo;
import org.passant.uci.UciServer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code passant uci}: Passant's engine speaking UCI on standard input and output. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = {"Run Passant's engine as a UCI engine on standard input and output (for chess",
            "GUIs and 'passant match'). Commands: uci, isready, ucinewgame, setoption,",
            "position startpos|fen FEN [moves M...] (Shredder-FEN and X-FEN castling fields read),",
            "go depth|nodes|movetime|wtime btime",
            "winc binc [movestogo]|infinite, go perft N, stop, quit. Options: UCI_Variant",
            "(chess, atomic), UCI_Chess960 (castling written e1h1, king takes own rook, instead of",
            "e1g1; either is read), Level (easy, medium, hard), Hash (MB), Threads (1 only), Seed,",
            "Move Overhead (ms). Bad input is answered with 'info string error: ...' and",
            "never ends the engine."})
public final class UciCommand implements Callable<Integer> {

    @Option(names = "--seed", paramLabel = "N", defaultValue = "0",
            description = "The initial value of the Seed option (the levels' random choice).")
    long seed;

    @Option(names = "--chess960", description = "Start with UCI_Chess960 on: castling written king-takes-rook (e1h1)"
            + " in bestmove, pv and go perft (C960-NOTATION).")
    boolean chess960;

    @Override
    public Integer call() throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        new UciServer(in, out, "Passant " + BuildInfo.version(), seed, chess960).run();
        out.flush();
        return Main.EXIT_OK;
    }
}
