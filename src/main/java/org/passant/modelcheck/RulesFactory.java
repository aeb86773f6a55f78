package org.passant.modelcheck;

import java.io.Serializable;

/**
 * Makes the rules under test where a check runs: in another thread, or on another machine of a
 * cluster, to which the factory (not the rules, which hold buffers and generators) is sent.
 */
@FunctionalInterface
public interface RulesFactory extends Serializable {
    RulesUnderTest create();
}
