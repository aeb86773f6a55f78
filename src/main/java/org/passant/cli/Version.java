package org.passant.cli;

import org.passant.conformance.BuildInfo;
import org.passant.fast.FastGenerator;

import picocli.CommandLine.IVersionProvider;

/** --version: the version and commit of the build, and the Java it runs on (with the launcher's choice and cache). */
public final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String commit = BuildInfo.commit();
        return new String[] {"passant " + BuildInfo.version() + (commit.equals("unknown") ? ""
                : " (commit " + commit.substring(0, Math.min(12, commit.length())) + (BuildInfo.dirty() ? ", modified" : "") + ")"),
            java(), "fast generator: sliding attacks by " + FastGenerator.slidingAttacks()};
    }

    /** The JVM: version, vendor and home; from ./passant also why it chose that JDK and the start-up cache it gave. */
    static String java() {
        String jdk = System.getenv("PASSANT_JDK");
        String cache = System.getenv("PASSANT_CACHE");
        return "java " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vendor") + "), "
                + (jdk != null ? jdk : System.getProperty("java.home"))
                + (cache == null ? "" : cache.isEmpty() ? "; no start-up cache" : "; start-up cache " + cache);
    }
}
