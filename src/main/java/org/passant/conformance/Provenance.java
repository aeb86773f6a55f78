package org.passant.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;


/**
 * What certified a suite: Passant's version, the git commit it was built from, and the proof
 * report that travelled with the build (its status line and SHA-256 digest).
 */
public record Provenance(String generator, String version, String commit, boolean dirty, String proofStatus,
        String proofDigest) {

    /** The provenance of this build. */
    public static Provenance current() {
        String status = "no proof report in this build";
        String digest = null;
        try (InputStream in = Provenance.class.getResourceAsStream("/proofs/REPORT.md")) {
            if (in != null) {
                byte[] report = in.readAllBytes();
                digest = "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(report));
                status = statusLine(new String(report, StandardCharsets.UTF_8));
            }
        } catch (IOException | NoSuchAlgorithmException e) {
            status = "proof report unreadable: " + e.getMessage();
        }
        return new Provenance("passant", BuildInfo.version(), BuildInfo.commit(), BuildInfo.dirty(), status, digest);
    }

    /** The report's summary: its first line that starts with "Status:" or "Summary:", else its title. */
    static String statusLine(String report) {
        String title = null;
        for (String line : report.split("\\R")) {
            String t = line.replaceAll("^[#*\\s-]+", "").replace("**", "").trim();
            if (t.isEmpty()) {
                continue;
            }
            if (t.toLowerCase().startsWith("status:") || t.toLowerCase().startsWith("summary:")) {
                return t;
            }
            if (title == null) {
                title = t;
            }
        }
        return title == null ? "empty proof report" : title;
    }
}
