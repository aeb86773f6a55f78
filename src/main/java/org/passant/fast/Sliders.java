package org.passant.fast;

/**
 * Bishop and rook attacks for the generator: {@link Magic} bitboards on Java 17 to 20. The jar
 * carries a second version of this class for Java 21 and later (src/main/java21, a multi-release
 * jar), which indexes its tables by PEXT through {@code Long.compress}.
 */
final class Sliders {
    private Sliders() {
    }

    /** How the tables are indexed, as {@code passant --version} reports it (a method: a constant would be compiled into its callers). */
    static String kind() {
        return "magic bitboards";
    }

    static long rook(int sq, long occupied) {
        return Magic.rook(sq, occupied);
    }

    static long bishop(int sq, long occupied) {
        return Magic.bishop(sq, occupied);
    }
}
