package org.passant.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
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

    static final int MAX_LIMIT = 1_000_000;
    static final int MAX_RATE = 10_000;

    int port = 8080;

    @Option(names = "--port", paramLabel = "PORT",
            description = "The port, 0 to 65535 (default: 8080; 0 picks a free one and prints it).")
    private void port(String n) {
        port = WholeNumber.parseInt(spec, "--port", n, 0, 65_535);
    }

    @Option(names = "--db", paramLabel = "DB", defaultValue = "passant.db",
            description = "An SQLite file (default: ${DEFAULT-VALUE}, in the working directory) or a JDBC URL"
                    + " (jdbc:sqlite:FILE, jdbc:postgresql://HOST:PORT/NAME?user=U&password=P).")
    String db;

    int maxBoards = 10_000;

    @Option(names = "--max-boards", paramLabel = "N",
            description = "The most boards waiting or being played at once, 1 to " + MAX_LIMIT + " (default: 10000); more are refused with 503.")
    private void maxBoards(String n) {
        maxBoards = WholeNumber.parseInt(spec, "--max-boards", n, 1, MAX_LIMIT);
    }

    int maxSockets = 10_000;

    @Option(names = "--max-sockets", paramLabel = "N",
            description = "The most WebSocket connections at once, 1 to " + MAX_LIMIT + " (default: 10000); more are closed with 1013.")
    private void maxSockets(String n) {
        maxSockets = WholeNumber.parseInt(spec, "--max-sockets", n, 1, MAX_LIMIT);
    }

    double rate = 20;

    @Option(names = "--rate", paramLabel = "PER_SECOND",
            description = "Requests and socket messages per second per client address, 0 to " + MAX_RATE + " (decimals"
                    + " allowed), with bursts of twice as many (default: 20; 0: no limit).")
    private void rate(String n) {
        rate = WholeNumber.parseDecimal(spec, "--rate", n, 0, MAX_RATE);
    }

    int computerThreads;

    @Option(names = "--computer-threads", paramLabel = "N",
            description = "Threads for the computer seats, 1 to " + ThreadsOption.MAX + " (default: one per core).")
    private void computerThreads(String n) {
        computerThreads = WholeNumber.parseInt(spec, "--computer-threads", n, 1, ThreadsOption.MAX);
    }

    int maxWaitingPerClient = 20;

    @Option(names = "--max-waiting-per-client", paramLabel = "N",
            description = "The most boards one client address may have waiting for an opponent, 1 to " + MAX_LIMIT
                    + " (default: 20); more are refused with 429.")
    private void maxWaitingPerClient(String n) {
        maxWaitingPerClient = WholeNumber.parseInt(spec, "--max-waiting-per-client", n, 1, MAX_LIMIT);
    }

    int maxSocketsPerClient = 100;

    @Option(names = "--max-sockets-per-client", paramLabel = "N",
            description = "The most WebSocket connections one client address may hold, 1 to " + MAX_LIMIT
                    + " (default: 100); more are closed with 1013.")
    private void maxSocketsPerClient(String n) {
        maxSocketsPerClient = WholeNumber.parseInt(spec, "--max-sockets-per-client", n, 1, MAX_LIMIT);
    }

    double seatRate = 10;

    @Option(names = "--seat-rate", paramLabel = "PER_SECOND",
            description = "Moves and other actions per second per seat, 0 to " + MAX_RATE + " (decimals allowed), with bursts"
                    + " of twice as many (default: 10; 0: no limit). A seat's actions do not count against its address's --rate.")
    private void seatRate(String n) {
        seatRate = WholeNumber.parseDecimal(spec, "--seat-rate", n, 0, MAX_RATE);
    }

    int analysisThreads = 1;

    @Option(names = "--analysis-threads", paramLabel = "N",
            description = "Threads analysing ended games, 1 to " + ThreadsOption.MAX
                    + " (default: 1); an analysis gives way to the computer seats.")
    private void analysisThreads(String n) {
        analysisThreads = WholeNumber.parseInt(spec, "--analysis-threads", n, 1, ThreadsOption.MAX);
    }

    long analysisNodes = 120_000;

    @Option(names = "--analysis-nodes", paramLabel = "N",
            description = "The engine's nodes per position of an analysed game, 1 to 100000000 (default: 120000).")
    private void analysisNodes(String n) {
        analysisNodes = WholeNumber.parseInt(spec, "--analysis-nodes", n, 1, 100_000_000);
    }

    int headerDeadline = 10;

    @Option(names = "--header-deadline", paramLabel = "SECONDS",
            description = "The time a client has to send a request's line and headers, 1 to 3600 seconds (default: 10);"
                    + " slower ones are closed.")
    private void headerDeadline(String n) {
        headerDeadline = WholeNumber.parseInt(spec, "--header-deadline", n, 1, 3600);
    }

    @Override
    public Integer call() throws InterruptedException {
        int threads = computerThreads > 0 ? computerThreads : ThreadsOption.everyCore();
        PlayServer server;
        // What the libraries write on stderr while the server starts (Javalin's "Failed to start", HikariCP's pool
        // errors, each with its stack trace) is held back: a start that fails is the one passant: line below, a start
        // that works passes it on (slf4j-simple writes to System.err as it is at each line).
        PrintStream stderr = System.err;
        ByteArrayOutputStream held = new ByteArrayOutputStream();
        System.setErr(new PrintStream(held, true, StandardCharsets.UTF_8));
        try {
            server = PlayServer.start(new PlayServer.Config(host, port, db, maxBoards, maxSockets, rate, threads,
                    PlayServer.Config.systemMillis(), maxWaitingPerClient, maxSocketsPerClient, seatRate, analysisThreads,
                    headerDeadline * 1000L, () -> { }, analysisNodes));
        } catch (RuntimeException e) {
            // issue 48, item 8: a JDBC URL's password never reaches a message
            throw new InvalidInputException("serve: could not start on " + host + ":" + port + " with database "
                    + InvalidInputException.quote(PlayServer.redact(db)) + ": " + PlayServer.redact(firstLine(e)));
        } finally {
            System.setErr(stderr);
        }
        stderr.write(held.toByteArray(), 0, held.size());
        stderr.flush();
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

    /** The failure's own words, or its cause's when it has none (a wrapped SQLException), on one line. */
    private static String firstLine(Throwable e) {
        Throwable t = e;
        while (t.getMessage() == null && t.getCause() != null) {
            t = t.getCause();
        }
        String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        return m.strip().lines().findFirst().orElse("");
    }
}
