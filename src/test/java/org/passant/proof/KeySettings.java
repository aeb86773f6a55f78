package org.passant.proof;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

import de.uka.ilkd.key.logic.Choice;
import de.uka.ilkd.key.settings.PathConfig;
import de.uka.ilkd.key.settings.ProofSettings;
import de.uka.ilkd.key.strategy.StrategyProperties;
import org.key_project.util.collection.ImmutableSet;

/**
 * Every KeY option a proof runs under, read from {@code proofs/key-settings.json} in the repository
 * and never from the user's {@code ~/.key}: the taclet options (integer semantics among them) and the
 * default strategy. Both prover JVMs (ProofIT and ProofWorker) and MutationIT pin them the same way
 * before KeY reads any setting, and every proof is checked to run under them.
 */
public final class KeySettings {
    private KeySettings() {
    }

    /** The settings file, relative to the repository root. */
    public static final String FILE = "proofs/key-settings.json";

    /** Where KeY may write its own files (the second prover JVM gets its own): a directory, default target/key-home. */
    public static final String HOME_PROPERTY = "passant.keyhome";

    /**
     * The integer semantics of the contracts' proofs ({@link ProofIT}): Java's, the wrap-around of int
     * arithmetic included, so that a contract states what the code computes whatever the values.
     */
    public static final String INT_RULES = "intRules:javaSemantics";

    /**
     * The integer semantics of the overflow proofs ({@link OverflowIT}, issue 47 item 7): arithmetic on
     * mathematical integers, and at every int operation of the code a goal that its result lies in the int
     * range, so a proof closed under it shows that no operation of the method wraps around.
     */
    public static final String OVERFLOW_RULES = "intRules:arithmeticSemanticsCheckingOF";

    /** System property: this JVM proves under {@link #OVERFLOW_RULES} ({@link OverflowIT}'s provers). */
    public static final String OVERFLOW_PROPERTY = "passant.overflow";

    /** Whether this JVM proves under {@link #OVERFLOW_RULES}. */
    public static boolean overflow() {
        return Boolean.getBoolean(OVERFLOW_PROPERTY);
    }

    private static Map<String, String> pinned;

    /**
     * Makes KeY ignore {@code ~/.key}, keeps what it writes in {@code target/key-home}, and loads the
     * repository's settings as the defaults of every proof. Idempotent; must run before KeY reads its
     * settings (the first KeyProver of the JVM calls it).
     */
    public static synchronized Map<String, String> pin() {
        if (pinned != null) {
            return pinned;
        }
        Path repo = Repo.root();
        Path home = Path.of(System.getProperty(HOME_PROPERTY, repo.resolve("target/key-home").toString()));
        try {
            Files.createDirectories(home);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.setProperty(PathConfig.DISREGARD_SETTINGS_PROPERTY, "true");
        PathConfig.setKeyConfigDir(home.toString());
        try (Reader r = Files.newBufferedReader(repo.resolve(FILE))) {
            ProofSettings.DEFAULT_SETTINGS.loadSettingsFromJSONStream(r);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + FILE, e);
        }
        Map<String, String> choices = new TreeMap<>(ProofSettings.DEFAULT_SETTINGS.getChoiceSettings().getDefaultChoices());
        if (!INT_RULES.equals(choices.get("intRules"))) {
            throw new IllegalStateException(FILE + " must set " + INT_RULES + ", not " + choices.get("intRules"));
        }
        if (overflow()) {
            // The file's options but one: every int operation checked (OverflowIT runs in JVMs of its own).
            choices.put("intRules", OVERFLOW_RULES);
            ProofSettings.DEFAULT_SETTINGS.getChoiceSettings().setDefaultChoices(new java.util.HashMap<>(choices));
        }
        pinned = choices;
        return pinned;
    }

    /** The default strategy of every proof, as the settings file gives it (a fresh copy). */
    public static StrategyProperties strategy() {
        pin();
        StrategyProperties sp = new StrategyProperties();
        Map<String, String> options = new LinkedHashMap<>();
        StrategyProperties file = ProofSettings.DEFAULT_SETTINGS.getStrategySettings().getActiveStrategyProperties();
        for (String key : file.stringPropertyNames()) {
            options.put(key, file.getProperty(key));
        }
        options.forEach(sp::setProperty);
        return sp;
    }

    /** Fails unless the taclet options KeY activated (for a load or a proof) are exactly the pinned ones. */
    public static void check(ImmutableSet<Choice> activated) {
        Map<String, String> now = new TreeMap<>();
        for (Choice c : activated) {
            String name = c.name().toString();
            now.put(c.category(), name.contains(":") ? name : c.category() + ":" + name);
        }
        Map<String, String> want = pin();
        for (Map.Entry<String, String> e : want.entrySet()) {
            if (!e.getValue().equals(now.get(e.getKey()))) {
                throw new IllegalStateException("KeY runs under " + e.getKey() + "=" + now.get(e.getKey()) + ", not "
                        + e.getValue() + " as " + FILE + " says");
            }
        }
    }
}
