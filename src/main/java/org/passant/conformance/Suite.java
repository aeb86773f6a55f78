package org.passant.conformance;

import java.util.List;

/** A conformance suite: its format, the variant, what certified it, and the cases. */
public record Suite(String format, String variant, Provenance provenance, List<ConformanceCase> cases) {

    /** The format name and version written into every suite; the schema is suite.schema.json. */
    public static final String FORMAT = "passant-conformance-suite/1";
}
