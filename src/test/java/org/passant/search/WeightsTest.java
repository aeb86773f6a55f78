package org.passant.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/**
 * The weights files' names: {@link Weights#terms}, written out for the browser module (which cannot
 * reflect), names every int constant of the layout at its own index, as reflection on the JVM finds them.
 */
class WeightsTest {

    @Test
    void theTermsNameEveryConstantOfTheLayout() throws IllegalAccessException {
        Map<Integer, String> constants = new TreeMap<>();
        for (Field f : Weights.class.getDeclaredFields()) {
            if (f.getType() == int.class && Modifier.isStatic(f.getModifiers()) && !f.getName().equals("SIZE")) {
                constants.put(f.getInt(null), f.getName());
            }
        }
        assertEquals(constants, Weights.terms());
    }
}
