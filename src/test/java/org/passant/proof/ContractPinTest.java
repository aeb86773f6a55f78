package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kernel's contracts are pinned by their text (item 1 of issue 47), before any proof runs: each is word
 * for word its accepted text in {@code proofs/accepted.txt}; none promises only {@code true} or may change
 * everything; the entry points take exactly the precondition {@code proofs/entry-points.txt} fixes.
 */
class ContractPinTest {

    private static final Path REPO = Repo.root();

    @Test
    void everyKernelContractIsItsAcceptedText() {
        List<String> differences = ContractText.differences(ContractText.read(REPO), ContractText.readAccepted(REPO.resolve(ContractText.ACCEPTED)));
        if (!differences.isEmpty()) {
            fail(ContractText.failure(differences));
        }
    }

    @Test
    void noKernelContractPromisesOnlyTrueOrMayChangeEverything() {
        assertEquals(List.of(), SpecAudit.contracts(ContractText.read(REPO)));
    }

    @Test
    void theEntryPointsTakeExactlyThePreconditionFixedForThem() {
        Map<String, Set<String>> names = EntryPoints.read(REPO.resolve(EntryPoints.FILE));
        List<String> failures = EntryPoints.check(EntryPoints.entryPoints(names), ContractText.read(REPO));
        if (!failures.isEmpty()) {
            fail(String.join("\n", failures));
        }
        for (String entry : List.of("Legality.isLegal", "AtomicLegality.isLegal", "Generate.isLegal", "Generate.legalMoves",
                "Generate.moves", "Generate.allLegalMoves", "Apply.move", "AtomicApply.move", "Apply.play", "AtomicApply.play",
                "Board.wellFormed")) {
            assertTrue(names.containsKey(entry), EntryPoints.FILE + " fixes the precondition of " + entry);
        }
    }

    @Test
    void everyEntryPointIsCalledByTheProvedWitnesses() throws IOException {
        // a call in Witness's proved code is a proof that the entry point's precondition holds at a concrete position
        String witness = Files.readString(REPO.resolve("src/main/java/org/passant/kernel/Witness.java"));
        for (String entry : EntryPoints.entryPoints(EntryPoints.read(REPO.resolve(EntryPoints.FILE))).keySet()) {
            assertTrue(witness.contains(entry + "("), "kernel/Witness.java calls " + entry);
        }
    }

    @Test
    void anEntryPointThatAddsAConjunctIsNamed() {
        List<ContractText.Contract> planted = ContractText.parse("Generate", "Generate.java", "/*@ public normal_behavior\n"
                + "  @ requires pos != null && pos.length == Board.SIZE && (pos[Board.SIDE] == 1 || pos[Board.SIDE] == -1);\n"
                + "  @ requires Board.isBoard(pos);\n  @ requires pos[Board.SIDE] == 0;\n"
                + "  @ requires out != null && out.length >= CODES && out != pos;\n  @ ensures \\result >= 0;\n  @ assignable out[*];\n  @*/\n"
                + "public static int legalMoves(int rules, int[] pos, int[] out) {\n");
        Map<String, Set<String>> entries = EntryPoints.entryPoints(EntryPoints.read(REPO.resolve(EntryPoints.FILE)));
        List<String> failures = EntryPoints.check(Map.of("Generate.legalMoves", entries.get("Generate.legalMoves")), planted);
        assertEquals(1, failures.size(), failures.toString());
        assertTrue(failures.get(0).startsWith("Generate.legalMoves ") && failures.get(0).contains("[pos[Board.SIDE] == 0]"), failures.get(0));
    }

    private static final String RANK = "    /** EP-RANK. */\n"
            + "    /*@ public normal_behavior\n"
            + "      @ requires pos != null && pos.length == Board.SIZE;\n"
            + "      @ requires 0 <= from && from < 64;\n"
            + "      @ ensures \\result <==> from / 8 == (pos[Board.SIDE] == Piece.WHITE ? 4 : 3);       // EP-RANK\n"
            + "      @*/\n"
            + "    //-KeY@ assignable \\nothing;\n"
            + "    //+KeY@ assignable \\strictly_nothing;\n"
            + "    /*@ also public normal_behavior\n"
            + "      @ requires pos != null && pos.length == Board.SIZE;\n"
            + "      @ requires 0 <= from && from < 64;\n"
            + "      @ ensures \\result == rank(pos, from);\n"
            + "      @*/\n"
            + "    //-KeY@ assignable \\nothing;\n"
            + "    //+KeY@ assignable \\strictly_nothing;\n"
            + "    //+KeY@ accessible pos[*];\n"
            + "    public static /*@ pure @*/ boolean rank(int[] pos, int from) {\n"
            + "        /*@ loop_invariant 0 <= i; @*/\n"
            + "        for (int i = 0; i < 1; i++) {\n"
            + "        }\n"
            + "        return true;\n"
            + "    }\n";

