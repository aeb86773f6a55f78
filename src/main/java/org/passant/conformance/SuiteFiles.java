package org.passant.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.passant.position.InvalidInputException;

/** Suites as JSON (the schema is {@code suite.schema.json} beside this class) and as EPD. */
public final class SuiteFiles {
    private SuiteFiles() {
    }

    /** Where the JSON schema of the suite format lies on the classpath. */
    public static final String SCHEMA_RESOURCE = "/org/passant/conformance/suite.schema.json";

    static ObjectMapper mapper() {
        return new ObjectMapper()
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .setSerializationInclusion(JsonInclude.Include.NON_NULL)
                .enable(SerializationFeature.INDENT_OUTPUT)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    public static String toJson(Suite suite) {
        try {
            return mapper().writeValueAsString(suite) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the suite as JSON", e);
        }
    }

    public static Suite fromJson(String json, String source) {
        try {
            Suite suite = mapper().readValue(json, Suite.class);
            if (!Suite.FORMAT.equals(suite.format())) {
                throw new InvalidInputException("suite " + source + ": format '" + suite.format() + "', expected '"
                        + Suite.FORMAT + "'");
            }
            if (suite.cases() == null) {
                throw new InvalidInputException("suite " + source + ": no 'cases'");
            }
            return suite;
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr();
            throw new InvalidInputException("suite " + source + ": not a Passant suite" + where + ": "
                    + e.getOriginalMessage());
        }
    }

    public static Suite read(Path file) {
        try {
            return fromJson(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new InvalidInputException("cannot read suite '" + file + "': "
                    + (e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage()));
        }
    }

    /**
     * EPD: one line per case, the position's four FEN fields, then operations: {@code id},
     * {@code c0} the clauses, {@code c1} the legal moves in UCI, {@code D1 ... Dn} perft counts.
     */
    public static String toEpd(Suite suite) {
        StringBuilder sb = new StringBuilder();
        Provenance p = suite.provenance();
        sb.append("# ").append(Suite.FORMAT).append(" variant ").append(suite.variant()).append('\n');
        sb.append("# ").append(p.generator()).append(' ').append(p.version()).append(" commit ").append(p.commit())
                .append(p.dirty() ? " (modified)" : "").append('\n');
        sb.append("# proofs: ").append(p.proofStatus()).append(p.proofDigest() == null ? "" : " " + p.proofDigest())
                .append('\n');
        for (ConformanceCase c : suite.cases()) {
            String[] fields = c.fen().split(" ");
            sb.append(String.join(" ", fields[0], fields[1], fields[2], fields[3]));
            sb.append(" id \"").append(c.id()).append("\";");
            sb.append(" c0 \"").append(String.join(" ", c.clauses())).append("\";");
            List<String> uci = new ArrayList<>();
            for (ConformanceCase.LegalMove m : c.legalMoves()) {
                uci.add(m.uci());
            }
            sb.append(" c1 \"").append(String.join(" ", uci)).append("\";");
            for (int d = 0; d < c.perft().size(); d++) {
                sb.append(" D").append(d + 1).append(' ').append(c.perft().get(d)).append(';');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    static void write(Path file, String text) {
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
