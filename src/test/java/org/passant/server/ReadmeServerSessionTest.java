package org.passant.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * README's curl session works as printed (PLAY-ONLINE): its commands run with bash and curl
 * against a fresh server, and every line they print appears in the block as a {@code #} line, in
 * order. (The block's other {@code #} lines are its comments.)
 */
class ReadmeServerSessionTest {
    @TempDir
    Path dir;

    @Test
    void PLAY_ONLINE_readmeCurlSessionWorksAsPrinted() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/curl")) || Files.isExecutable(Path.of("/bin/curl")),
                "curl is not installed");
        String readme = Files.readString(TestDatabases.root().resolve("docs/server.md"));
        int at = readme.indexOf("An example session, as it runs");
        assertTrue(at > 0, "docs/server.md has the session");
        int start = readme.indexOf("```sh\n", at) + 6;
        int end = readme.indexOf("```", start);
        List<String> commands = new ArrayList<>();
        List<String> printed = new ArrayList<>();
        for (String line : readme.substring(start, end).split("\n")) {
            if (line.startsWith("#")) {
                printed.add(line);
            } else if (!line.startsWith("./passant serve") && !line.equals("kill %1")) {
                commands.add(line);
            }
        }
        try (PlayServer server = PlayServer.start(new PlayServer.Config("127.0.0.1", 0, dir.resolve("readme.db").toString(),
                100, 100, 0, 1, PlayServer.Config.systemMillis()))) {
            String script = String.join("\n", commands).replace("localhost:8080", "localhost:" + server.port()) + "\n";
            Path file = dir.resolve("session.sh");
            Files.writeString(file, script);
            Process p = new ProcessBuilder("bash", file.toString()).directory(dir.toFile()).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), out);
            int next = 0;
            int lines = 0;
            for (String line : out.replace("localhost:" + server.port(), "localhost:8080").stripTrailing().split("\n")) {
                String expected = ("# " + line).strip();
                while (next < printed.size() && !printed.get(next).equals(expected)) {
                    next++;
                }
                assertTrue(next < printed.size(), "printed but not in docs/server.md as '" + expected + "'; the whole output:\n" + out);
                next++;
                lines++;
            }
            assertTrue(lines >= 20, "the session printed its lines: " + out);
        }
    }
}
