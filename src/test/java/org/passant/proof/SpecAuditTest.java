package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The comment audit reads comments as KeY's own JML lexer does: what KeY reads (plain JML and
 * comments keyed for KeY) is judged, what only other tools read is not. The kernel itself passes.
 */
class SpecAuditTest {

    private static void refused(String comment, String word) {
        List<String> problems = SpecAudit.commentProblems(comment);
        assertEquals(1, problems.size(), comment + " -> " + problems);
        assertTrue(problems.get(0).contains(word), problems.get(0));
    }

    private static void accepted(String comment) {
        assertEquals(List.of(), SpecAudit.commentProblems(comment), comment);
    }

    @Test
    void anAssumeKeYReadsIsRefusedPlainOrKeyed() {
        refused("//@ assume false;", "assume");
        refused("//+KeY@ assume false;", "assume");
        refused("/*+KeY@ assume pos[0] == 1; @*/", "assume");
        refused("/*@ assume_redundantly true; @*/", "assume");
    }

    @Test
    void whatOnlyOtherToolsReadIsNotKeYs() {
        accepted("//-KeY@ assume false;");
        accepted("/*+OpenJML@ axiom true; @*/");
        accepted("// an assume in a plain comment, or an axiom");
        accepted("/** requires false; in a doc comment */");
    }

    @Test
    void axiomsInvariantsFreeClausesAndEscapesAreRefused() {
        refused("/*@ axiom 1 == 2; @*/", "axiom");
        refused("/*@ public static invariant Board.SIZE == 72; @*/", "invariant");
        refused("//-OpenJML@ invariant true;", "invariant");
        refused("/*@ represents x = 1; @*/", "represents");
        refused("/*@ public normal_behavior requires_free pos != null; @*/", "requires_free");
        refused("/*@ ensures_free \\result == 1; @*/", "ensures_free");
        refused("/*@ loop_invariant_free i >= 0; @*/", "loop_invariant_free");
        refused("/*@ ensures \\dl_inInt(\\result); @*/", "\\dl_inInt");
    }

    @Test
    void aFalsePreconditionIsRefused() {
        refused("/*@ public normal_behavior\n  @ requires false;\n  @ ensures true;\n  @*/", "requires false");
        refused("//+KeY@ requires false;", "requires false");
        accepted("/*@ public normal_behavior\n  @ requires pos != null && pos.length == 72;\n  @ ensures false == !true;\n  @*/");
    }

    @Test
    void commentsAreFoundOutsideStringsAndTheirLinesReported(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("A.java"), "class A {\n    String s = \"//@ assume false;\";\n"
                + "    int f() {\n        //+KeY@ assume false;\n        return 1; /*@ axiom true; @*/\n    }\n}\n");
        List<String> problems = SpecAudit.comments(dir);
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("A.java:4: KeY reads 'assume'"), problems.get(0));
        assertTrue(problems.get(1).startsWith("A.java:5: KeY reads 'axiom'"), problems.get(1));
    }

    @Test
    void theKernelSourcesPass() {
        assertEquals(List.of(), SpecAudit.comments(Repo.root().resolve("src/main/java/org/passant/kernel")));
    }
}
