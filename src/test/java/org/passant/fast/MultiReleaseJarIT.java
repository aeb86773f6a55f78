package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.passant.proof.Repo;

/**
 * The packaged jar's Java 21 classes (META-INF/versions/21: PEXT sliding attacks), which the unit
 * tests never load (they run from target/classes, not from a multi-release jar): the jar, run on a
 * Java 21 or later JVM, passes the perft files. Skipped when the build ran on Java 17 (the jar has no
 * such classes then) or no Java 21+ JVM is found (this one, or the newest under /usr/lib/jvm).
 */
class MultiReleaseJarIT {

    /** The closing line of a perft file run in which every count agreed. */
    private static final java.util.regex.Pattern PASSED = java.util.regex.Pattern.compile("\\n[1-9]\\d* passed, 0 failed(, \\d+ skipped)?\\n$");

    @Test
    void theJava21ClassesPassThePerftFiles() throws IOException, InterruptedException {
        Path jar = Repo.root().resolve("target/passant.jar");
        assumeTrue(Files.exists(jar), "no target/passant.jar");
        try (JarFile file = new JarFile(jar.toFile())) {
            assumeTrue(file.getEntry("META-INF/versions/21/org/passant/fast/Sliders.class") != null,
                    "the jar has no Java 21 classes (built on Java " + Runtime.version().feature() + ")");
        }
        Path java = java21();
        assumeTrue(java != null, "no Java 21 or later found");

        // without the launcher's -Dpassant.pext the jar decides as Pext's rule does on this machine; with false, never PEXT
        String version = run(java, jar, "--version");
        assertTrue(version.contains(Pext.ON ? "sliding attacks by PEXT" : "PEXT turned off"), version);
        String off = run(java, jar, "-Dpassant.pext=false", "--version");
        assertTrue(off.contains("PEXT turned off"), off);
        Path data = Repo.root().resolve("src/test/resources/data");
        String chess = run(java, jar, "perft", "--perft-file", data.resolve("standard-tricky.perft").toString(), "--max-nodes", "3000000");
        assertTrue(PASSED.matcher(chess).find(), chess);
        String atomic = run(java, jar, "perft", "--variant", "atomic", "--perft-file", data.resolve("atomic.perft").toString(),
                "--max-nodes", "3000000");
        assertTrue(PASSED.matcher(atomic).find(), atomic);
    }

    /** Runs the jar with these arguments, JVM options (-D...) first. */
    private static String run(Path java, Path jar, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(java.toString()));
        int i = 0;
        for (; i < args.length && args[i].startsWith("-D"); i++) {
            command.add(args[i]);
        }
        command.addAll(List.of("-jar", jar.toString()));
        command.addAll(List.of(args).subList(i, args.length));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", command) + "\n" + out);
        return out;
    }

    /** This JVM when it is 21 or later, else the newest 21+ under /usr/lib/jvm; null when there is none. */
    private static Path java21() throws IOException {
        if (Runtime.version().feature() >= 21) {
            return Path.of(System.getProperty("java.home"), "bin", "java");
        }
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return null;
        }
        Path best = null;
        int bestVersion = 20;
        try (Stream<Path> homes = Files.list(jvms)) {
            for (Path home : (Iterable<Path>) homes::iterator) {
                Path release = home.resolve("release");
                if (!Files.exists(release) || !Files.isExecutable(home.resolve("bin/java"))) {
                    continue;
                }
                for (String line : Files.readAllLines(release)) {
                    if (line.startsWith("JAVA_VERSION=\"")) {
                        int v = Integer.parseInt(line.substring(14).split("[.\"]")[0]);
                        if (v > bestVersion) {
                            bestVersion = v;
                            best = home.resolve("bin/java");
                        }
                    }
                }
            }
        }
        return best;
    }
}
