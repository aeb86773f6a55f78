package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher's cache training run (CacheTraining): it checks the perft file's counts, then runs the command given. */
class CacheTrainingTest {

    record Run(int code, String out, String err) {
    }

    private static Run train(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CacheTraining.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        p.getOutputStream().close();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), out, err);
    }

    @Test
    void runsTheFileThenTheCommand() throws Exception {
        Run r = train("src/test/resources/data/standard-tricky.perft", "2000", "perft", "--depth", "3", "--threads", "1");
        assertEquals(new Run(0, "Nodes searched: 8902\n", ""), r);
        assertEquals(new Run(0, "Nodes searched: 400\n", ""), train("-", "0", "perft", "--depth", "2"));
    }

    @Test
    void aWrongCountFailsTheTraining(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("wrong.perft");
        Files.writeString(file, "id start\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nperft 1 20\nperft 2 401\n");
        Run r = train(file.toString(), "1000", "perft", "--depth", "2");
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertEquals("passant: cache training: start, depth 2: not 401 nodes\n", r.err());
    }
}
