package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saved proofs stay byte-identical from run to run, so an unchanged proof does not dirty the tree. */
class KeyProverSaveTest {

    private static String saved(String source, String millis) {
        return "\\javaSource \"" + source + "\";\n\n\\proof {\n(keyLog \"0\" (keyUser \"root\" ))\n\n(autoModeTime \""
                + millis + "\")\n\n(branch \"dummy ID\"\n)\n}\n";
    }

    @Test
    void twoRunsOfTheSameProofSaveTheSameText() {
        String first = KeyProver.stable(saved("../../../tmp/passant-key5360505441374082635", "4533"));
        String second = KeyProver.stable(saved("../../passant-key12718352067693467507", "2019"));
        assertEquals(first, second);
        assertTrue(first.startsWith("\\javaSource \"../target/key-kernel\";\n"), first);
        assertFalse(first.contains("autoModeTime"), first);
        assertTrue(first.contains("(branch \"dummy ID\""), "the proof itself is kept: " + first);
    }

    @Test
    void anUnchangedProofIsNotWrittenAgain(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("EnPassant.rank.proof");
        assertTrue(KeyProver.writeIfChanged(file, "a"));
        assertFalse(KeyProver.writeIfChanged(file, "a"));
        assertTrue(KeyProver.writeIfChanged(file, "b"));
        assertEquals("b", Files.readString(file));
    }
}
