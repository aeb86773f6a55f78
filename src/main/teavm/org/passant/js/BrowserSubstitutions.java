package org.passant.js;

import org.teavm.extension.spi.substitution.SimpleSubstitutionPolicy;
import org.teavm.extension.spi.substitution.SubstitutionSink;

/**
 * What TeaVM compiles instead of a JVM-only class, read by TeaVM through META-INF/services. The
 * fast generator's hash table ({@code fast.PerftTable}) is written for threads with VarHandle
 * fences, which the browser has neither of; the module's perft runs without a table
 * ({@code fast.BrowserPerft}), so the table is replaced by {@code fast.PerftTableInBrowser}, which
 * is never built.
 */
public final class BrowserSubstitutions extends SimpleSubstitutionPolicy {
    @Override
    public void contribute(SubstitutionSink sink) {
        sink.selectClasses(named("org.passant.fast.PerftTable")).simpleNameSuffix("InBrowser");
    }
}
