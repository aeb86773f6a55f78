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
    static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS); // strict: nothing after the object (issue 48)
    /** How a player reads each field's name, for the one-line refusals. */
    private static final java.util.Map<String, String> LABELS = java.util.Map.ofEntries(
            java.util.Map.entry("variant", "the variant"), java.util.Map.entry("color", "the colour"),
            java.util.Map.entry("minutes", "the minutes"), java.util.Map.entry("increment", "the increment"),
            java.util.Map.entry("opponent", "the opponent"), java.util.Map.entry("level", "the level"),
            java.util.Map.entry("fen", "the start position (FEN)"), java.util.Map.entry("player", "the player id"),
            java.util.Map.entry("chess960", "chess960"), java.util.Map.entry("chess960Position", "the Chess960 arrangement"),
            java.util.Map.entry("move", "the move"), java.util.Map.entry("seat", "the seat"), java.util.Map.entry("type", "the type"),
            java.util.Map.entry("id", "the id"), java.util.Map.entry("name", "the name"));
    /** What a player id may be when the client chooses it. */
    static final String PLAYER_ID = "[A-Za-z0-9_-]{16,64}";

    private Requests() {
    }

    /** JSON the server made itself. */
    static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the server's own JSON does not read back", e);
        }
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
            var at = e.getLocation();
            throw ApiException.badRequest("the request is not valid JSON" + (at == null ? ""
                    : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")")).keyed("bad-json");
        }
        if (n == null || !n.isObject()) {
            throw ApiException.badRequest("the request must be a JSON object").keyed("bad-json");
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext();) {
            String f = it.next();
            if (!fields.contains(f)) {
                throw ApiException.badRequest("the request has a field the server does not know, '" + quoteable(f) + "' (it knows "
                        + String.join(", ", fields.stream().sorted().toList()) + ")").keyed("unknown-field", "field", quoteable(f));
            }
        }
        return (ObjectNode) n;
    }

    /** A refusal of a field's value: a player's sentence, key bad-field with the field's name. */
    static ApiException badField(String field, String should) {
        String label = LABELS.getOrDefault(field, field);
        return ApiException.badRequest(label + " " + should)
                .keyed("bad-field", "field", field);
    }

    /** Client text as it may appear in a message: at most 40 characters, no control characters. */
    static String quoteable(String text) {
        String t = text.replaceAll("\\p{Cntrl}", "?");
        return t.length() > 40 ? t.substring(0, 40) + "..." : t;
    }

    /** A text field, or {@code fallback} when absent; 400 when it is not text. */
    static String text(ObjectNode o, String field, String fallback) {
        JsonNode n = o.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isTextual()) {
            throw badField(field, "must be text");
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
        throw badField(field, "must be one of " + String.join(", ", allowed) + ", not '" + quoteable(v) + "'");
    }

    /** A whole number from {@code min} to {@code max}. */
    static int whole(ObjectNode o, String field, int fallback, int min, int max) {
        JsonNode n = o.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isIntegralNumber() || !n.canConvertToInt() || n.intValue() < min || n.intValue() > max) {
            throw badField(field, "must be a whole number from " + min + " to " + max + ", not " + quoteable(n.toString()));
        }
        return n.intValue();
    }

    /** An optional player id chosen by the client. */
    static String player(ObjectNode o) {
        String p = text(o, "player", null);
        if (p != null && !p.matches(PLAYER_ID)) {
            throw badField("player", "must be 16 to 64 characters of A-Z, a-z, 0-9, '_' or '-'");
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
            throw ApiException.badRequest("a game without a clock (0 minutes) has no increment").keyed("bad-field", "field",
                    "increment");
        }
        boolean computer = choice(o, "opponent", "human", "human", "computer").equals("computer");
        Level level = Level.byId(choice(o, "level", "medium", "easy", "medium", "hard"));
        String fen = text(o, "fen", null);
        if (fen != null && fen.length() > 100) {
            throw ApiException.badRequest("the start position is longer than any FEN (100 characters)").keyed("bad-fen");
        }
        // C960-SETUP: a Chess960 game starts from arrangement chess960Position (0..959), a random one, or the FEN
        boolean chess960 = flag(o, "chess960", false);
        int position = whole(o, "chess960Position", -1, 0, Setups.CHESS960_POSITIONS - 1);
        if (position >= 0 && fen != null) {
            throw ApiException.badRequest("both a FEN and a Chess960 arrangement choose the start position: give one")
                    .keyed("bad-field", "field", "chess960Position");
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
            throw badField(field, "must be true or false, not " + quoteable(n.toString()));
        }
        return n.booleanValue();
    }

    /** POST /api/me: a display name of 1 to 24 letters, digits, spaces, '_', '-' or '.', trimmed. */
    static String name(String body) {
        ObjectNode o = object(body, Set.of("name"));
        String n = text(o, "name", null);
        String t = n == null ? "" : n.strip();
        if (!t.matches("[\\p{L}\\p{N} _.-]{1,24}")) {
            throw badField("name", "must be 1 to 24 letters, digits, spaces, '_', '-' or '.'");
        }
        return t;
    }

    /** POST /api/boards/{code}/moves. */
    static String move(String body) {
        ObjectNode o = object(body, Set.of("move"));
        String m = text(o, "move", null);
        if (m == null || m.isBlank()) {
            throw ApiException.badRequest("no move was sent: send one in UCI (e2e4) or SAN (e4)").keyed("bad-move", "move", "");
        }
        if (m.length() > 12) {
            throw ApiException.badRequest("'" + quoteable(m) + "' is longer than any move").keyed("bad-move", "move", quoteable(m));
        }
        return m;
    }
}
