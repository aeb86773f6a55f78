package org.passant.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;

import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;

import org.passant.notation.Fen;
import org.passant.notation.TextFile;
import org.passant.notation.Uci;
import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.reference.KernelGenerator;

/**
 * Suites as JSON (the schema is {@code suite.schema.json} beside this class) and as EPD. A suite
 * read from JSON is validated against the schema before use, then case by case: its start FEN
 * loads, its moves are legal, its perft depth is at most {@link #MAX_PERFT_DEPTH}, and every fact it
 * records (FEN, legal moves, perft counts, outcome, focus verdict, the Chess960 notation) is what the
 * kernel derives again. Every error names the file, the case and the first fact that differs.
 */
public final class SuiteFiles {
    private SuiteFiles() {
    }

    /** Where the JSON schema of the suite format lies on the classpath. */
    public static final String SCHEMA_RESOURCE = "/org/passant/conformance/suite.schema.json";

    /** An exported suite is some 50 kB per variant; a file above this is not one. */
    public static final int MAX_BYTES = 64 * 1024 * 1024;

    /** The deepest perft a case may list: conform asks the engine for that depth and certifies it with the kernel. */
    public static final int MAX_PERFT_DEPTH = 6;

    private static volatile JsonSchema schema;

    /** The suite schema, loaded once. */
    static JsonSchema schema() {
        if (schema == null) {
            try (InputStream in = SuiteFiles.class.getResourceAsStream(SCHEMA_RESOURCE)) {
                schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
            } catch (IOException e) {
                throw new UncheckedIOException("the suite schema is missing from the build", e);
            }
        }
        return schema;
    }

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

    /** The suite a JSON text holds: checked against the schema, then case by case; an error names source and case. */
    public static Suite fromJson(String json, String source) {
        String where = "suite " + InvalidInputException.quote(source);
        Suite suite;
        try {
            JsonNode tree = mapper().readTree(json);
            if (tree == null || tree.isMissingNode()) {
                throw new InvalidInputException(where + ": empty, expected a suite written by 'passant suite export'");
            }
            List<ValidationMessage> errors = new ArrayList<>(schema().validate(tree));
            if (!errors.isEmpty()) {
                errors.sort(Comparator.comparing(ValidationMessage::getMessage));
                throw new InvalidInputException(where + ": not a Passant suite (" + errors.size() + " schema error"
                        + (errors.size() == 1 ? "" : "s") + ", first: " + InvalidInputException.visible(errors.get(0).getMessage(), 160)
                        + ")");
            }
            suite = mapper().treeToValue(tree, Suite.class);
        } catch (JsonMappingException e) {
            // JSON the schema takes that does not fit a suite (a perft count beyond 2^63-1): no place in the text, its path
            StringBuilder path = new StringBuilder();
            for (JsonMappingException.Reference r : e.getPath()) {
                path.append(r.getFieldName() != null ? (path.length() == 0 ? "" : ".") + r.getFieldName() : "[" + r.getIndex() + "]");
            }
            throw new InvalidInputException(where + ": not a Passant suite (at " + InvalidInputException.visible(path.toString(), 80)
                    + "): " + InvalidInputException.visible(e.getOriginalMessage(), 160));
        } catch (JsonProcessingException e) {
            String at = e.getLocation() == null || e.getLocation().getLineNr() < 1 ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            throw new InvalidInputException(where + ": not JSON" + at + ": "
                    + InvalidInputException.visible(e.getOriginalMessage(), 160));
        }
        checkCases(suite, where);
        return suite;
    }

    /** What the schema cannot say: ids unique, each start FEN loads, its moves are legal, perft depth bounded. */
    private static void checkCases(Suite suite, String where) {
        Variant variant = Variant.byId(suite.variant());
        Set<String> ids = new HashSet<>();
        for (ConformanceCase c : suite.cases()) {
            String inCase = where + ", case " + InvalidInputException.quote(c.id()) + ": ";
            if (!ids.add(c.id())) {
                throw new InvalidInputException(inCase + "a second case with this id");
            }
            if (c.perft().size() > MAX_PERFT_DEPTH) {
                throw new InvalidInputException(inCase + "perft counts to depth " + c.perft().size()
                        + "; conform runs at most depth " + MAX_PERFT_DEPTH);
            }
            Position p;
            try {
                p = Fen.position(c.startFen(), variant, Validation.LENIENT);
            } catch (InvalidInputException e) {
                throw new InvalidInputException(inCase + "start_fen: " + e.getMessage());
            }
            for (int i = 0; i < c.moves().size(); i++) {
                try {
                    p = p.play(Uci.parseLegal(p, c.moves().get(i), c.runsChess960()));
                } catch (InvalidInputException e) {
                    throw new InvalidInputException(inCase + "moves, move " + (i + 1) + ": " + e.getMessage());
                }
            }
            if (c.focus() != null) {
                try {
                    Uci.parse(p, c.focus().move(), c.runsChess960());
                } catch (InvalidInputException e) {
                    throw new InvalidInputException(inCase + "focus: " + e.getMessage());
                }
            }
            String tampered = tampered(c, variant);
            if (tampered != null) {
                throw new InvalidInputException(inCase + tampered + " (a suite holds what the kernel derives: export it"
                        + " again with 'passant suite export')");
            }
        }
    }

