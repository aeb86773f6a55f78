package org.passant.js;

import org.teavm.classlib.ResourceSupplier;
import org.teavm.classlib.ResourceSupplierContext;

/**
 * The evaluation's fitted weights (search/chess.weights, search/atomic.weights) built into the browser module,
 * so that the offline engine reads them as the server's does ({@code Weights}' getResourceAsStream): without
 * them it plays the hand-set weights.
 */
public final class WeightsResources implements ResourceSupplier {
    @Override
    public String[] supplyResources(ResourceSupplierContext context) {
        return new String[] {"org/passant/search/chess.weights", "org/passant/search/atomic.weights"};
    }
}
