package org.passant.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

import org.passant.conformance.UciEngine;
import org.passant.match.EngineSpec;
import org.passant.match.Match;
import org.passant.match.Openings;
import org.passant.match.TimeControl;
import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Setups;
import org.passant.position.Validation;
import org.passant.position.Variant;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code passant match}: a referee for two UCI engines, every move judged by the kernel. */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"Play a match between two UCI engines, refereed by the kernel (cutechess-cli",
            "is the model). Every move is checked: an illegal move loses and is reported",
            "with its failing clause; mate, stalemate, an exploded king, threefold",
            "repetition, fifty moves and dead positions (GM-MATERIAL) end a game. The",
            "referee keeps the clocks: a flag loses, or draws when the opponent could not",
            "have won (GM-FLAG). An engine that crashes, or gives no bestmove within its",
            "time and the margin, loses the game and is restarted.",
            "Each opening is played twice, each engine White once. Prints a running score,",
            "then W/D/L, the score and the Elo difference with a 95%% error bar (logistic",
            "Elo of the score; error from the trinomial variance of one game's score).",
            "Exit codes: 0 the match was played; 1 it was aborted (an engine could not be",
            "restarted) or an internal error; 2 bad input (an option, the openings file,",
            "an engine that cannot start or lacks the variant)."},
        footer = {"", "Examples:",
            "  passant match --engine1 \"./passant uci\" --option1 Level=hard --engine2 \"./passant uci\" --option2 Level=medium \\",
            "                --variant atomic --games 20 --tc 10+0.1 --openings bench/openings/atomic.epd --pgn-out games.pgn",
            "  passant match --engine1 \"./passant uci\" --engine2 /usr/games/stockfish --option2 UCI_LimitStrength=true \\",
            "                --option2 UCI_Elo=1350 --games 10 --tc st=0.1",
            "  passant match --engine1 \"./passant uci\" --engine2 /usr/games/stockfish --chess960 --games 4 --tc st=0.1"})
