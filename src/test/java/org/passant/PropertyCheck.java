package org.passant;

import static org.quicktheories.QuickTheory.qt;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.quicktheories.api.AsString;
import org.quicktheories.core.Configuration;
import org.quicktheories.core.Gen;
import org.quicktheories.core.Reporter;
import org.quicktheories.core.Strategy;

/**
 * A property over generated values, checked by QuickTheories inside a JUnit test:
 * {@code forAll(playouts()).tries(60).check(choices -> ...)}. It runs on exactly {@code tries}
 * distinct values that meet its assumptions, shrinks a failing value to a small one (QuickTheories
 * shrinks the random draws a value is made from, so filters and dependent generators shrink too),
 * and reports the first and the shrunk counterexample with the seed that repeats the run
 * ({@code -DQT_SEED=...}). One line per property on standard output says how many cases ran.
 */
public final class PropertyCheck<T> {

    /** A filter or assumption gives up after this many rejections in a row for one value. */
    private static final int ATTEMPTS_PER_VALUE = 10_000;
    /** Shrinking tries at most this many smaller values (unless -DQT_SHRINKS says otherwise), ... */
    private static final int SHRINK_CYCLES = 10_000;
    /** ... and stops running the property after this long, unless told to shrink fully. */
    private static final long SHRINK_NANOS = 10_000_000_000L;

    private final Gen<T> values;
    private int tries = 100;
    private Long seed;
    private Predicate<T> assumption;
    private int maxDiscardRatio = 5;
    private boolean shrinkFully;

    private PropertyCheck(Gen<T> values) {
        this.values = values;
    }

    public static <T> PropertyCheck<T> forAll(Gen<T> values) {
        return new PropertyCheck<>(values);
    }

    /** How many values the property is checked on. */
    public PropertyCheck<T> tries(int tries) {
        this.tries = tries;
        return this;
    }

    /** A fixed seed instead of a new one each run. */
    public PropertyCheck<T> seed(long seed) {
        this.seed = seed;
        return this;
    }

    /** Values failing the assumption are discarded before the property sees them; see {@link #maxDiscardRatio}. */
    public PropertyCheck<T> assuming(Predicate<T> assumption) {
        this.assumption = assumption;
        return this;
    }

    /** The run fails when more than this many values per case are discarded (5 unless set): the generator misses its target. */
    public PropertyCheck<T> maxDiscardRatio(int ratio) {
        this.maxDiscardRatio = ratio;
        return this;
    }

    /** Shrinking runs through all its cycles, however long the property takes. */
    public PropertyCheck<T> shrinkFully() {
        this.shrinkFully = true;
        return this;
    }

    /** What a failing property came to: the first value found, the shrunk one and why it fails. */
    public record Counterexample<T>(String property, int cases, long seed, T original, T shrunk, int shrinkingSteps,
            boolean shrinkingStopped, Throwable failure, AsString<T> describer) {
        @Override
        public String toString() {
            return property + " falsified by case " + cases + " (seed " + seed + ", -DQT_SEED=" + seed + " repeats the run);"
                    + " shrunk in " + shrinkingSteps + " steps" + (shrinkingStopped ? ", then stopped for time" : "")
                    + "\n  original: " + describer.asString(original)
                    + "\n  shrunk:   " + describer.asString(shrunk)
                    + "\n  failure:  " + describe(failure).strip().replace("\n", "\n            ");
        }

        private static String describe(Throwable failure) {
            return failure instanceof AssertionError && failure.getMessage() != null ? failure.getMessage() : String.valueOf(failure);
        }
    }

    /** Checks the property; a failure throws an AssertionError naming the shrunk counterexample. */
    public void check(Consumer<T> property) {
        Optional<Counterexample<T>> found = findCounterexample(property);
        if (found.isPresent()) {
            throw new AssertionError(found.get().toString(), found.get().failure());
        }
    }

