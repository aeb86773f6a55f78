package org.passant.js;

import java.util.Map;

/**
 * The JSON text the module's functions answer with (passant.js parses it): objects and arrays
 * written in order, strings escaped as RFC 8259 asks. The module has no JSON library: Jackson
 * works by reflection, which the browser build does not have.
 */
final class Json {
    private final StringBuilder out = new StringBuilder();
    /** Whether the next value or key needs a comma before it. */
    private boolean comma;

    Json beginObject() {
        separate();
        out.append('{');
        comma = false;
        return this;
    }

    Json endObject() {
        out.append('}');
        comma = true;
        return this;
    }

    Json beginArray() {
        separate();
        out.append('[');
        comma = false;
        return this;
    }

    Json endArray() {
        out.append(']');
        comma = true;
        return this;
    }

    /** The key of the next member of an object. */
    Json key(String key) {
        separate();
        string(key);
        out.append(':');
        comma = false;
        return this;
    }

    Json value(String text) {
        separate();
        if (text == null) {
            out.append("null");
        } else {
            string(text);
        }
        comma = true;
        return this;
    }

    Json value(boolean b) {
        separate();
        out.append(b);
        comma = true;
        return this;
    }

    Json value(long n) {
        separate();
        out.append(n);
        comma = true;
        return this;
    }

    /**
     * A value of an explanation's arguments: a string, a number, a boolean, null, a list of values
     * or a map of names to values (written in the map's order).
     */
    Json any(Object v) {
        if (v == null) {
            return nullValue();
        }
        if (v instanceof String text) {
            return value(text);
        }
        if (v instanceof Boolean b) {
            return value(b.booleanValue());
        }
        if (v instanceof Number n) {
            return value(n.longValue());
        }
        if (v instanceof Map<?, ?> map) {
            beginObject();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                key(String.valueOf(e.getKey())).any(e.getValue());
            }
            return endObject();
        }
        if (v instanceof Iterable<?> list) {
            beginArray();
            for (Object o : list) {
                any(o);
            }
            return endArray();
        }
        throw new IllegalArgumentException("no JSON for a " + v.getClass().getName());
    }

    Json nullValue() {
        separate();
        out.append("null");
        comma = true;
        return this;
    }

    Json member(String key, String text) {
        return key(key).value(text);
    }

    Json member(String key, boolean b) {
        return key(key).value(b);
    }

    Json member(String key, long n) {
        return key(key).value(n);
    }

    private void separate() {
        if (comma) {
            out.append(',');
        }
    }

    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
