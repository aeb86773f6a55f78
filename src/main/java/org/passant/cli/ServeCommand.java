package org.passant.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import org.passant.position.InvalidInputException;
import org.passant.server.PlayServer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code passant serve}: the game server (online boards, clocks, ratings; docs/API.md). */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Run the game server: online boards with codes and invite links, server-kept clocks,",
            "a computer seat, Glicko-2 ratings per variant, a JSON API under /api, WebSockets under",
            "/ws and the web page at / (docs/API.md). Every move is judged by the kernel; an illegal",
            "one is refused with the failing clause. Runs until stopped (Ctrl-C); a board survives a",
            "restart, its clocks as they read at its last move (the time the server was down is not",
            "charged). Exit code 2 when it cannot start (a port in use, a database it cannot open)."},
        footer = {"", "Example:", "  passant serve --port 8080 --db passant.db",
            "  passant serve --db 'jdbc:postgresql://localhost:5432/passant?user=passant&password=secret'"})
public final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, loopback only; 0.0.0.0 for every interface).")
    String host;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "The port (default: ${DEFAULT-VALUE}; 0 picks a free one and prints it).")
    int port;

    @Option(names = "--db", paramLabel = "DB", defaultValue = "passant.db",
            description = "An SQLite file (default: ${DEFAULT-VALUE}, in the working directory) or a JDBC URL"
                    + " (jdbc:sqlite:FILE, jdbc:postgresql://HOST:PORT/NAME?user=U&password=P).")
    String db;

    @Option(names = "--max-boards", paramLabel = "N", defaultValue = "10000",
            description = "The most boards waiting or being played at once (default: ${DEFAULT-VALUE}); more are refused with 503.")
    int maxBoards;

    @Option(names = "--max-sockets", paramLabel = "N", defaultValue = "10000",
            description = "The most WebSocket connections at once (default: ${DEFAULT-VALUE}); more are closed with 1013.")
    int maxSockets;

    @Option(names = "--rate", paramLabel = "PER_SECOND", defaultValue = "20",
            description = "Requests and socket messages per second per client address, with bursts of twice as many"
                    + " (default: ${DEFAULT-VALUE}; 0: no limit).")
    double rate;

    @Option(names = "--computer-threads", paramLabel = "N", defaultValue = "0",
            description = "Threads for the computer seats (default: one per core).")
    int computerThreads;

    @Option(names = "--max-waiting-per-client", paramLabel = "N", defaultValue = "20",
            description = "The most boards one client address may have waiting for an opponent (default: ${DEFAULT-VALUE}); more are refused with 429.")
    int maxWaitingPerClient;

    @Option(names = "--max-sockets-per-client", paramLabel = "N", defaultValue = "100",
            description = "The most WebSocket connections one client address may hold (default: ${DEFAULT-VALUE}); more are closed with 1013.")
    int maxSocketsPerClient;

    @Option(names = "--seat-rate", paramLabel = "PER_SECOND", defaultValue = "10",
            description = "Moves and other actions per second per seat, with bursts of twice as many (default: ${DEFAULT-VALUE};"
                    + " 0: no limit). A seat's actions do not count against its address's --rate.")
    double seatRate;

    @Option(names = "--analysis-threads", paramLabel = "N", defaultValue = "1",
            description = "Threads analysing ended games (default: ${DEFAULT-VALUE}); an analysis gives way to the computer seats.")
    int analysisThreads;

    @Option(names = "--analysis-nodes", paramLabel = "N", defaultValue = "120000",
            description = "The engine's nodes per position of an analysed game (default: ${DEFAULT-VALUE}).")
    long analysisNodes;

    @Option(names = "--header-deadline", paramLabel = "SECONDS", defaultValue = "10",
            description = "The time a client has to send a request's line and headers (default: ${DEFAULT-VALUE}); slower ones are closed.")
    int headerDeadline;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new InvalidInputException("--port " + port + ": expected 0 to 65535");
        }
        if (maxBoards < 1 || maxSockets < 1 || computerThreads < 0 || rate < 0 || Double.isNaN(rate)) {
            throw new InvalidInputException("--max-boards and --max-sockets must be at least 1, --computer-threads and --rate"
                    + " at least 0");
        }
        if (maxWaitingPerClient < 1 || maxSocketsPerClient < 1 || analysisThreads < 1 || headerDeadline < 1 || analysisNodes < 1
                || seatRate < 0
                || Double.isNaN(seatRate)) {
            throw new InvalidInputException("--max-waiting-per-client, --max-sockets-per-client, --analysis-threads,"
                    + " --analysis-nodes and --header-deadline must be at least 1, --seat-rate at least 0");
        }
        int threads = computerThreads > 0 ? computerThreads : Runtime.getRuntime().availableProcessors();
        PlayServer server;
        try {
            server = PlayServer.start(new PlayServer.Config(host, port, db, maxBoards, maxSockets, rate, threads,
                    PlayServer.Config.systemMillis(), maxWaitingPerClient, maxSocketsPerClient, seatRate, analysisThreads,
                    headerDeadline * 1000L, () -> { }, analysisNodes));
        } catch (RuntimeException e) {
            // issue 48, item 8: a JDBC URL's password never reaches a message
            throw new InvalidInputException("serve: could not start on " + host + ":" + port + " with database '"
                    + PlayServer.redact(db) + "': " + PlayServer.redact(String.valueOf(e.getMessage())));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("passant serve: listening on http://" + host + ":" + server.port() + " (database " + PlayServer.redact(db) + ")");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "passant-serve-stop"));
        stopped.await();
        return Main.EXIT_OK;
    }
}
