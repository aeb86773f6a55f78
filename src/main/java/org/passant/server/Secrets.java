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
