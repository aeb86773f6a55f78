package org.passant.fast;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Whether the Java 21 classes of the multi-release jar ({@code Sliders} and {@code Pack} in
 * META-INF/versions/21) use {@code Long.compress}, the JIT's PEXT; Java 17's never do. The rule is
 * plain Java 17, here, so that the unit tests check it. {@code -Dpassant.pext=true} or {@code false}
 * decides when given: the launcher decides in bash before the JVM starts, so that the CLI's start
 * reads no file. Otherwise this JVM's CPU decides by the launcher's rule, so that a JVM started
 * without the launcher (a library user, the benchmarks' warm JVMs) runs the code the CLI runs: PEXT
 * where the CPU has BMI2, except AMD before Zen 3 (family 23 or lower), where PEXT is microcoded and
 * magic bitboards are several times faster. Without /proc/cpuinfo (not Linux): PEXT on x86-64, and
 * not elsewhere, where {@code Long.compress} has no intrinsic and would be a loop.
 */
final class Pext {
    private Pext() {
    }

    /** Whether this JVM uses PEXT. */
    static final boolean ON = decide(System.getProperty("passant.pext"), cpuinfo(),
            System.getProperty("os.arch", "").toLowerCase(Locale.ROOT));

    /** The decision from the property (null: not given), /proc/cpuinfo's text (null: unreadable) and os.arch. */
    static boolean decide(String property, String cpuinfo, String arch) {
        if (property != null) {
            return !"false".equals(property);
        }
        if (cpuinfo == null) {
            return arch.equals("amd64") || arch.equals("x86_64");
        }
        boolean bmi2 = false;
        boolean amd = false;
        int family = -1;
        for (String line : cpuinfo.split("\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                if (family >= 0 || bmi2) {
                    break; // the first processor's block is enough: every core of a machine is the same model
                }
                continue;
            }
            String name = line.substring(0, colon).strip();
            String value = line.substring(colon + 1).strip();
            switch (name) {
                case "vendor_id" -> amd = value.equals("AuthenticAMD");
                case "cpu family" -> family = parse(value);
                case "flags" -> bmi2 = (" " + value + " ").contains(" bmi2 ");
                default -> { }
            }
        }
        return bmi2 && !(amd && family >= 0 && family <= 23);
    }

    private static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String cpuinfo() {
        try {
            return new String(Files.readAllBytes(Path.of("/proc/cpuinfo")), StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException e) {
            return null; // not Linux, or not readable here: os.arch decides
        }
    }
}
