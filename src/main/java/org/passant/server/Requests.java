package org.passant.server;

import java.util.Iterator;
import java.util.Set;

import org.passant.position.Setups;
import org.passant.position.Variant;
import org.passant.search.Level;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Reading request bodies: a JSON object whose every field is known, of the right type and in
 * range; anything else is a 400 naming the field.
 */
final class Requests {
    static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);
    /** What a player id may be when the client chooses it. */
    static final String PLAYER_ID = "[A-Za-z0-9_-]{16,64}";

    private Requests() {
    }

    /** The body as a JSON object with only the given fields; an empty body is an empty object. */
    static ObjectNode object(String body, Set<String> fields) {
        if (body == null || body.isBlank()) {
            return JSON.createObjectNode();
        }
        JsonNode n;
        try {
            n = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            String why = e.getOriginalMessage();
            throw ApiException.badRequest("the body is not JSON: "
                    + (why == null ? "unreadable" : why.lines().findFirst().orElse("unreadable")));
        }
        if (n == null || !n.isObject()) {
            throw ApiException.badRequest("the body must be a JSON object");
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext();) {
            String f = it.next();
            if (!fields.contains(f)) {
                throw ApiException.badRequest("unknown field '" + f + "' (expected: " + String.join(", ", fields.stream().sorted().toList()) + ")");
            }
        }
        return (ObjectNode) n;
    }

    /** A text field, or {@code fallback} when absent; 400 when it is not text. */
    static String text(ObjectNode o, String field, String fallback) {
        JsonNode n = o.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isTextual()) {
            throw ApiException.badRequest("field '" + field + "': expected a string");
        }
        return n.asText();
    }

    /** A text field that must be one of {@code allowed}. */
    static String choice(ObjectNode o, String field, String fallback, String... allowed) {
        String v = text(o, field, fallback);
        for (String a : allowed) {
            if (a.equals(v)) {
                return v;
            }
        }
        throw ApiException.badRequest("field '" + field + "': expected one of " + String.join(", ", allowed) + ", got '" + v + "'");
    }

    /** A whole number from {@code min} to {@code max}. */
    static int whole(ObjectNode o, String field, int fallback, int min, int max) {
        JsonNode n = o.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isIntegralNumber() || !n.canConvertToInt() || n.intValue() < min || n.intValue() > max) {
            throw ApiException.badRequest("field '" + field + "': expected a whole number from " + min + " to " + max
                    + ", got " + n);
        }
        return n.intValue();
    }

    /** An optional player id chosen by the client. */
    static String player(ObjectNode o) {
        String p = text(o, "player", null);
        if (p != null && !p.matches(PLAYER_ID)) {
            throw ApiException.badRequest("field 'player': expected 16 to 64 characters of A-Z, a-z, 0-9, '_' or '-'");
        }
        return p;
    }

    /** POST /api/boards. */
    static Play.NewBoard newBoard(String body) {
        ObjectNode o = object(body, Set.of("variant", "color", "minutes", "increment", "opponent", "level", "fen", "player",
                "chess960", "chess960Position"));
        Variant variant = Variant.byId(choice(o, "variant", "chess", "chess", "atomic"));
        String color = choice(o, "color", "random", "white", "black", "random");
        int minutes = whole(o, "minutes", 0, 0, 60);
        int increment = whole(o, "increment", 0, 0, 60);
        if (minutes == 0 && increment > 0) {
            throw ApiException.badRequest("field 'increment': a board without a clock (minutes 0) has no increment");
        }
        boolean computer = choice(o, "opponent", "human", "human", "computer").equals("computer");
        Level level = Level.byId(choice(o, "level", "medium", "easy", "medium", "hard"));
        String fen = text(o, "fen", null);
        if (fen != null && fen.length() > 100) {
            throw ApiException.badRequest("field 'fen': longer than any FEN (100 characters)");
        }
        // C960-SETUP: a Chess960 game starts from arrangement chess960Position (0..959), a random one, or the FEN
        boolean chess960 = flag(o, "chess960", false);
        int position = whole(o, "chess960Position", -1, 0, Setups.CHESS960_POSITIONS - 1);
        if (position >= 0 && fen != null) {
            throw ApiException.badRequest("fields 'fen' and 'chess960Position' both choose the start position; give one");
        }
        if (position >= 0) {
            chess960 = true;
        }
        return new Play.NewBoard(variant, color, minutes, increment, computer, level, fen, player(o), chess960,
                position >= 0 ? position : null);
    }

    /** A true/false field. */
    static boolean flag(ObjectNode o, String field, boolean fallback) {
        JsonNode n = o.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isBoolean()) {
            throw ApiException.badRequest("field '" + field + "': expected true or false, got " + n);
        }
        return n.booleanValue();
    }

    /** POST /api/boards/{code}/moves. */
    static String move(String body) {
        ObjectNode o = object(body, Set.of("move"));
        String m = text(o, "move", null);
        if (m == null || m.isBlank()) {
            throw ApiException.badRequest("field 'move': required, in UCI (e2e4) or SAN (e4)");
        }
        if (m.length() > 12) {
            throw ApiException.badRequest("field 'move': longer than any move");
        }
        return m;
    }
}
