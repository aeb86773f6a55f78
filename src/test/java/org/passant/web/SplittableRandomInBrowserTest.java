package org.passant.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * The browser module's SplittableRandom (src/main/teavm: TeaVM's class library has none) draws what
 * the JDK's draws from the same seed, so that the browser's position keys and the engine's choices
 * within a level's margin are the JVM's. Loaded from the classes the build compiles for TeaVM.
 */
class SplittableRandomInBrowserTest {
    static final Path CLASSES = Path.of("target", "teavm-classes");

    @Test
    void drawsAsTheJdkDoes() throws Exception {
        assertTrue(Files.isDirectory(CLASSES), "the build compiled src/main/teavm into " + CLASSES);
        try (URLClassLoader loader = new URLClassLoader(new URL[] {CLASSES.toUri().toURL()}, null)) {
            Class<?> browser = loader.loadClass("org.teavm.classlib.java.util.TSplittableRandom");
            Constructor<?> make = browser.getConstructor(long.class);
            Method nextLong = browser.getMethod("nextLong");
            Method nextInt = browser.getMethod("nextInt", int.class);
            // Zobrist's and the search board's seeds, the engine's kind of seed, and a few more
            long[] seeds = {0x5041_5353_414E_5421L, 0x5345_4152_4348_2115L, 0, -1, 42, Long.MIN_VALUE};
            int[] bounds = {1, 2, 7, 64, 71, 401, 1 << 30, Integer.MAX_VALUE};
            for (long seed : seeds) {
                SplittableRandom jdk = new SplittableRandom(seed);
                Object ours = make.newInstance(seed);
                for (int i = 0; i < 1000; i++) {
                    assertEquals(jdk.nextLong(), (long) nextLong.invoke(ours), "seed " + seed + ", long " + i);
                    int bound = bounds[i % bounds.length];
                    assertEquals(jdk.nextInt(bound), (int) nextInt.invoke(ours, bound), "seed " + seed + ", int below " + bound);
                }
            }
        }
    }
}
