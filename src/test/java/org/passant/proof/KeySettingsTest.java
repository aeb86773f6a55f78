package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import de.uka.ilkd.key.logic.Choice;
import de.uka.ilkd.key.settings.PathConfig;
import org.junit.jupiter.api.Test;
import org.key_project.util.collection.DefaultImmutableSet;
import org.key_project.util.collection.ImmutableSet;

/** Every proof runs under the options of {@code proofs/key-settings.json}, whatever the user's {@code ~/.key} says. */
class KeySettingsTest {

    @Test
    void theRepositorysFileSetsTheIntegerSemanticsAndTheUsersKeyDirectoryIsNotRead() {
        Map<String, String> pinned = KeySettings.pin();
        assertEquals(KeySettings.INT_RULES, pinned.get("intRules"));
        assertEquals("runtimeExceptions:ban", pinned.get("runtimeExceptions"));
        Path home = Path.of(PathConfig.getKeyConfigDir()).toAbsolutePath();
        assertTrue(!home.startsWith(Path.of(System.getProperty("user.home"), ".key")),
                "KeY's settings directory is not the user's ~/.key: " + home);
    }

    @Test
    void aProofUnderAnotherIntegerSemanticsIsRefusedNamingTheOption() {
        Map<String, String> pinned = KeySettings.pin();
        assertDoesNotThrow(() -> KeySettings.check(choices(pinned, null)));
        String other = KeySettings.INT_RULES.equals("intRules:javaSemantics") ? "intRules:arithmeticSemanticsIgnoringOF"
                : "intRules:javaSemantics";
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> KeySettings.check(choices(pinned, other)));
        assertTrue(e.getMessage().contains("intRules=" + other) && e.getMessage().contains(KeySettings.INT_RULES), e.getMessage());
    }

    /** The pinned choices as KeY would report them, with intRules replaced when {@code intRules} is given. */
    private static ImmutableSet<Choice> choices(Map<String, String> pinned, String intRules) {
        List<Choice> list = new ArrayList<>();
        pinned.forEach((category, choice) -> {
            String full = category.equals("intRules") && intRules != null ? intRules : choice;
            list.add(new Choice(full.substring(full.indexOf(':') + 1), category)); // KeY names it category:name itself
        });
        return DefaultImmutableSet.fromCollection(list);
    }
}