    @Test
    void eachSpecCaseAndAccessibleClauseIsAContractWithKeYsId() {
        List<ContractText.Contract> cs = ContractText.parse("EnPassant", "EnPassant.java", RANK);
        assertEquals(List.of("EnPassant.rank", "EnPassant.rank#2", "EnPassant.rank@reads"), cs.stream().map(c -> c.id).toList());
        assertEquals(List.of("static /*@ pure @*/ boolean rank(int[] pos, int from)", "public normal_behavior",
                "requires pos != null && pos.length == Board.SIZE;", "requires 0 <= from && from < 64;",
                "ensures \\result <==> from / 8 == (pos[Board.SIDE] == Piece.WHITE ? 4 : 3);",
                "-KeY@ assignable \\nothing;", "+KeY@ assignable \\strictly_nothing;"), cs.get(0).lines);
        assertEquals(List.of("static /*@ pure @*/ boolean rank(int[] pos, int from)", "public normal_behavior",
                "requires pos != null && pos.length == Board.SIZE;", "requires 0 <= from && from < 64;",
                "+KeY@ accessible pos[*];"), cs.get(2).lines, "a dependency contract is its case's precondition and what it reads");
        assertEquals(2, cs.get(0).line);
        assertEquals(9, cs.get(1).line);
        assertEquals(16, cs.get(2).line);
    }

    @Test
    void theFingerprintIgnoresLayoutAndCommentsButNotAConjunctNorAWiderRange() {
        String fp = ContractText.parse("EnPassant", "E.java", RANK).get(0).fingerprint();
        String relaid = RANK.replace("      @ requires 0 <= from && from < 64;\n      @ ensures \\result <==>",
                "      @ requires 0 <= from\n      @     &&   from < 64;   // a square\n      @ ensures \\result <==>");
        assertEquals(fp, ContractText.parse("EnPassant", "E.java", relaid).get(0).fingerprint());
        String planted = RANK.replaceFirst("      @ requires 0 <= from && from < 64;\n", "      @ requires 0 <= from && from < 64;\n      @ requires from >= 64;\n");
        assertNotEquals(fp, ContractText.parse("EnPassant", "E.java", planted).get(0).fingerprint());
        String dropped = RANK.replace("(pos[Board.SIDE] == Piece.WHITE ? 4 : 3)", "4");
        assertNotEquals(fp, ContractText.parse("EnPassant", "E.java", dropped).get(0).fingerprint());
        String wider = RANK.replaceFirst("0 <= from && from < 64", "0 <= from && from < 65");
        assertNotEquals(fp, ContractText.parse("EnPassant", "E.java", wider).get(0).fingerprint());
    }

    @Test
    void aChangedContractIsNamedWithItsOldAndNewTextUntilAccepted(@TempDir Path dir) throws IOException {
        List<ContractText.Contract> before = ContractText.parse("EnPassant", "E.java", RANK);
        Path file = dir.resolve("accepted.txt");
        ContractText.writeAccepted(file, ContractText.accept(before, Map.of(), List.of(), true));
        Map<String, List<String>> accepted = ContractText.readAccepted(file);
        assertEquals(List.of(), ContractText.differences(before, accepted));
        assertTrue(Files.readString(file).contains("== EnPassant.rank " + before.get(0).fingerprint() + "\n"));

        List<ContractText.Contract> after = ContractText.parse("EnPassant", "E.java",
                RANK.replaceFirst("      @ requires 0 <= from && from < 64;\n", "      @ requires 0 <= from && from < 64;\n      @ requires from >= 64;\n"));
        List<String> differences = ContractText.differences(after, accepted);
        assertEquals(1, differences.size(), differences.toString());
        String d = differences.get(0);
        assertTrue(d.startsWith("EnPassant.rank (E.java:2) differs from its accepted text"), d);
        assertTrue(d.contains("\n    + requires from >= 64;") && d.contains("\n      requires 0 <= from && from < 64;"), d);

        // accepting another contract leaves this one standing; accepting it clears it
        Map<String, List<String>> other = ContractText.accept(after, accepted, List.of("EnPassant.rank#2"), false);
        assertEquals(1, ContractText.differences(after, other).size());
        Map<String, List<String>> mine = ContractText.accept(after, accepted, List.of("EnPassant.rank"), false);
        assertEquals(List.of(), ContractText.differences(after, mine));
    }

    @Test
    void aContractThatPromisesOnlyTrueOrChangesEverythingIsRefused() {
        List<ContractText.Contract> cs = ContractText.parse("Board", "B.java", "    /*@ public normal_behavior\n"
                + "      @ requires 0 <= sq;\n      @ ensures true;\n      @ assignable \\everything;\n      @*/\n"
                + "    public static void lemma(int sq) {\n    }\n"
                + "    /*@ public normal_behavior\n      @ requires 0 <= sq;\n      @ assignable \\nothing;\n      @*/\n"
                + "    public static void other(int sq) {\n    }\n");
        List<String> problems = SpecAudit.contracts(cs);
        assertEquals(3, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("Board.lemma (B.java:1) promises nothing"), problems.toString());
        assertTrue(problems.get(1).startsWith("Board.lemma (B.java:1) may change everything"), problems.toString());
        assertTrue(problems.get(2).startsWith("Board.other (B.java:8) promises nothing"), problems.toString());
    }
}
