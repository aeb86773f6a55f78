package org.passant.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.passant.cli.Main;

/**
 * {@code passant match} against engines that break the conditions of play: each loses its
 * game, with the reason, the crashed or hung engine is restarted, and the match goes on.
 */
class MatchTest {
    @TempDir
    Path dir;

    private static String fake(String mode) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' " + FakeUciEngine.class.getName() + " " + mode;
    }

    private record Run(int code, String out, String err) {
    }

    private static Run match(String... args) {
        List<String> all = new ArrayList<>(List.of("match"));
        all.addAll(List.of(args));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(all.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    private Path openings(String... fens) throws IOException {
        Path f = dir.resolve("openings.epd");
        Files.writeString(f, "# test openings\n" + String.join("\n", fens) + "\n");
        return f;
    }

    @Test
    void EP_KING_SAFETY_anIllegalMoveLosesAndIsReportedWithItsFailingClause() throws IOException {
        // seed 001: e5xd6 would open the fifth rank to the rook on a5
        Path openings = openings("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2");
        Run r = match("--engine1", fake("play:e5d6"), "--name1", "cheat", "--engine2", fake("legal"), "--name2", "fair",
                "--games", "1", "--tc", "5+0.1", "--openings", openings.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("game 1/1 (opening 1): cheat - fair 0-1 (forfeit): cheat (white) played the illegal move e5d6: "
                + "EP-KING-SAFETY fails (after the capture the white king on h5 would be attacked by the black rook on a5)"), r.out());
        assertTrue(r.out().contains("cheat vs fair: W 0, D 0, L 1"), r.out());
        assertTrue(r.out().contains("faults: cheat: 1 illegal moves, 0 crashes, 0 hangs, 0 lost on time"), r.out());
    }

    @Test
    void aCrashLosesTheGameTheEngineIsRestartedAndTheMatchGoesOn() {
        Run r = match("--engine1", fake("crash"), "--name1", "crasher", "--engine2", fake("legal"), "--name2", "fair",
                "--games", "2", "--tc", "5+0.1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("game 1/2 (opening 0): crasher - fair 0-1 (forfeit): crasher (white) crashed: the process exited with code 3"), r.out());
        assertTrue(r.out().contains("game 2/2 (opening 0): fair - crasher 1-0 (forfeit): crasher (black) crashed"), r.out());
        assertTrue(r.out().contains("finished: 2 of 2 games"), r.out());
        assertTrue(r.out().contains("faults: crasher: 0 illegal moves, 2 crashes, 0 hangs, 0 lost on time"), r.out());
    }

    @Test
    void anEngineThatExitsWhileTheOpponentThinksLosesAtItsNextMove() {
        Run r = match("--engine1", fake("quit-after-move"), "--name1", "quitter", "--engine2", fake("legal"), "--name2", "fair",
                "--games", "1", "--tc", "5+0.1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("quitter - fair 0-1 (forfeit): quitter (white) crashed: the process exited with code 4"), r.out());
    }

    @Test
    void aHangLosesTheGameAndTheEngineIsRestarted() {
        Run r = match("--engine1", fake("legal"), "--name1", "fair", "--engine2", fake("hang"), "--name2", "sleeper",
                "--games", "2", "--tc", "0.5+0", "--margin", "300");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("game 1/2 (opening 0): fair - sleeper 1-0 (forfeit): sleeper (black) hung: no bestmove within 800 ms"), r.out());
        assertTrue(r.out().contains("game 2/2 (opening 0): sleeper - fair 0-1 (forfeit): sleeper (white) hung"), r.out());
        assertTrue(r.out().contains("fair vs sleeper: W 2, D 0, L 0; score 100.0%"), r.out());
    }

    @Test
    void GM_FLAG_anAnswerAfterTheClockHasRunOutLoses() {
        Run r = match("--engine1", fake("slow:900"), "--name1", "slow", "--engine2", fake("legal"), "--name2", "fair",
                "--games", "1", "--tc", "0.5+0", "--margin", "5000");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("slow - fair 0-1 (time forfeit): slow (white) lost on time"), r.out());
        assertTrue(r.out().contains("faults: slow: 0 illegal moves, 0 crashes, 0 hangs, 1 lost on time"), r.out());
    }

    @Test
    void GM_FLAG_aFlagAgainstABareKingIsADraw() throws IOException {
        // the slow engine has White's pawn and flags; Black's bare king could never have mated: a draw
        Path openings = openings("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        Run r = match("--engine1", fake("slow:900"), "--name1", "slow", "--engine2", fake("legal"), "--name2", "fair",
                "--games", "1", "--tc", "0.5+0", "--margin", "5000", "--openings", openings.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("slow - fair 1/2-1/2 (timeout vs insufficient material): slow (white) lost on time"), r.out());
    }

    @Test
    void AT_END_anAtomicMatchIsWrittenAsPgnWithItsVariant() throws IOException {
        Path pgn = dir.resolve("games.pgn");
        Run r = match("--engine1", fake("legal"), "--engine2", fake("legal"), "--variant", "atomic", "--games", "2",
                "--tc", "10+0.1", "--pgn-out", pgn.toString());
        assertEquals(0, r.code(), r.err());
        String games = Files.readString(pgn);
        assertEquals(2, games.split("\\[Variant \"Atomic\"\\]", -1).length - 1, games);
        assertTrue(games.contains("[White \"java-1\"]") && games.contains("[Round \"2\"]"), games);
        assertTrue(r.out().contains("faults: java-1: 0 illegal moves, 0 crashes, 0 hangs, 0 lost on time"), r.out());
    }

    @Test
    void badInputIsRefusedWithExitCode2() throws IOException {
        Run noEngine = match("--engine1", "/nonexistent/engine", "--engine2", fake("legal"), "--games", "1");
        assertEquals(2, noEngine.code());
        assertTrue(noEngine.err().startsWith("passant: engine 'engine' (/nonexistent/engine): cannot start"), noEngine.err());
        Run tc = match("--engine1", fake("legal"), "--engine2", fake("legal"), "--tc", "fast");
        assertEquals(2, tc.code());
        assertTrue(tc.err().contains("--tc 'fast': expected SECONDS[+INCREMENT]"), tc.err());
        Path openings = openings("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "not a position at all");
        Run file = match("--engine1", fake("legal"), "--engine2", fake("legal"), "--openings", openings.toString());
        assertEquals(2, file.code());
        assertTrue(file.err().contains("openings.epd, line 3: FEN field 1 'not'"), file.err());
        Files.writeString(openings, "8/8/8\n");
        Run shortLine = match("--engine1", fake("legal"), "--engine2", fake("legal"), "--openings", openings.toString());
        assertTrue(shortLine.err().contains("openings.epd, line 1: expected a FEN or an EPD line, not '8/8/8'"), shortLine.err());
        Run variant = match("--engine1", "/usr/bin/true", "--engine2", fake("legal"), "--games", "0");
        assertEquals(2, variant.code());
    }

    @Test
    void anEngineThatNeverAnswersUciIsEndedWhenTheMatchGivesUp() {
        // issue 51: the match refused to start (exit 2) and left 'sleep' running; conform ends its engine, so must match
        String token = "4242.5" + ProcessHandle.current().pid();
        Match.Settings settings = new Match.Settings(new EngineSpec("sleep " + token, "sleeper", java.util.Map.of()),
                new EngineSpec(fake("legal"), "fair", java.util.Map.of()), org.passant.position.Variant.CHESS, 2,
                TimeControl.parse("st=0.05"), List.of(), 1, null, 1000, 500, false);
        org.passant.position.InvalidInputException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.passant.position.InvalidInputException.class, () -> new Match(settings, new PrintWriter(new StringWriter())).run());
        assertTrue(e.getMessage().contains("engine 'sleeper' did not answer 'uciok' within 500 ms"), e.getMessage());
        org.passant.cli.ConformBoundsTest.assertNoProcessLeft(token);
    }

    @Test
    void aPgnFileThatCannotBeWrittenStopsTheMatchWithOneError() {
        // issue 51: /dev/full took the match to its end, exit 0, a warning on standard output and no PGN
        Run r = match("--engine1", fake("legal"), "--engine2", fake("legal"), "--games", "4", "--tc", "st=0.05",
                "--pgn-out", "/dev/full");
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals("passant: --pgn-out '/dev/full': cannot write: No space left on device\n", r.err());
        assertTrue(r.out().contains("game 1/4"), r.out());
        assertTrue(!r.out().contains("game 2/4") && !r.out().contains("warning"), "no game after the failure: " + r.out());
    }

    @Test
    void everyNumberHasItsRange() {
        String[][] refused = {
            {"--games", "0", "--games must be a whole number from 1 to 1,000,000, not '0'"},
            {"--concurrency", "100000", "--concurrency must be a whole number from 1 to 64, not '100000'"},
            {"--margin", "99999999999999", "--margin must be a whole number from 0 to 60,000, not '99999999999999'"},
            {"--margin", "-1", "from 0 to 60,000"},
            {"--tc", "1e9", "--tc '1e9': expected SECONDS[+INCREMENT]"},
            {"--tc", "100000", "a clock above 0 up to 86400 s"},
            {"--tc", "10+3601", "--tc '10+3601'"},
            {"--tc", "st=NaN", "--tc 'st=NaN'"},
            {"--tc", "st=-1", "--tc 'st=-1'"},
            {"--tc", "Infinity", "--tc 'Infinity'"},
        };
        for (String[] x : refused) {
            Run r = match("--engine1", "/nonexistent/a", "--engine2", "/nonexistent/b", x[0], x[1]);
            assertEquals(2, r.code(), x[0] + " " + x[1]);
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains(x[2]), x[0] + " " + x[1] + ": " + r.err());
        }
    }

    @Test
    void eloFromTheScoreWithATrinomialErrorBar() {
        // 60 wins, 20 draws, 20 losses: p = 0.7, Elo = -400 log10(1/0.7 - 1) = 147.2
        Elo e = Elo.of(60, 20, 20);
        assertEquals(147.2, e.difference(), 0.05);
        // s^2 = (60 * 0.09 + 20 * 0.04 + 20 * 0.49) / 100 = 0.16; se = 0.04; p in 0.7 -+ 0.0784
        double low = -400 * Math.log10(1 / (0.7 - 0.0784) - 1);
        double high = -400 * Math.log10(1 / (0.7 + 0.0784) - 1);
        assertEquals((high - low) / 2, e.error(), 1e-9);
        assertEquals("+147.2 +- 66.0", e.toString());
        assertEquals(0.0, Elo.of(5, 10, 5).difference(), 1e-9);
    }

    @Test
    void timeControls() {
        assertEquals(new TimeControl(10_000, 100, 0), TimeControl.parse("10+0.1"));
        assertEquals(new TimeControl(60_000, 0, 0), TimeControl.parse("60"));
        assertEquals(new TimeControl(0, 0, 200), TimeControl.parse("st=0.2"));
        assertEquals("10+0.1", TimeControl.parse("10+0.1").pgn());
        assertEquals("1/0.2", TimeControl.parse("st=0.2").pgn());
    }
}