public final class MatchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--engine1", required = true, paramLabel = "CMD", description = "The first engine's command line.")
    String engine1;

    @Option(names = "--engine2", required = true, paramLabel = "CMD", description = "The second engine's command line.")
    String engine2;

    @Option(names = "--name1", paramLabel = "NAME", description = "The first engine's name in the results (default: from its command).")
    String name1;

    @Option(names = "--name2", paramLabel = "NAME", description = "The second engine's name in the results.")
    String name2;

    @Option(names = "--option1", paramLabel = "NAME=VALUE", description = "A UCI option for the first engine (repeatable).")
    List<String> options1 = List.of();

    @Option(names = "--option2", paramLabel = "NAME=VALUE", description = "A UCI option for the second engine (repeatable).")
    List<String> options2 = List.of();

    @Option(names = "--variant", paramLabel = "VARIANT", defaultValue = "chess", converter = VariantConverter.class,
            description = "chess (default) or atomic; engines that offer UCI_Variant are set to it.")
    Variant variant;

    /** Engines per game pair are processes: 64 pairs are 128 of them. */
    static final int MAX_CONCURRENCY = 64;
    static final int MAX_GAMES = 1_000_000;
    /** A minute past its time is a hang by any measure. */
    static final int MAX_MARGIN_MS = 60_000;

    int games = 2;

    @Option(names = "--games", paramLabel = "N", description = "Games to play, 1 to " + MAX_GAMES + " (default 2).")
    private void games(String n) {
        games = WholeNumber.parseInt(spec, "--games", n, 1, MAX_GAMES);
    }

    @Option(names = "--tc", paramLabel = "TC", defaultValue = "10+0.1",
            description = "Time control: SECONDS[+INCREMENT] per side (default 10+0.1; a clock above 0 up to "
                    + TimeControl.MAX_BASE_SECONDS + " s, an increment 0 to " + TimeControl.MAX_MOVE_SECONDS
                    + " s), or st=SECONDS per move (above 0 up to " + TimeControl.MAX_MOVE_SECONDS + " s).")
    String tc;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "Opening positions, one FEN or EPD per line ('#' comments); default: the initial position.")
    Path openings;

    int concurrency = 1;

    @Option(names = "--concurrency", paramLabel = "N", description = "Games played at once, 1 to " + MAX_CONCURRENCY
            + " (default 1; each with its own pair of engine processes).")
    private void concurrency(String n) {
        concurrency = WholeNumber.parseInt(spec, "--concurrency", n, 1, MAX_CONCURRENCY);
    }

    @Option(names = "--pgn-out", paramLabel = "FILE", description = "Write the games as PGN.")
    Path pgnOut;

    @Option(names = "--chess960",
            description = "Chess960 (C960-SETUP, C960-NOTATION): both engines play with UCI_Chess960 on (an engine"
                    + " without it is refused), castling goes to them as the king taking its own rook (e1h1), and without"
                    + " --openings each pair of games starts from a Chess960 start position drawn at random. On without the"
                    + " option when an opening can only be Chess960 (a castling right of a king off the e-file or a rook"
                    + " off the a- and h-files).")
    boolean chess960;

    long margin = 1000;

    @Option(names = "--margin", paramLabel = "MS",
            description = "How long past its time an engine may stay silent before it counts as hung, 0 to " + MAX_MARGIN_MS
                    + " ms (default 1000).")
    private void margin(String ms) {
        margin = WholeNumber.parse(spec, "--margin", ms, 0, MAX_MARGIN_MS);
    }

    @Override
    public Integer call() {
        TimeControl timeControl = TimeControl.parse(tc);
        String first = name1 != null ? name1 : defaultName(engine1);
        String second = name2 != null ? name2 : defaultName(engine2);
        if (first.equals(second) && name1 == null && name2 == null) {
            first += "-1";
            second += "-2";
        }
        List<Position> starts = openings == null ? List.of() : Openings.read(openings, variant);
        // an opening that can only be Chess960 needs its castling written king-takes-rook to the engines
        boolean c960 = chess960 || starts.stream().anyMatch(p -> Chess960Option.detected(null, p));
        if (chess960 && openings == null) {
            starts = randomChess960(games);
        }
        Match.Settings settings = new Match.Settings(
                new EngineSpec(engine1, first, options("--option1", options1)),
                new EngineSpec(engine2, second, options("--option2", options2)),
                variant, games, timeControl, starts, concurrency, pgnOut, margin, 30_000, c960);
        Match.Summary summary = new Match(settings, spec.commandLine().getOut()).run();
        return summary.aborted() ? Main.EXIT_FAILED : Main.EXIT_OK;
    }

    /** One Chess960 start position per pair of games, drawn at random; the numbers are printed so a match can be replayed with --openings. */
    private List<Position> randomChess960(int games) {
        SplittableRandom random = new SplittableRandom();
        List<Position> starts = new ArrayList<>();
        List<String> numbers = new ArrayList<>();
        for (int i = 0; i < (games + 1) / 2; i++) {
            int n = random.nextInt(Setups.CHESS960_POSITIONS);
            starts.add(Position.of(Setups.chess960(n), variant, Validation.STRICT));
            numbers.add(String.valueOf(n));
        }
        spec.commandLine().getOut().println("chess960 start positions (Scharnagl's numbers): " + String.join(", ", numbers));
        return starts;
    }

    private Map<String, String> options(String flag, List<String> given) {
        Map<String, String> result = new LinkedHashMap<>();
        for (String o : given) {
            int eq = o.indexOf('=');
            if (eq <= 0) {
                throw new ParameterException(spec.commandLine(), flag + " " + InvalidInputException.quote(o)
                        + ": expected NAME=VALUE, such as Hash=64");
            }
            result.put(o.substring(0, eq).strip(), o.substring(eq + 1).strip());
        }
        return result;
    }

    private static String defaultName(String command) {
        List<String> words = UciEngine.CommandLineSplitter.split(command);
        if (words.isEmpty()) {
            return "engine";
        }
        String w = words.get(0);
        return w.substring(w.lastIndexOf('/') + 1);
    }
}