    /**
     * What a case records that the kernel does not derive again, or null: every fact of the case is
     * computed anew from its start FEN, moves, notation and focus move ({@link SuiteBuilder}, perft by the
     * kernel's generator) and compared, so that a suite that claims to be Passant's proves it before
     * conform trusts it. The notation too: a start that can only be Chess960 must be marked so.
     */
    static String tampered(ConformanceCase c, Variant variant) {
        if (!c.runsChess960() && Fen.chess960Only(c.startFen(), Fen.position(c.startFen(), variant, Validation.LENIENT))) {
            return "chess960: not marked, but start_fen can only be Chess960 (C960-NOTATION: castling is written e1h1 there)";
        }
        ConformanceCase k;
        try {
            k = new SuiteBuilder(variant, new KernelGenerator()).build(new CaseSpec(c.id(), c.clauses(),
                    c.description(), c.startFen(), c.moves(), c.focus() == null ? null : c.focus().move(), null, null,
                    c.perft().size(), c.runsChess960()));
        } catch (InvalidInputException | IllegalStateException e) {
            // an export starts from a position a game reaches (strict) and plays its moves as a game (not past its end)
            return "not a case Passant exports: " + e.getMessage();
        }
        if (!k.moves().equals(c.moves())) {
            return differs("moves", c.moves(), k.moves(), "as the case's notation writes them");
        }
        if (!k.fen().equals(c.fen())) {
            return "fen: the file says " + InvalidInputException.quote(c.fen()) + ", the kernel " + InvalidInputException.quote(k.fen());
        }
        if (!k.fenPlain().equals(c.fenPlain())) {
            return "fen_plain: the file says " + InvalidInputException.quote(c.fenPlain()) + ", the kernel "
                    + InvalidInputException.quote(k.fenPlain());
        }
        if (!k.legalMoves().equals(c.legalMoves())) {
            List<String> file = new ArrayList<>();
            c.legalMoves().forEach(m -> file.add(m.uci() + " " + m.san()));
            List<String> kernel = new ArrayList<>();
            k.legalMoves().forEach(m -> kernel.add(m.uci() + " " + m.san()));
            return differs("legal_moves", file, kernel, "(UCI and SAN)");
        }
        if (!k.perft().equals(c.perft())) {
            return differs("perft", c.perft(), k.perft(), "(depth = place)");
        }
        if (!java.util.Objects.equals(k.outcome(), c.outcome())) {
            return "outcome: the file says " + c.outcome() + ", the kernel " + k.outcome();
        }
        if (!java.util.Objects.equals(k.focus(), c.focus())) {
            return "focus: the file says " + c.focus() + ", the kernel " + k.focus();
        }
        return null;
    }

    /** "perft: the file says 8903 at place 3, the kernel 8902 (of 3 and 3)": the first place two lists differ. */
    private static String differs(String field, List<?> file, List<?> kernel, String note) {
        int i = 0;
        while (i < file.size() && i < kernel.size() && file.get(i).equals(kernel.get(i))) {
            i++;
        }
        String a = i < file.size() ? InvalidInputException.quote(String.valueOf(file.get(i))) : "nothing";
        String b = i < kernel.size() ? InvalidInputException.quote(String.valueOf(kernel.get(i))) : "nothing";
        return field + " " + note + ": at place " + (i + 1) + " the file says " + a + ", the kernel " + b + " (" + file.size()
                + " and " + kernel.size() + " in all)";
    }

    public static Suite read(Path file) {
        return fromJson(TextFile.read(file, MAX_BYTES, "suite"), file.toString());
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
