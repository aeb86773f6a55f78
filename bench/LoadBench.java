import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The load benchmark's client (bench/load.sh runs it against a real `passant serve`): N concurrent games, each
 * player on its own WebSocket, playing random legal moves (from the state's legal list) after a random think time,
 * on clocks. Measures the move round trip (sending the move on the socket to receiving its event back), moves per
 * second, and counts lost moves (acknowledged but missing from the board afterwards) and duplicated ones (an event
 * for the same ply seen twice, or a board with more moves than were acknowledged). With --computer, one seat of
 * each game is the computer, and the flags it suffers are counted.
 *
 * With SPECTATED and SPECTATORS, that many sockets holding no seat watch each of the first SPECTATED games: every
 * versioned event they receive is counted, and a version that skips one counts as a gap.
 *
 *   java -cp target/load-bench:CLASSPATH LoadBench URL GAMES PLIES THINK_MS MINUTES COMPUTER(true|false) [SPECTATED SPECTATORS]
 */
public final class LoadBench {
    static final ObjectMapper JSON = new ObjectMapper();
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
    static final ScheduledExecutorService TIMER = Executors.newScheduledThreadPool(2);
    static final List<Long> RTT = Collections.synchronizedList(new ArrayList<>());
    static final AtomicLong MOVES = new AtomicLong();
    static final AtomicInteger DUPLICATED = new AtomicInteger();
    static final AtomicInteger ERRORS = new AtomicInteger();
    static final AtomicInteger COMPUTER_FLAGS = new AtomicInteger();
    static final AtomicInteger ENDED_EARLY = new AtomicInteger();
    static final AtomicLong MIN_COMPUTER_CLOCK = new AtomicLong(Long.MAX_VALUE);
    static final AtomicLong SPECTATOR_EVENTS = new AtomicLong();
    static final AtomicInteger SPECTATOR_GAPS = new AtomicInteger();

    static String url;
    static int plies;
    static int thinkMs;

    public static void main(String[] args) {
        try {
            run(args);
        } catch (Exception e) {
            // the HTTP client's and the timer's threads would keep the JVM (and load.sh) waiting
            System.out.println("load bench stopped: " + e);
            System.exit(1);
        }
    }

    static void run(String[] args) throws Exception {
        url = args[0];
        int games = Integer.parseInt(args[1]);
        plies = Integer.parseInt(args[2]);
        thinkMs = Integer.parseInt(args[3]);
        int minutes = Integer.parseInt(args[4]);
        boolean computer = Boolean.parseBoolean(args[5]);
        int spectated = args.length > 6 ? Integer.parseInt(args[6]) : 0;
        int perGame = args.length > 7 ? Integer.parseInt(args[7]) : 0;
        List<Game> all = new ArrayList<>();
        List<Spectator> spectators = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(games);
        long start = System.nanoTime();
        // each game's sockets right after its board: a board whose first move waits longer than 30 s ends (issue 45)
        for (int i = 0; i < games; i++) {
            JsonNode c = post("/api/boards", "{\"color\":\"white\",\"minutes\":" + minutes
                    + (computer ? ",\"opponent\":\"computer\",\"level\":\"medium\"" : "") + "}", null);
            Game g = new Game(c.get("code").asText(), computer, done, new Random(i));
            g.seat[0] = c.get("seat").asText();
            if (!computer) {
                g.seat[1] = post("/api/boards/" + g.code + "/join", "{}", null).get("seat").asText();
            }
            all.add(g);
            for (int j = 0; i < spectated && j < perGame; j++) {
                Spectator w = new Spectator();
                w.ws = HTTP.newWebSocketBuilder()
                        .buildAsync(URI.create(url.replace("http://", "ws://") + "/ws/boards/" + g.code), w)
                        .get(30, TimeUnit.SECONDS);
                spectators.add(w);
            }
            g.connect();
        }
        // until every game is done, or nothing has moved for a minute (then the games left are counted as stalled)
        long lastMoves = -1;
        long stillSince = System.nanoTime();
        while (!done.await(5, TimeUnit.SECONDS)) {
            long m = MOVES.get();
            if (m != lastMoves) {
                lastMoves = m;
                stillSince = System.nanoTime();
            } else if (System.nanoTime() - stillSince > TimeUnit.SECONDS.toNanos(60)) {
                break;
            }
        }
        boolean finished = done.getCount() == 0;
        long stalled = done.getCount();
        double seconds = (System.nanoTime() - start) / 1e9;
        int lost = 0;
        for (Game g : all) {
            JsonNode s = get("/api/boards/" + g.code);
            List<String> moves = new ArrayList<>();
            s.get("moves").forEach(m -> moves.add(m.asText()));
            for (int k = 0; k < g.acked.size(); k++) {
                String[] a = g.acked.get(k).split(" ");
                int ply = Integer.parseInt(a[0]);
                if (ply > moves.size() || !moves.get(ply - 1).equals(a[1])) {
                    lost++;
                }
            }
            if (!computer && moves.size() > g.acked.size()) {
                DUPLICATED.incrementAndGet();
            }
            if (computer && "time forfeit".equals(s.path("termination").asText()) && "1-0".equals(s.path("result").asText())) {
                COMPUTER_FLAGS.incrementAndGet();
            }
            g.close();
        }
        List<Long> rtt = new ArrayList<>(RTT);
        Collections.sort(rtt);
        System.out.printf("games=%d finished=%s plies=%d think_ms=%d minutes=%d computer=%s%n", games, finished, plies, thinkMs,
                minutes, computer);
        System.out.printf("moves=%d seconds=%.1f moves_per_second=%.0f%n", MOVES.get(), seconds, MOVES.get() / seconds);
        System.out.printf("rtt_ms p50=%.1f p99=%.1f max=%.1f (of %d)%n", pct(rtt, 50), pct(rtt, 99), pct(rtt, 100), rtt.size());
        System.out.printf("lost=%d duplicated=%d errors=%d ended_early=%d stalled=%d%n", lost, DUPLICATED.get(), ERRORS.get(),
                ENDED_EARLY.get(), stalled);
        if (computer) {
            System.out.printf("computer_flags=%d min_computer_clock_ms=%d%n", COMPUTER_FLAGS.get(), MIN_COMPUTER_CLOCK.get());
        }
        if (!spectators.isEmpty()) {
            System.out.printf("spectators=%d on %d games: events=%d gaps=%d%n", spectators.size(), Math.min(spectated, games),
                    SPECTATOR_EVENTS.get(), SPECTATOR_GAPS.get());
        }
        TIMER.shutdownNow();
        System.exit(0);
    }

    static double pct(List<Long> sorted, int p) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i))) / 1e6;
    }

    static JsonNode post(String path, String body, String seat) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url + path)).POST(HttpRequest.BodyPublishers.ofString(body));
        if (seat != null) {
            b.header("Authorization", "Bearer " + seat);
        }
        HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() >= 300) {
            throw new IllegalStateException(path + ": " + r.statusCode() + " " + r.body());
        }
        return JSON.readTree(r.body());
    }

    static JsonNode get(String path) throws Exception {
        return JSON.readTree(HTTP.send(HttpRequest.newBuilder(URI.create(url + path)).build(),
                HttpResponse.BodyHandlers.ofString()).body());
    }

    /** A socket holding no seat: counts the versioned events it hears, and the versions it misses. */
    static final class Spectator implements WebSocket.Listener {
        final StringBuilder partial = new StringBuilder();
        long version = -1;
        WebSocket ws;

        @Override
        public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    JsonNode n = JSON.readTree(partial.toString());
                    if (n.has("v")) {
                        long v = n.get("v").asLong();
                        if (version >= 0 && v != version + 1 && !"sync".equals(n.path("type").asText())) {
                            SPECTATOR_GAPS.incrementAndGet();
                        }
                        version = v;
                        SPECTATOR_EVENTS.incrementAndGet();
                    }
                } catch (Exception e) {
                    ERRORS.incrementAndGet();
                }
                partial.setLength(0);
            }
            w.request(1);
            return null;
        }
    }

    /** One game: a socket per human seat. */
    static final class Game {
        final String code;
        final boolean computer;
        final CountDownLatch done;
        final Random random;
        final String[] seat = new String[2];
        final Player[] players = new Player[2];
        /** "ply uci" of every move whose reply said 200. */
        final List<String> acked = Collections.synchronizedList(new ArrayList<>());
        final ConcurrentHashMap<Integer, Boolean> finished = new ConcurrentHashMap<>();

        Game(String code, boolean computer, CountDownLatch done, Random random) {
            this.code = code;
            this.computer = computer;
            this.done = done;
            this.random = random;
        }

        void connect() throws Exception {
            for (int i = 0; i < (computer ? 1 : 2); i++) {
                players[i] = new Player(this, i);
                players[i].ws = HTTP.newWebSocketBuilder()
                        .buildAsync(URI.create(url.replace("http://", "ws://") + "/ws/boards/" + code), players[i])
                        .get(30, TimeUnit.SECONDS);
            }
        }

        /** Once per game, by whichever of its sockets hears the end first; {@code early}: ended before its plies. */
        void finish(boolean early) {
            if (finished.putIfAbsent(0, true) == null) {
                if (early) {
                    ENDED_EARLY.incrementAndGet();
                }
                done.countDown();
            }
        }

        void close() {
            for (Player p : players) {
                if (p != null) {
                    p.ws.abort();
                }
            }
        }
    }

    /** One seat's socket: moves when it is its turn, times the round trip of its own moves. */
    static final class Player implements WebSocket.Listener {
        final Game game;
        final int side;
        final String color;
        final StringBuilder partial = new StringBuilder();
        final ConcurrentHashMap<Integer, Boolean> seenPly = new ConcurrentHashMap<>();
        volatile long sentAt;
        volatile int sentPly = -1;
        volatile String sentMove;
        volatile int lastMovedAt = -1;
        WebSocket ws;

        Player(Game game, int side) {
            this.game = game;
            this.side = side;
            this.color = side == 0 ? "white" : "black";
        }

        @Override
        public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                try {
                    handle(JSON.readTree(text));
                } catch (Exception e) {
                    ERRORS.incrementAndGet();
                }
            }
            w.request(1);
            return null;
        }

        synchronized void handle(JsonNode n) {
            String type = n.path("type").asText();
            if (type.equals("reply")) {
                if (n.path("status").asInt() == 200) {
                    game.acked.add(sentPly + " " + sentMove);
                } else {
                    ERRORS.incrementAndGet();
                }
                return;
            }
            JsonNode s = n.get("state");
            if (s == null) {
                return;
            }
            int ply = s.get("moves").size();
            if (type.equals("move")) {
                if (seenPly.putIfAbsent(ply, true) != null) {
                    DUPLICATED.incrementAndGet();
                }
                if (ply == sentPly && n.path("by").asText().equals(color)) {
                    RTT.add(System.nanoTime() - sentAt);
                    MOVES.incrementAndGet();
                }
                if (game.computer && !n.path("by").asText().equals(color)) {
                    MIN_COMPUTER_CLOCK.accumulateAndGet(s.get("clock").get("black").asLong(), Math::min);
                }
            }
            if (!s.get("status").asText().equals("playing") || ply >= plies) {
                game.finish(s.get("status").asText().equals("ended") && ply < plies);
                return;
            }
            if (s.get("turn").asText().equals(color) && lastMovedAt < ply) {
                lastMovedAt = ply;
                JsonNode legal = s.get("legal");
                String move = legal.get(game.random.nextInt(legal.size())).asText();
                long think = thinkMs <= 0 ? 0 : thinkMs / 2 + game.random.nextInt(thinkMs);
                TIMER.schedule(() -> send(ply + 1, move), think, TimeUnit.MILLISECONDS);
            }
        }

        void send(int ply, String move) {
            synchronized (this) {
                sentPly = ply;
                sentMove = move;
                sentAt = System.nanoTime();
            }
            ws.sendText("{\"type\":\"move\",\"seat\":\"" + game.seat[side] + "\",\"move\":\"" + move + "\"}", true);
        }
    }
}
