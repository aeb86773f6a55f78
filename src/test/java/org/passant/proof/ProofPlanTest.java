package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How ProofIT plans a run: the second JVM's share of the work, the per-contract strategy file, and vanished contracts. */
class ProofPlanTest {

    private static List<KeyProver.Obligation> obligations(String... ids) {
        return List.of(ids).stream().map(id -> new KeyProver.Obligation(KeyProver.KERNEL_PACKAGE, id, "T", id, null)).collect(Collectors.toList());
    }

    @Test
    void theSecondJvmGetsTheShareThatEndsBothAtAboutTheSameTime() {
        List<KeyProver.Obligation> todo = obligations("a", "b", "c", "d", "e");
        Map<String, Integer> budgets = new LinkedHashMap<>();
        todo.forEach(o -> budgets.put(o.id, 60_000));
        Map<String, Double> last = Map.of("a", 240.0, "b", 100.0, "c", 90.0, "d", 20.0);
        // Longest first, each to the side with less so far (the worker starts 30 s behind, loading KeY);
        // "e" is new and counts as 60 s: a=240 mine; b=100 theirs (130); c=90 theirs (220); e=60 theirs (280); d mine.
        Map<String, Integer> theirs = ProofRun.share(todo, budgets, last);
        assertEquals(List.of("b", "c", "e"), List.copyOf(theirs.keySet()));
        assertEquals(60_000, theirs.get("b"));
    }

    @Test
    void lastRunTimesAreReadFromTheResultsTable(@TempDir Path dir) throws IOException {
        Path tsv = dir.resolve("results.tsv");
        Files.writeString(tsv, "# Written by ProofIT\ncontract\tclauses\tresult\tsteps\tseconds\tlocation\n"
                + "Apply.move\tEP-IMMEDIATE\tclosed\t153030\t238.1\tApply.java:101\n");
        assertEquals(Map.of("Apply.move", 238.1), ProofRun.lastSeconds(tsv));
        assertTrue(ProofRun.lastSeconds(dir.resolve("absent.tsv")).isEmpty());
    }

    @Test
    void aClosedContractThatVanishesFailsUnlessRetiredWithAReason() {
        List<String> failures = ProofRun.vanished(new java.util.TreeSet<>(List.of("Kept.m", "Retired.m", "Deleted.m")),
                java.util.Set.of("Kept.m"), Map.of("Retired.m", "restated as Other.m"));
        assertEquals(1, failures.size(), failures.toString());
        assertTrue(failures.get(0).startsWith("proofs/closed.txt lists Deleted.m,"), failures.get(0));
    }

    @Test
    void aTuningGivesItsStepsSettingsAndReason(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("strategy.txt");
        Files.writeString(file, "# comment\nApply.move  steps=250000 QUERY_NEW_OPTIONS_KEY=QUERY_OFF -- because\n");
        KeyProver.Tuning t = KeyProver.Tuning.read(file).get("Apply.move");
        assertEquals(250_000, t.steps);
        assertEquals(Map.of("QUERY_NEW_OPTIONS_KEY", "QUERY_OFF"), t.settings);
        assertEquals("because", t.reason);
        assertFalse(t.selfQueryOnce);
    }