    /** Runs the property and returns its shrunk counterexample, if some value falsifies it. */
    public Optional<Counterexample<T>> findCounterexample(Consumer<T> property) {
        String name = testName();
        Recorder recorder = new Recorder();
        Strategy defaults = Configuration.systemStrategy();
        if (System.getProperty(Configuration.SHRINKS) == null) {
            defaults = defaults.withShrinkCycles(SHRINK_CYCLES);
        }
        // QuickTheories skips a value it has tried before without counting it: ask for spares, run no more than tries
        Strategy strategy = (seed == null ? defaults : defaults.withFixedSeed(seed))
                .withExamples(tries + tries / 10 + 10)
                .withGenerateAttempts(ATTEMPTS_PER_VALUE)
                .withReporter(recorder);
        Run run = new Run();
        Gen<T> gen = assumption == null ? values : values.assuming(v -> run.admits(assumption.test(v)));
        qt(() -> strategy).forAll(gen).checkAssert(v -> run.accept(v, property));

        long usedSeed = strategy.prng().getInitialSeed();
        if (recorder.falsified) {
            @SuppressWarnings("unchecked")
            T shrunk = (T) recorder.smallest;
            @SuppressWarnings("unchecked")
            T original = recorder.others.isEmpty() ? shrunk : (T) recorder.others.get(recorder.others.size() - 1);
            return Optional.of(new Counterexample<>(name, run.cases, usedSeed, original, shrunk, run.shrinkingSteps,
                    run.shrinkingStopped, recorder.failure, gen));
        }
        if (recorder.exhausted || run.cases < tries) {
            throw new AssertionError(name + ": only " + run.cases + " of " + tries + " cases ran (seed " + usedSeed + "): "
                    + (recorder.exhausted ? "the assumptions rejected " + ATTEMPTS_PER_VALUE + " values in a row" : "too many repeated values"));
        }
        if (run.discarded > (long) maxDiscardRatio * run.cases) {
            throw new AssertionError(name + ": " + run.discarded + " values discarded for " + run.cases + " cases, more than "
                    + maxDiscardRatio + " per case (seed " + usedSeed + ")");
        }
        System.out.println(name + ": " + run.cases + " cases, " + run.discarded + " discarded, seed " + usedSeed);
        return Optional.empty();
    }

    /** Counts the cases and the discarded values until the first failure; then every call is a shrinking step. */
    private final class Run {
        int cases;
        int discarded;
        boolean failing;
        int shrinkingSteps;
        long shrinkingDeadline;
        boolean shrinkingStopped;

        boolean admits(boolean admitted) {
            if (!admitted && !failing && cases < tries) {
                discarded++;
            }
            return admitted;
        }

        void accept(T value, Consumer<T> property) {
            if (failing) {
                if (!shrinkFully && System.nanoTime() > shrinkingDeadline) {
                    shrinkingStopped = true;
                    return; // QuickTheories takes the value for one that passes and keeps the smallest so far
                }
                shrinkingSteps++;
            } else if (cases == tries) {
                return; // a spare example
            } else {
                cases++;
            }
            try {
                property.accept(value);
            } catch (RuntimeException | Error e) {
                if (!failing) {
                    failing = true;
                    shrinkingDeadline = System.nanoTime() + SHRINK_NANOS;
                }
                throw e;
            }
        }
    }

    /** Keeps what QuickTheories reports instead of throwing its own message. */
    private static final class Recorder implements Reporter {
        boolean falsified;
        boolean exhausted;
        Object smallest;
        List<Object> others = List.of();
        Throwable failure;

        @Override
        public void falisification(long seed, int count, Object smallest, Throwable cause, List<Object> others,
                AsString<Object> toString) {
            this.falsified = true;
            this.smallest = smallest;
            this.others = others;
            this.failure = cause;
        }

        @Override
        public void falisification(long seed, int count, Object smallest, List<Object> others, AsString<Object> toString) {
            falisification(seed, count, smallest, new AssertionError("the property returned false"), others, toString);
        }

        @Override
        public void valuesExhausted(int completedExamples) {
            this.exhausted = true;
        }
    }

    /** The JUnit test method that runs the property, as Class.method. */
    private static String testName() {
        return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).walk(frames -> frames
                .filter(f -> isTest(f.getDeclaringClass(), f.getMethodName()))
                .map(f -> f.getDeclaringClass().getSimpleName() + "." + f.getMethodName())
                .findFirst()
                .orElse("property"));
    }

    private static boolean isTest(Class<?> type, String method) {
        for (Method m : type.getDeclaredMethods()) {
            if (m.getName().equals(method) && m.isAnnotationPresent(Test.class)) {
                return true;
            }
        }
        return false;
    }
}
