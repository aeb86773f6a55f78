package org.passant.match;

import java.util.Map;

/** An engine of a match: its command line, its name in the results and its UCI options (name to value, in order). */
public record EngineSpec(String command, String name, Map<String, String> options) {
}
