package org.passant.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** What the build recorded about itself: version (passant.properties) and git commit (git.properties). */
public final class BuildInfo {
    private BuildInfo() {
    }

    private static Properties load(String resource) {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(resource)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // an unreadable resource reads as absent: every value below says "unknown"
        }
        return p;
    }

    public static String version() {
        return load("/passant.properties").getProperty("version", "unknown");
    }

    /** The full commit id the build was made from, or "unknown". */
    public static String commit() {
        return load("/git.properties").getProperty("git.commit.id.full", "unknown");
    }

    /** Whether the working tree had uncommitted changes when the build was made. */
    public static boolean dirty() {
        return Boolean.parseBoolean(load("/git.properties").getProperty("git.dirty", "false"));
    }
}
