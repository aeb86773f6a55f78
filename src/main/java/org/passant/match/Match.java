package org.passant.match;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

import org.passant.game.Outcome;
import org.passant.kernel.Piece;
import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Variant;

/**
 * A match between two UCI engines, refereed game by game ({@link Referee}): each opening is
 * played twice, each engine White once; games run on {@code concurrency} pairs of engine
 * processes. A running score is printed as each game ends, then the totals from the first
 * engine's side: wins, draws, losses, the score and the Elo difference with its 95% error bar
 * ({@link Elo}), and each engine's faults (illegal moves, crashes, hangs, flags).
 */
public final class Match {

    /**
     * Everything a match needs. {@code openings} empty: every game from the variant's initial
     * position. {@code chess960} (C960-NOTATION): the engines play with UCI_Chess960 on, and castling
     * goes to them as the king taking its own rook (e1h1).
     */
    public record Settings(EngineSpec first, EngineSpec second, Variant variant, int games, TimeControl timeControl,
            List<Position> openings, int concurrency, Path pgnOut, long marginMillis, long handshakeMillis, boolean chess960) {
    }

    /** The result from the first engine's side, and each engine's faults. */
    public record Summary(int wins, int draws, int losses, int[] firstFaults, int[] secondFaults, boolean aborted) {
        public Elo elo() {
            return Elo.of(wins, draws, losses);
        }

        public double score() {
            return Elo.score(wins, draws, losses);
        }
    }

    private final Settings settings;
    private final PrintWriter out;
    private final Object lock = new Object();
    private Writer pgn;
    private int wins;
    private int draws;
    private int losses;
    private int finished;
    private final int[] firstFaults = new int[Referee.Fault.values().length];
    private final int[] secondFaults = new int[Referee.Fault.values().length];
    private volatile String abortReason;
    /** The PGN file could not be written: the match stops, and the command fails with this. */
    private volatile InvalidInputException pgnFailed;

    public Match(Settings settings, PrintWriter out) {
        this.settings = settings;
        this.out = out;
    }

