package org.passant.cli;

/**
 * Which logging the libraries' SLF4J calls reach, chosen before any library starts: the shaded jar
 * carries two SLF4J providers (slf4j-simple for the server, slf4j-nop for the schema validator) and
 * --cluster adds log4j's through Spark, and SLF4J prints five lines of "multiple providers" on stderr
 * when it has to pick one itself. Every command but these two is silent (its errors are its own one
 * line); {@code serve} writes the server's warnings (slf4j-simple, at the level PlayServer sets); with
 * --cluster Spark logs through log4j, with the level of {@code org/passant/cluster/log4j2.properties}:
 * nothing unless --verbose. A provider named with -Dslf4j.provider (PASSANT_JAVA_OPTS) is kept.
 */
final class Logging {
    private Logging() {
    }

    static final String NOP = "org.slf4j.nop.NOPServiceProvider";
    static final String SIMPLE = "org.slf4j.simple.SimpleServiceProvider";
    static final String LOG4J = "org.apache.logging.slf4j.SLF4JServiceProvider";

    /** Chooses the provider for this command line (the command is its first argument). */
    static void choose(String[] args) {
        if (System.getProperty("slf4j.provider") != null) {
            return;
        }
        String provider = NOP;
        if (args.length > 0 && args[0].equals("serve")) {
            provider = SIMPLE;
        } else if (ClusterOption.given(args) && present(LOG4J)) {
            provider = LOG4J;
        }
        System.setProperty("slf4j.provider", provider);
        // SLF4J's own notes (the provider it loads) are not problems; its errors still show
        System.setProperty("slf4j.internal.verbosity", "WARN");
    }

    /** Whether the class is on the class path, without loading it. */
    private static boolean present(String className) {
        return Logging.class.getClassLoader().getResource(className.replace('.', '/') + ".class") != null;
    }
}
