package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 48, item 4: the launcher gives {@code serve} a bounded heap (the one docs/server.md's memory
 * benchmark measures and README states), and only {@code serve} ({@code PASSANT_PRINT_OPTIONS=1}).
 */
class LauncherServeHeapTest {

    @Test
    void ISSUE_48_4_serveGetsABoundedHeapAndNothingElseDoes(@TempDir Path dir) throws IOException, InterruptedException {
        Path none = dir.resolve("no-cpuinfo");
        assertEquals("-Xmx768m", launcher(none, "serve", "--port", "0"));
        assertEquals("", launcher(none, "perft", "3"));
        assertEquals("", launcher(none, "play", "serve"), "serve as a later argument is not the command");
        String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        assertTrue(readme.contains("-Xmx768m"), "README states the heap serve gets");
    }

    /** The option line {@code ./passant ARGS} prints with {@code PASSANT_PRINT_OPTIONS=1}, reading {@code cpuinfo}. */
    private static String launcher(Path cpuinfo, String... args) throws IOException, InterruptedException {
        Path script = Path.of("passant").toAbsolutePath();
        assertTrue(Files.isRegularFile(script), "no launcher at " + script);
        List<String> command = new ArrayList<>(List.of("bash", script.toString()));
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true);
        b.environment().put("PASSANT_PRINT_OPTIONS", "1");
        b.environment().put("PASSANT_CPUINFO", cpuinfo.toString());
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, p.waitFor(), out);
        return out;
    }
}
