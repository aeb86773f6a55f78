package org.passant.explain;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One clause's verdict on a move: its id (a RULES.md id such as EP-RANK, or a FIDE Laws article
 * such as FIDE-3.9 for the general movement rules), whether it holds, and why: in English words
 * ({@code reason}), and as a message key with its values ({@code key}, {@code args}) from which a
 * client composes the same sentence in another language (docs/API.md lists every key). An
 * argument's value is a string (a square, a colour, a piece type), or a list of pieces, each
 * {@code {"color", "piece", "square"}}.
 */
public record ClauseVerdict(String id, boolean holds, String reason, String key, Map<String, Object> args) {

    public ClauseVerdict {
        args = args == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(args));
    }

    /** A verdict without a message key (a client has only the English reason to show). */
    public ClauseVerdict(String id, boolean holds, String reason) {
        this(id, holds, reason, null, Map.of());
    }
}