    @Test
    void aSelfQueryTuningIsAFlagOfTheHarnessNotAKeYSetting(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("strategy.txt");
        Files.writeString(file, "Attack.alongLines#2  selfQuery=once QUERY_NEW_OPTIONS_KEY=QUERY_OFF -- its own query, once\n");
        KeyProver.Tuning t = KeyProver.Tuning.read(file).get("Attack.alongLines#2");
        assertTrue(t.selfQueryOnce);
        assertEquals(Map.of("QUERY_NEW_OPTIONS_KEY", "QUERY_OFF"), t.settings);
        Files.writeString(file, "Attack.alongLines#2  selfQuery=twice -- no\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
    }

    @Test
    void anExpandTuningNamesAnotherMethodsFirstSpecCase(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("strategy.txt");
        Files.writeString(file, "Apply.movePieces  expand=Apply.pieceAfter QUERY_NEW_OPTIONS_KEY=QUERY_OFF -- its definition, once\n");
        KeyProver.Tuning t = KeyProver.Tuning.read(file).get("Apply.movePieces");
        assertEquals("Apply.pieceAfter", t.expand);
        assertFalse(t.selfQueryOnce);
        assertEquals(Map.of("QUERY_NEW_OPTIONS_KEY", "QUERY_OFF"), t.settings);
        // a spec case other than the first, or a bare name, is no method's definition
        Files.writeString(file, "Apply.movePieces  expand=Apply.pieceAfter#2 -- no\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
        Files.writeString(file, "Apply.movePieces  expand=pieceAfter -- no\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
        // one query is expanded, not two
        Files.writeString(file, "Apply.movePieces#2  selfQuery=once expand=Apply.pieceAfter -- no\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
    }

    @Test
    void anInlinedSelfQueryIsAFlagOfTheHarnessApartFromOnce(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("strategy.txt");
        Files.writeString(file, "Movement.mayReach#2  selfQuery=inline QUERY_NEW_OPTIONS_KEY=QUERY_OFF -- its body twice\n");
        KeyProver.Tuning t = KeyProver.Tuning.read(file).get("Movement.mayReach#2");
        assertTrue(t.selfQueryInline);
        assertFalse(t.selfQueryOnce);
        assertEquals(Map.of("QUERY_NEW_OPTIONS_KEY", "QUERY_OFF"), t.settings);
        // the expanded call is met one way: inlined, or by the first spec case
        Files.writeString(file, "Movement.mayReach#2  selfQuery=inline selfQuery=once -- no\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
        Files.writeString(file, "Movement.mayReach#2  selfQuery=inline expand=Movement.isDiagonal -- no\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
    }

    @Test
    void arithRangesSetsTheArithmeticItselfAndTakesNoOtherValue(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("strategy.txt");
        Files.writeString(file, "Movement.mayReach#2  arith=ranges -- division unexpanded\n");
        KeyProver.Tuning t = KeyProver.Tuning.read(file).get("Movement.mayReach#2");
        assertTrue(t.arithRanges);
        assertEquals(Map.of(), t.settings);
        Files.writeString(file, "Movement.mayReach#2  arith=all -- no\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
        // the arithmetic is set once: arith=ranges chooses NON_LIN_ARITH_DEF_OPS itself
        Files.writeString(file, "Movement.mayReach#2  arith=ranges NON_LIN_ARITH_OPTIONS_KEY=NON_LIN_ARITH_NONE -- no\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
    }

    @Test
    void queriesNamesTheMethodsWhoseQueriesMayBeExpandedAndNothingElse(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("strategy.txt");
        Files.writeString(file, "Generate.target  queries=Generate.isLegal,Board.rank arith=ranges -- two queries\n");
        KeyProver.Tuning t = KeyProver.Tuning.read(file).get("Generate.target");
        assertEquals(List.of("Generate.isLegal", "Board.rank"), t.queries);
        assertTrue(t.arithRanges);
        assertEquals(Map.of(), t.settings);
        Files.writeString(file, "Generate.target  queries=isLegal -- no class\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
        Files.writeString(file, "Generate.target  steps=100 -- no queries\n");
        assertEquals(List.of(), KeyProver.Tuning.read(file).get("Generate.target").queries);
    }

    @Test
    void theDivisionFilterKeepsOutDivisionAndWrapAroundButNotTheIntRange() {
        assertTrue(RuleSetFilter.DIVISION.contains("defOps_div"));
        assertTrue(RuleSetFilter.DIVISION.contains("defOps_mod"));
        assertTrue(RuleSetFilter.DIVISION.contains("expand_moduloInteger"));
        assertFalse(RuleSetFilter.DIVISION.contains("defOps_expandRanges"));
        assertFalse(RuleSetFilter.DIVISION.contains("defOps_expandJNumericOp"));
    }

    @Test
    void aTuningWithoutAReasonOrWithABadSettingIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("strategy.txt");
        Files.writeString(file, "Apply.move steps=250000\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
        Files.writeString(file, "Apply.move QUERY_OFF -- why\n");
        assertThrows(IllegalArgumentException.class, () -> KeyProver.Tuning.read(file));
    }

    @Test
    void aStoredProofIsTheStableTextXzCompressedBelowGzipAndIsNotRewrittenUnchanged(@TempDir Path dir) throws Exception {
        // a proof repeats itself at long range: a block of 40 kB of varied rule lines, twice, farther apart than gzip's 32 kB window
        java.util.Random random = new java.util.Random(7);
        StringBuilder block = new StringBuilder();
        while (block.length() < 40_000) {
            block.append("(rule \"andLeft\" (formula \"").append(random.nextInt(1000)).append("\"))\n");
        }
        String text = "\\javaSource \"/tmp/passant-key-123\";\n(autoModeTime \"4711\")\n" + block + block;
        Path plain = dir.resolve("A.x.proof");
        Path stored = dir.resolve("A.x.proof.xz");
        Files.writeString(plain, text);
        KeyProver.saveCompressed(plain, stored);
        String back;
        try (java.io.InputStream in = new org.tukaani.xz.XZInputStream(Files.newInputStream(stored))) {
            back = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        assertEquals(KeyProver.stable(text), back);
        java.io.ByteArrayOutputStream fast = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream gz = new java.util.zip.GZIPOutputStream(fast) {
            {
                def.setLevel(java.util.zip.Deflater.BEST_COMPRESSION);
            }
        }) {
            gz.write(back.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        assertTrue(Files.size(stored) < fast.size(), "stored smaller than gzip at its best level");
        java.nio.file.attribute.FileTime before = Files.getLastModifiedTime(stored);
        Files.setLastModifiedTime(stored, java.nio.file.attribute.FileTime.fromMillis(0));
        KeyProver.saveCompressed(plain, stored);
        assertEquals(0, Files.getLastModifiedTime(stored).toMillis(), "same content: the file is left alone");
        assertTrue(before.toMillis() > 0);
        // the same text compressed another way (an older preset) is the same proof: left alone too
        try (org.tukaani.xz.XZOutputStream xz = new org.tukaani.xz.XZOutputStream(Files.newOutputStream(stored),
                new org.tukaani.xz.LZMA2Options(1))) {
            xz.write(back.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        long older = Files.size(stored);
        Files.setLastModifiedTime(stored, java.nio.file.attribute.FileTime.fromMillis(0));
        KeyProver.saveCompressed(plain, stored);
        assertEquals(0, Files.getLastModifiedTime(stored).toMillis(), "same text, other compression: left alone");
        assertEquals(older, Files.size(stored));
        // a file that is not a stored proof is rewritten
        Files.writeString(stored, "not xz");
        KeyProver.saveCompressed(plain, stored);
        try (java.io.InputStream in = new org.tukaani.xz.XZInputStream(Files.newInputStream(stored))) {
            assertEquals(KeyProver.stable(text), new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    @Test
    void aStoredProofIsCompressedAsXzsExtremePresetDoesBelowPresetNine(@TempDir Path dir) throws Exception {
        // rule lines of a proof, drawn at random from a few shapes: preset 9e finds longer matches than preset 9
        java.util.Random random = new java.util.Random(7);
        String[] rules = {"andLeft", "impRight", "inEqSimp_ltToLeq", "mul_literals", "add_literals", "replace_int_MIN", "eqSymm",
            "polySimp_elimSub"};
        StringBuilder text = new StringBuilder();
        while (text.length() < 400_000) {
            text.append("(rule \"").append(rules[random.nextInt(rules.length)]).append("\" (formula \"").append(random.nextInt(30))
                    .append("\") (term \"").append(random.nextInt(3)).append(',').append(random.nextInt(3)).append(",0,0\"))\n");
        }
        Path plain = dir.resolve("A.x.proof");
        Path stored = dir.resolve("A.x.proof.xz");
        Files.writeString(plain, text);
        KeyProver.saveCompressed(plain, stored);
        java.io.ByteArrayOutputStream nine = new java.io.ByteArrayOutputStream();
        try (org.tukaani.xz.XZOutputStream xz = new org.tukaani.xz.XZOutputStream(nine, new org.tukaani.xz.LZMA2Options(9))) {
            xz.write(KeyProver.stable(text.toString()).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        assertTrue(Files.size(stored) < 0.9 * nine.size(), Files.size(stored) + " bytes stored, " + nine.size() + " at preset 9");
    }

    @Test
    void storedProofsThatDidNotCloseInAFullRunAreStale(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("A.x.proof.xz"), "kept");
        Files.writeString(dir.resolve("A.y.proof.xz"), "open now");
        Files.writeString(dir.resolve("Gone.z.proof.xz"), "no longer a contract");
        Files.writeString(dir.resolve("A.x_2.proof.xz"), "kept, second contract");
        List<KeyProver.Result> results = List.of(
                new KeyProver.Result("A.x", KeyProver.Outcome.CLOSED, 10, 0, 1.0, null, true),
                new KeyProver.Result("A.x#2", KeyProver.Outcome.CLOSED, 10, 0, 1.0, null),
                new KeyProver.Result("A.y", KeyProver.Outcome.BUDGET, 10, 1, 1.0, "goal"));
        assertEquals(List.of("A.y.proof.xz", "Gone.z.proof.xz"), ProofIT.staleStored(dir, results));
    }

    /** Issue 47, item 1: a row of results.tsv carries its contract's text fingerprint and that of the contracts its proof used. */
    @Test
    void aResultRowPinsItsContractsTextAndTheTextOfEveryContractItsProofUsed(@TempDir Path dir) throws IOException {
        String rank = "    /*@ public normal_behavior\n      @ requires 0 <= from && from < 64;\n      @ ensures \\result <==> from / 8 == 4;\n"
                + "      @*/\n    public static boolean rank(int[] pos, int from) {\n";
        String legal = "    /*@ public normal_behavior\n      @ requires 0 <= from && from < 64;\n      @ ensures \\result <==> rank(pos, from);\n"
                + "      @*/\n    public static boolean isLegal(int[] pos, int from) {\n";
        List<KeyProver.Result> results = List.of(new KeyProver.Result("E.isLegal", KeyProver.Outcome.CLOSED, 10, 0, 1.0, null, true,
                List.of("E.rank")));
        String[] before = row(dir, results, rank, legal);
        String[] weakened = row(dir, results, rank.replace("from < 64", "from < 65"), legal);
        assertEquals(List.of("E.isLegal", "closed", "E.rank"), List.of(before[0], before[2], before[9]));
        assertEquals(before[7], weakened[7], "the contract proved is unchanged");
        assertNotEquals(before[8], weakened[8], "a contract its proof used is weaker");
        assertEquals(12, before[7].length());
    }

    private static String[] row(Path dir, List<KeyProver.Result> results, String... sources) throws IOException {
        List<ContractText.Contract> texts = new java.util.ArrayList<>();
        for (String source : sources) {
            texts.addAll(ContractText.parse("E", "E.java", source));
        }
        Path tsv = dir.resolve("results.tsv");
        ProofIT.writeResults(tsv, results, Map.of(), ContractText.byId(texts));
        List<String[]> rows = Repo.readResults(tsv);
        assertEquals(1, rows.size());
        return rows.get(0);
    }

    @Test
    void theWorkerIsToldWhatTheRunMayDoWithTheStore(@TempDir Path dir) {
        for (boolean replay : new boolean[] {false, true}) {
            for (boolean write : new boolean[] {false, true}) {
                ProofWorker.Store back = ProofWorker.Store.decode(new ProofWorker.Store(dir, replay, write).encode());
                assertEquals(dir, back.dir);
                assertEquals(replay, back.replay, "replay " + replay + ", write " + write);
                assertEquals(write, back.write, "replay " + replay + ", write " + write);
            }
        }
        ProofWorker.Store none = ProofWorker.Store.decode(ProofWorker.Store.NONE.encode());
        assertTrue(none.dir == null && !none.replay && !none.write);
        assertEquals(dir.resolve("EnPassant.kingSafety_2.proof.xz"), new ProofWorker.Store(dir, true, true).file("EnPassant.kingSafety#2"));
    }

    @Test
    void aWorkerKnowsAMutantsContractFromTheKernelsOfTheSameName() {
        // MutationIT hands a second JVM mutants' contracts: package/id, each package loaded; a kernel id stays as it is.
        assertEquals("EnPassant.rank", ProofWorker.key(KeyProver.KERNEL_PACKAGE, "EnPassant.rank"));
        assertEquals("mutant03/EnPassant.rank", ProofWorker.key("mutant03", "EnPassant.rank"));
        assertEquals(java.util.Set.of(KeyProver.KERNEL_PACKAGE), ProofWorker.packages(List.of("Apply.move", "Apply.move#2")));
        assertEquals(java.util.Set.of("mutant01", "mutant03"),
                ProofWorker.packages(List.of(MutationIT.key(0), MutationIT.key(2), "mutant03/Apply.move")));
        assertEquals("mutant03/" + Mutants.ALL.get(2).contract(), MutationIT.key(2));
    }

    @Test
    void theProofsDirectoryStaysUnderSixteenMegabytes() throws IOException {
        // issue 14: stored proofs are compressed and kept small enough to live in git; two stores since issue 47 item 7
        // (6 Dec: zproof 8.3 MB, zproof-overflow 3.3 MB), so the bound that was 10 MB for one is 16.
        long bytes;
        try (java.util.stream.Stream<Path> files = Files.walk(Repo.root().resolve("proofs"))) {
            bytes = files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        }
        assertTrue(bytes < 16_000_000L, "proofs/ holds " + bytes + " bytes");
    }
}
