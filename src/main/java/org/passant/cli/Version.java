package org.passant.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

import picocli.CommandLine.IVersionProvider;

/** The version from the build (passant.properties). */
public final class Version implements IVersionProvider {

    public static String version() {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("/passant.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return p.getProperty("version", "unknown");
    }

    @Override
    public String[] getVersion() {
        return new String[] {"passant " + version()};
    }
}
