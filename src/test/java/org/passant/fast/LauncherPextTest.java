package org.passant.fast;

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
 * The launcher's PEXT rule (bash, so that the CLI's JVM reads no file) is {@link Pext}'s (Java, for
 * every JVM started without the launcher): for each CPU of {@link PextTest}, and this machine's, the
 * option {@code ./passant} gives ({@code PASSANT_PRINT_OPTIONS=1}, the CPU from {@code PASSANT_CPUINFO})
 * is the one Pext decides.
 */
class LauncherPextTest {

    @Test
    void theLauncherDecidesAsPextOnEveryCpu(@TempDir Path dir) throws IOException, InterruptedException {
        List<String> cpus = new ArrayList<>();
        for (String vendor : List.of("GenuineIntel", "AuthenticAMD", "HygonGenuine")) {
            for (int family : new int[] {0, 6, 15, 21, 23, 24, 25, 26}) {
                for (String flags : List.of(PextTest.WITH_BMI2, PextTest.WITHOUT_BMI2, "fpu xbmi2 bmi2x", "bmi2")) {
                    cpus.add(PextTest.cpuinfo(vendor, family, flags));
                }
            }
        }
        Path here = Path.of("/proc/cpuinfo");
        if (Files.isReadable(here)) {
            cpus.add(Files.readString(here, StandardCharsets.US_ASCII));
        }
        int falses = 0;
        for (String cpu : cpus) {
            Path file = dir.resolve("cpuinfo");
            Files.writeString(file, cpu, StandardCharsets.US_ASCII);
            boolean pext = Pext.decide(null, cpu, "amd64");
            falses += pext ? 0 : 1;
            assertEquals("-Dpassant.pext=" + pext, launcher(file), "the launcher and Pext disagree on\n" + cpu);
        }
        assertTrue(falses > 0 && falses < cpus.size(), "both decisions among the CPUs: " + falses + " of " + cpus.size());
    }

    @Test
    void withoutCpuinfoTheLauncherLeavesItToTheJar(@TempDir Path dir) throws IOException, InterruptedException {
        assertEquals("", launcher(dir.resolve("none")));
    }

    /** The option line {@code ./passant} prints with {@code PASSANT_PRINT_OPTIONS=1}, reading {@code cpuinfo}. */
    private static String launcher(Path cpuinfo) throws IOException, InterruptedException {
        Path script = Path.of("passant").toAbsolutePath();
        assertTrue(Files.isRegularFile(script), "no launcher at " + script);
        ProcessBuilder b = new ProcessBuilder("bash", script.toString()).redirectErrorStream(true);
        b.environment().put("PASSANT_PRINT_OPTIONS", "1");
        b.environment().put("PASSANT_CPUINFO", cpuinfo.toString());
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, p.waitFor(), out);
        return out;
    }
}
