package org.passant.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * Board codes, seat secrets and player ids, drawn from {@link SecureRandom}. A seat is 20
 * characters of base 32 (100 bits, above the 72 the issue asks); the server keeps only its
 * SHA-256 and compares digests in constant time ({@link MessageDigest#isEqual}).
 */
final class Secrets {
    /** Board codes: no 0/o, 1/l/i, so a code read aloud or typed is not mistaken. */
    static final String CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
    static final int CODE_LENGTH = 8;
    static final String BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
    static final int SEAT_LENGTH = 20;

    private final SecureRandom random = new SecureRandom();

    String code() {
        return draw(CODE_ALPHABET, CODE_LENGTH);
    }

    /** A seat secret or a new player id: 20 base-32 characters, 100 random bits. */
    String seat() {
        return draw(BASE32, SEAT_LENGTH);
    }

    private String draw(String alphabet, int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    /**
     * A player's public id (issue 45): the first 16 base-32 characters (80 bits) of the SHA-256 of
     * the secret id, which it does not reveal.
     */
    static String pub(String playerId) {
        return base32(sha256(playerId), 16);
    }

    /**
     * The seat on the rematch board {@code code} of the player whose seat on the old board is
     * {@code oldSeat}: derived, so that each player can be given it again and the server keeps no
     * secret, only digests; unguessable without the old seat (100 bits).
     */
    static String rematchSeat(String oldSeat, String code) {
        return base32(sha256("passant-rematch\u0000" + code + "\u0000" + oldSeat), SEAT_LENGTH);
    }

    private static String base32(byte[] bytes, int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            int bit = i * 5;
            int v = ((bytes[bit / 8] & 0xff) << 8 | (bit / 8 + 1 < bytes.length ? bytes[bit / 8 + 1] & 0xff : 0)) >> (11 - bit % 8);
            sb.append(BASE32.charAt(v & 31));
        }
        return sb.toString();
    }

    /**
     * Text that may carry a database URL (a driver's or Flyway's message) with its passwords taken
     * out: {@code password=...} parameters and {@code user:password@} credentials (issue 48, item 8).
     */
    static String redact(String text) {
        if (text == null) {
            return null;
        }
        return text.replaceAll("(?i)((?:password|passwd|pwd|pass)\\s*=\\s*)[^&;\\s,)]*", "$1***")
                .replaceAll("(//[^/@\\s:]*:)[^/@\\s]*@", "$1***@");
    }

    /** The SHA-256 of a secret, in hex: what the database keeps. */
    static String digest(String secret) {
        return HexFormat.of().formatHex(sha256(secret));
    }

    /** Whether {@code secret} is the one whose digest is {@code digestHex}, in constant time. */
    static boolean matches(String secret, String digestHex) {
        if (secret == null || digestHex == null) {
            return false;
        }
        return MessageDigest.isEqual(sha256(secret), HexFormat.of().parseHex(digestHex));
    }

    private static byte[] sha256(String s) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
