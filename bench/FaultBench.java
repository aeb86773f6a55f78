import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The fault benchmark's client (bench/fault.sh runs it; issue 48): it starts a real `passant serve` itself,
 * plays G games at once in bursts (both seats of every game, random legal moves after 50 to 150 ms, 1-minute
 * clocks), and meanwhile kills the server with SIGKILL K times (starting it again on the same port and database
 * each time) and takes the database away O times (SQLite: another connection holds its write lock; PostgreSQL:
 * .ci/postgres stop, then resume), 6 seconds each. Every move is recorded as acknowledged (200), refused (an
 * error answer) or unknown (no answer: the server died under it). At the end the server is started once more and
 * every board is checked:
 *
 * <ul>
 *   <li>lost: an acknowledged move missing from the board;</li>
 *   <li>duplicated: a ply on the board that was never sent as that move at that ply, acknowledged or unknown
 *       (a move played twice, or invented);</li>
 *   <li>corrupt: a board the server cannot read back (set aside) or whose moves are not what was sent;</li>
 *   <li>unfair flags: a game lost on time or for no first move (every move comes within 150 ms of its turn,
 *       on 1-minute clocks);</li>
 *   <li>overcharge: per side, the time its clock lost minus the time from each of its clock's starts (the
 *       answer to the previous move, or the first answer after the server did not answer) to sending its move:
 *       what the server charged beyond that (its downtime, start-up or outages would show here, in seconds; the
 *       requests' latencies add to it, the 300 ms lag allowance per move takes from it).</li>
 * </ul>
 *
 *   java -cp target/load-bench:CLASSPATH FaultBench PORT DB GAMES KILLS OUTAGES SECONDS_BETWEEN [PG_DIR]
 */
public final class FaultBench {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();
    static final int MAX_PLIES = 120;
    static final int MINUTES = 1;

    static String url;
    static volatile boolean stopping;
    static final AtomicLong ACKED = new AtomicLong();
    static final AtomicLong REFUSED = new AtomicLong();
    static final AtomicLong UNKNOWN = new AtomicLong();

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        String db = args[1];
        int games = Integer.parseInt(args[2]);
        int kills = Integer.parseInt(args[3]);
        int outages = Integer.parseInt(args[4]);
        int between = Integer.parseInt(args[5]);
        String pgDir = args.length > 6 ? args[6] : null;
        url = "http://127.0.0.1:" + port;
        Server server = new Server(port, db);
        server.start();
        List<Game> all = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            JsonNode c = post("/api/boards", "{\"color\":\"white\",\"minutes\":" + MINUTES + "}", null).json;
            Game g = new Game(c.get("code").asText(), new Random(i));
            g.seat[0] = c.get("seat").asText();
            g.seat[1] = post("/api/boards/" + g.code + "/join", "{}", null).json.get("seat").asText();
            all.add(g);
        }
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(16);
        for (Game g : all) {
            pool.schedule(() -> g.step(pool), g.random.nextInt(200), TimeUnit.MILLISECONDS);
        }
        List<String> log = new ArrayList<>();
        long start = System.nanoTime();
        int k = 0;
        int o = 0;
        // the faults, alternating, each after a burst of play
        while (k < kills || o < outages) {
            Thread.sleep(between * 1000L);
            if (k < kills && (o >= outages || k * outages <= o * kills)) {
                long t = System.nanoTime();
                server.kill();
                server.start();
                k++;
                log.add(String.format("kill %d at %.1f s: answering again after %d ms", k, (System.nanoTime() - start) / 1e9,
                        (System.nanoTime() - t) / 1_000_000));
            } else {
                long t = System.nanoTime();
                outage(db, pgDir);
                o++;
                log.add(String.format("outage %d at %.1f s: %d ms", o, (System.nanoTime() - start) / 1e9,
                        (System.nanoTime() - t) / 1_000_000));
            }
        }
        Thread.sleep(between * 1000L);
        stopping = true;
        pool.shutdown();
        pool.awaitTermination(30, TimeUnit.SECONDS);
        server.kill();
        server.start(); // read everything back once more
        log.forEach(System.out::println);
        verify(all, games, kills, outages, (System.nanoTime() - start) / 1e9);
        server.kill();
        System.exit(0);
    }

    /** The database goes away for six seconds. */
    static void outage(String db, String pgDir) throws Exception {
        if (pgDir != null) {
            postgres(pgDir, "stop");
            Thread.sleep(6000);
            postgres(pgDir, "resume");
            return;
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement()) {
            s.execute("PRAGMA busy_timeout = 30000");
            s.execute("BEGIN IMMEDIATE"); // another process's write lock
            Thread.sleep(6000);
            s.execute("COMMIT");
        }
    }

    static void postgres(String dir, String command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", ".ci/postgres", command).inheritIO();
        pb.environment().put("PASSANT_PG_DIR", dir);
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        if (pb.start().waitFor() != 0) {
            throw new IllegalStateException(".ci/postgres " + command + " failed");
        }
    }

    static void verify(List<Game> all, int games, int kills, int outages, double seconds) throws Exception {
        int lost = 0;
        int duplicated = 0;
        int corrupt = 0;
        int unfair = 0;
        int ended = 0;
        long worstOvercharge = Long.MIN_VALUE;
        Map<String, Integer> terminations = new java.util.TreeMap<>();
        JsonNode health = get("/api/health").json;
        corrupt += health.get("setAside").size();
        for (Game g : all) {
            Reply r = get("/api/boards/" + g.code);
            if (r.status != 200) {
                corrupt++;
                continue;
            }
            JsonNode s = r.json;
            List<String> moves = new ArrayList<>();
            s.get("moves").forEach(m -> moves.add(m.asText()));
            for (Map.Entry<Integer, String> a : g.acked.entrySet()) {
                if (a.getKey() > moves.size() || !moves.get(a.getKey() - 1).equals(a.getValue())) {
                    lost++;
                }
            }
            for (int ply = 1; ply <= moves.size(); ply++) {
                String sent = g.sent.get(ply);
                if (sent == null || !sent.contains(" " + moves.get(ply - 1) + " ")) {
                    duplicated++; // a ply nobody sent as this move
                }
            }
            String status = s.get("status").asText();
            if (status.equals("ended")) {
                ended++;
                String t = s.get("termination").asText();
                terminations.merge(t, 1, Integer::sum);
                if (t.equals("time forfeit") || t.equals("no first move")) {
                    unfair++;
                }
            }
            for (int side = 0; side < 2; side++) {
                long left = s.get("clock").get(side == 0 ? "white" : "black").asLong();
                long charged = MINUTES * 60_000L - left;
                worstOvercharge = Math.max(worstOvercharge, charged - g.thinking[side].get());
            }
        }
        System.out.printf("games=%d kills=%d outages=%d seconds=%.0f ended=%d terminations=%s%n", games, kills, outages, seconds,
                ended, terminations);
        System.out.printf("moves acknowledged=%d refused=%d unknown=%d%n", ACKED.get(), REFUSED.get(), UNKNOWN.get());
        System.out.printf("lost=%d duplicated=%d corrupt=%d unfair_flags=%d worst_overcharge_ms=%d%n", lost, duplicated, corrupt,
                unfair, worstOvercharge);
    }

    /** An answer: status (0 when there was none) and body. */
    record Reply(int status, JsonNode json) {
    }

    static Reply post(String path, String body, String seat) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url + path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (seat != null) {
            b.header("Authorization", "Bearer " + seat);
        }
        return send(b);
    }

    static Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(url + path)).timeout(Duration.ofSeconds(10)));
    }

    static Reply send(HttpRequest.Builder b) {
        try {
            HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
            JsonNode json;
            try {
                json = JSON.readTree(r.body());
            } catch (IOException e) {
                json = JSON.nullNode();
            }
            return new Reply(r.statusCode(), json);
        } catch (IOException e) {
            return new Reply(0, JSON.nullNode());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Reply(0, JSON.nullNode());
        }
    }

    /** One game, both seats played by the client. */
    static final class Game {
        final String code;
        final Random random;
        final String[] seat = new String[2];
        /** ply to the move acknowledged there. */
        final Map<Integer, String> acked = new ConcurrentHashMap<>();
        /** ply to " uci uci " of every move sent there that was acknowledged or unknown. */
        final Map<Integer, String> sent = new ConcurrentHashMap<>();
        /** per side: the time from its clock's start (as the client knows it) to sending its move, summed. */
        final AtomicLong[] thinking = {new AtomicLong(), new AtomicLong()};
        /** When the clock of the side to move started, as the client knows it: the previous move's answer, or the first answer after the server failed to answer. */
        long clockStart = System.nanoTime();
        boolean failing;
        int thinkPly = -1;

        Game(String code, Random random) {
            this.code = code;
            this.random = random;
        }

        void step(ScheduledExecutorService pool) {
            if (stopping) {
                return;
            }
            long delay = 50;
            try {
                Reply r = get("/api/boards/" + code);
                if (r.status != 200) {
                    failing = true;
                    return;
                }
                if (failing) {
                    failing = false;
                    clockStart = System.nanoTime(); // the server answers again: its clocks started no later than now
                }
                JsonNode s = r.json;
                if (!s.get("status").asText().equals("playing")) {
                    return; // over
                }
                int ply = s.get("moves").size();
                int side = s.get("turn").asText().equals("white") ? 0 : 1;
                if (ply >= MAX_PLIES) {
                    post("/api/boards/" + code + "/resign", "", seat[side]);
                    return;
                }
                if (thinkPly != ply) {
                    thinkPly = ply;
                    delay = 50 + random.nextInt(100); // think
                    return;
                }
                JsonNode legal = s.get("legal");
                String move = legal.get(random.nextInt(legal.size())).asText();
                long sentAt = System.nanoTime();
                Reply m = post("/api/boards/" + code + "/moves", "{\"move\":\"" + move + "\"}", seat[side]);
                if (m.status == 200) {
                    ACKED.incrementAndGet();
                    acked.put(ply + 1, move);
                    sent.merge(ply + 1, " " + move + " ", String::concat);
                    thinking[side].addAndGet((sentAt - clockStart) / 1_000_000);
                    clockStart = System.nanoTime(); // the other side's clock started with this commit
                } else if (m.status == 0) {
                    UNKNOWN.incrementAndGet();
                    sent.merge(ply + 1, " " + move + " ", String::concat);
                    thinking[side].addAndGet((sentAt - clockStart) / 1_000_000); // charged if it was played
                    failing = true;
                } else {
                    REFUSED.incrementAndGet();
                    failing = true; // a 503: the clocks stood, and start again when the server takes moves
                    thinkPly = -1;
                }
            } finally {
                if (!stopping) {
                    pool.schedule(() -> step(pool), delay, TimeUnit.MILLISECONDS);
                }
            }
        }
    }

    /** The server process: started on a port and database, killed with SIGKILL. */
    static final class Server {
        final int port;
        final String db;
        Process process;
        long lastStartMillis;
        int starts;

        Server(int port, String db) {
            this.port = port;
            this.db = db;
        }

        /** Starts it and waits until it answers; returns the milliseconds that took. */
        long start() throws Exception {
            long t = System.nanoTime();
            Path log = Path.of("target", "fault-server-" + (++starts) + ".log");
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            process = new ProcessBuilder(java, "-Xmx1g", "-cp", System.getProperty("server.classpath"), "org.passant.cli.Main",
                    "serve", "--port", String.valueOf(port), "--db", db, "--rate", "0", "--seat-rate", "0",
                    "--max-waiting-per-client", "100000", "--max-sockets-per-client", "100000", "--max-boards", "100000")
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            for (int i = 0; i < 1200; i++) {
                if (get("/api/health").status == 200) {
                    lastStartMillis = (System.nanoTime() - t) / 1_000_000;
                    return lastStartMillis;
                }
                if (!process.isAlive()) {
                    throw new IllegalStateException("the server exited: " + Files.readString(log));
                }
                Thread.sleep(100);
            }
            throw new IllegalStateException("the server did not answer in 120 s: " + Files.readString(log));
        }

        void kill() throws InterruptedException {
            process.destroyForcibly(); // SIGKILL: no shutdown hook, nothing flushed
            process.waitFor();
        }
    }
}
