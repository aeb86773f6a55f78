package org.passant.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

/**
 * The databases the server tests run on: SQLite always; PostgreSQL from PASSANT_TEST_POSTGRES (a JDBC
 * URL, which .ci/run sets), else from a private cluster that .ci/postgres starts when Debian's
 * postgresql is installed; the PostgreSQL tests are skipped (reported as skipped) only when it is not.
 */
final class TestDatabases {
    private static String postgres;

    private TestDatabases() {
    }

    static String sqlite(Path dir) {
        return dir.resolve("passant.db").toString();
    }

    static synchronized String postgres() {
        if (postgres != null) {
            return postgres;
        }
        String env = System.getenv("PASSANT_TEST_POSTGRES");
        if (env != null && !env.isBlank()) {
            postgres = env.trim();
            return postgres;
        }
        Path script = root().resolve(".ci/postgres");
        try {
            Process p = new ProcessBuilder("bash", script.toString(), "start").redirectErrorStream(false).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError(".ci/postgres start did not finish in 120 s");
            }
            Assumptions.assumeTrue(p.exitValue() != 3, "PostgreSQL is not installed: " + err);
            if (p.exitValue() != 0) {
                throw new AssertionError(".ci/postgres start failed (" + p.exitValue() + "): " + err);
            }
            postgres = out.lines().reduce((a, b) -> b).orElseThrow();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    new ProcessBuilder("bash", script.toString(), "stop").inheritIO().start().waitFor(60, TimeUnit.SECONDS);
                } catch (IOException | InterruptedException e) {
                    // the JVM is ending anyway
                }
            }));
            return postgres;
        } catch (IOException e) {
            throw new AssertionError("could not run " + script + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The project's root (where pom.xml is). */
    static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.exists(p.resolve("pom.xml"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new AssertionError("pom.xml not found above " + Path.of("").toAbsolutePath());
        }
        return p;
    }
}
