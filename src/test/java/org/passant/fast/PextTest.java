package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link Pext}'s rule: BMI2, and not AMD before Zen 3; the property when given; x86-64 without /proc/cpuinfo. */
class PextTest {

    /** The first block of a /proc/cpuinfo of two processors, with these vendor, family and flags. */
    static String cpuinfo(String vendor, int family, String flags) {
        String block = "processor\t: %d\nvendor_id\t: " + vendor + "\ncpu family\t: " + family + "\nmodel\t\t: 1\n"
                + "flags\t\t: " + flags + "\n\n";
        return String.format(block, 0) + String.format(block, 1);
    }

    static final String WITH_BMI2 = "fpu sse4_2 avx2 bmi1 bmi2 popcnt";
    static final String WITHOUT_BMI2 = "fpu sse4_2 avx bmi1 popcnt";

    @Test
    void anIntelCpuWithBmi2UsesPext() {
        assertTrue(Pext.decide(null, cpuinfo("GenuineIntel", 6, WITH_BMI2), "amd64"));
    }

    @Test
    void aCpuWithoutBmi2DoesNot() {
        assertFalse(Pext.decide(null, cpuinfo("GenuineIntel", 6, WITHOUT_BMI2), "amd64"));
        assertFalse(Pext.decide(null, cpuinfo("AuthenticAMD", 25, WITHOUT_BMI2), "amd64"));
    }

    @Test
    void amdBeforeZen3DoesNotItsPextIsMicrocoded() {
        assertFalse(Pext.decide(null, cpuinfo("AuthenticAMD", 23, WITH_BMI2), "amd64")); // Zen, Zen 2
        assertFalse(Pext.decide(null, cpuinfo("AuthenticAMD", 21, WITH_BMI2), "amd64")); // Excavator
    }

    @Test
    void amdFromZen3Does() {
        assertTrue(Pext.decide(null, cpuinfo("AuthenticAMD", 25, WITH_BMI2), "amd64")); // Zen 3, Zen 4
        assertTrue(Pext.decide(null, cpuinfo("AuthenticAMD", 26, WITH_BMI2), "amd64")); // Zen 5
    }

    @Test
    void aFlagNamedLikeBmi2IsNotBmi2() {
        assertFalse(Pext.decide(null, cpuinfo("GenuineIntel", 6, "fpu xbmi2 bmi2x"), "amd64"));
    }

    @Test
    void thePropertyDecidesWhenGiven() {
        assertFalse(Pext.decide("false", cpuinfo("GenuineIntel", 6, WITH_BMI2), "amd64"));
        assertTrue(Pext.decide("true", cpuinfo("AuthenticAMD", 23, WITH_BMI2), "amd64"));
    }

    @Test
    void withoutCpuinfoOnlyX86UsesPext() {
        assertTrue(Pext.decide(null, null, "amd64"));
        assertTrue(Pext.decide(null, null, "x86_64"));
        assertFalse(Pext.decide(null, null, "aarch64"));
    }
}