    /** Plays the match; an engine that cannot start at all is bad input ({@link InvalidInputException}). */
    public Summary run() {
        Settings s = settings;
        List<EngineProcess[]> pairs = new ArrayList<>();
        try {
            if (s.pgnOut() != null) {
                try {
                    pgn = Files.newBufferedWriter(s.pgnOut(), StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new InvalidInputException("--pgn-out " + s.pgnOut() + ": cannot write: " + e.getMessage());
                }
            }
            int workers = Math.max(1, Math.min(s.concurrency(), s.games()));
            for (int i = 0; i < workers; i++) {
                EngineProcess a = EngineProcess.start(s.first(), s.variant().id(), s.chess960(), s.handshakeMillis());
                pairs.add(new EngineProcess[] {a, null});
                pairs.get(i)[1] = EngineProcess.start(s.second(), s.variant().id(), s.chess960(), s.handshakeMillis());
            }
            out.printf(Locale.ROOT, "match: %s vs %s, %s, %d games, tc %s, %s, concurrency %d%n", s.first().name(),
                    s.second().name(), s.variant().id(), s.games(), s.timeControl(),
                    s.openings().isEmpty() ? "from the initial position" : s.openings().size() + " openings", workers);
            out.flush();
            AtomicInteger next = new AtomicInteger();
            List<Thread> threads = new ArrayList<>();
            for (EngineProcess[] pair : pairs) {
                Thread t = new Thread(() -> work(pair, next), "match-worker");
                threads.add(t);
                t.start();
            }
            for (Thread t : threads) {
                t.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            for (EngineProcess[] pair : pairs) {
                for (EngineProcess e : pair) {
                    if (e != null) {
                        e.close();
                    }
                }
            }
            if (pgn != null) {
                try {
                    pgn.close();
                } catch (IOException e) {
                    pgnFailed(e);
                }
            }
        }
        if (pgnFailed != null) {
            throw pgnFailed;
        }
        Summary summary = new Summary(wins, draws, losses, firstFaults.clone(), secondFaults.clone(), abortReason != null);
        printSummary(summary);
        return summary;
    }

    private void work(EngineProcess[] pair, AtomicInteger next) {
        Settings s = settings;
        while (abortReason == null && pgnFailed == null) {
            int g = next.getAndIncrement();
            if (g >= s.games()) {
                return;
            }
            int opening = g / 2;
            Position start = s.openings().isEmpty() ? Position.initial(s.variant()) : s.openings().get(opening % s.openings().size());
            boolean firstIsWhite = g % 2 == 0;
            EngineProcess white = firstIsWhite ? pair[0] : pair[1];
            EngineProcess black = firstIsWhite ? pair[1] : pair[0];
            Referee.Played played = Referee.play(white, black, start, s.timeControl(), s.marginMillis(), g + 1, s.chess960());
            record(played, firstIsWhite, g, opening);
            if (played.failed() != null) {
                try {
                    played.failed().restart();
                } catch (InvalidInputException e) {
                    abortReason = "engine " + played.failed().name() + " could not be restarted: " + e.getMessage();
                    synchronized (lock) {
                        out.println("match aborted: " + abortReason);
                        out.flush();
                    }
                    return;
                }
            }
        }
    }

    private void record(Referee.Played played, boolean firstIsWhite, int g, int opening) {
        GameRecord r = played.record();
        Outcome o = r.outcome();
        int firstSide = firstIsWhite ? Piece.WHITE : Piece.BLACK;
        synchronized (lock) {
            if (o.isDraw()) {
                draws++;
            } else if (o.winner() == firstSide) {
                wins++;
            } else {
                losses++;
            }
            if (played.fault() != Referee.Fault.NONE) {
                (played.offender() == firstSide ? firstFaults : secondFaults)[played.fault().ordinal()]++;
            }
            finished++;
            double first = wins + draws / 2.0;
            double second = losses + draws / 2.0;
            out.printf(Locale.ROOT, "game %d/%d (opening %d): %s - %s %s (%s)%s; score %s %s - %s %s%n", g + 1, settings.games(),
                    settings.openings().isEmpty() ? 0 : opening % settings.openings().size() + 1, r.white(), r.black(), o.result(), terminationText(o), r.reason().isEmpty() ? "" : ": " + r.reason(),
                    settings.first().name(), number(first), number(second), settings.second().name());
            out.flush();
            if (pgn != null) {
                try {
                    pgn.write(Pgn.write(r, settings.first().name() + " vs " + settings.second().name(), settings.timeControl(),
                            LocalDate.now()));
                    pgn.flush();
                } catch (IOException e) {
                    pgnFailed(e);
                }
            }
        }
    }

    /** A PGN write failed (a full disk): the first failure is the command's error; no game is played after it. */
    private void pgnFailed(IOException e) {
        if (pgnFailed == null) {
            pgnFailed = new InvalidInputException("--pgn-out " + InvalidInputException.quote(settings.pgnOut().toString())
                    + ": cannot write: " + e.getMessage());
        }
    }

    private static String terminationText(Outcome o) {
        return o.termination().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static String number(double d) {
        return d == Math.floor(d) ? String.valueOf((long) d) : String.valueOf(d);
    }

    private void printSummary(Summary s) {
        int n = s.wins() + s.draws() + s.losses();
        out.printf(Locale.ROOT, "finished: %d of %d games%s%n", n, settings.games(), s.aborted() ? " (aborted)" : "");
        out.printf(Locale.ROOT, "%s vs %s: W %d, D %d, L %d; score %.1f%%; Elo difference %s (95%%)%n", settings.first().name(),
                settings.second().name(), s.wins(), s.draws(), s.losses(), 100 * s.score(), s.elo());
        out.printf(Locale.ROOT, "faults: %s%nfaults: %s%n", faults(settings.first().name(), s.firstFaults()),
                faults(settings.second().name(), s.secondFaults()));
        out.flush();
    }

    private static String faults(String name, int[] f) {
        return String.format(Locale.ROOT, "%s: %d illegal moves, %d crashes, %d hangs, %d lost on time", name,
                f[Referee.Fault.ILLEGAL_MOVE.ordinal()], f[Referee.Fault.CRASH.ordinal()], f[Referee.Fault.HANG.ordinal()],
                f[Referee.Fault.TIME.ordinal()]);
    }
}
