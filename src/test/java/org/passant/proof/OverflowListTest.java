package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/** Issue 47 item 7, without KeY: every kernel contract is listed in proofs/overflow.txt, checked or argued ({@link OverflowIT}). */
class OverflowListTest {

    @Test
    void everyKernelContractIsListedCheckedOrWithItsRangeArgument() {
        TreeSet<String> ids = new TreeSet<>();
        ContractText.read(Repo.root()).forEach(c -> ids.add(c.id));
        List<String> failures = OverflowIT.listing(ids, Repo.readReasons(Repo.root().resolve(OverflowIT.LIST)));
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    @Test
    void aContractMissingAnUnknownIdAndAnEmptyArgumentAreEachRefusedByName() {
        TreeSet<String> ids = new TreeSet<>(List.of("Board.rank", "Board.file", "Generate.encode"));
        List<String> failures = OverflowIT.listing(ids, Map.of("Board.rank", "checked", "Board.gone", "checked",
                "Generate.encode", "argued -- small"));
        assertEquals(3, failures.size(), String.join("\n", failures));
        assertTrue(failures.get(0).startsWith("Board.file is a kernel contract"), failures.get(0));
        assertTrue(failures.stream().anyMatch(f -> f.contains("lists Board.gone, which is not a kernel contract")), failures.toString());
        assertTrue(failures.stream().anyMatch(f -> f.contains("Generate.encode is neither")), failures.toString());
    }

    @Test
    void anArgumentOfNoIntOperationIsCheckedAgainstTheBody() {
        java.nio.file.Path kernel = Repo.root().resolve(ContractText.KERNEL_DIR);
        assertEquals(List.of(), OverflowIT.intOperations(kernel, "Generate.moves"));
        assertEquals(List.of("'return sq / 8;'"), OverflowIT.intOperations(kernel, "Board.rank@reads"));
        TreeSet<String> ids = new TreeSet<>(List.of("Board.rank", "Generate.moves", "Generate.legalMoves"));
        List<String> failures = OverflowIT.listing(ids, Map.of(
                "Board.rank", "argued -- " + OverflowIT.NO_OPERATION + ", so nothing of its own can wrap",
                "Generate.moves", "argued -- " + OverflowIT.NO_OPERATION + ", so nothing of its own can wrap",
                "Generate.legalMoves", "argued -- " + OverflowIT.DEPENDENCY + ": its proof executes no code"), kernel);
        assertEquals(2, failures.size(), String.join("\n", failures));
        assertTrue(failures.stream().anyMatch(f -> f.contains(
                "Board.rank is argued to have no int operation in its body, and its body has 'return sq / 8;'")), failures.toString());
        assertTrue(failures.stream().anyMatch(f -> f.contains("Generate.legalMoves is argued to be a dependency contract and is not one")),
                failures.toString());
    }

    @Test
    void aNegativeLiteralArgumentIsNoOperationAndEveryOtherMinusIs(@org.junit.jupiter.api.io.TempDir java.nio.file.Path kernel)
            throws java.io.IOException {
        java.nio.file.Files.writeString(kernel.resolve("Steps.java"), String.join("\n",
                "final class Steps {",
                "    static boolean literal(int sq) {",
                "        return f(sq, -1, -2) || f(sq,-1, 2);",
                "    }",
                "    static boolean negated(int sq, int d) {",
                "        return f(sq, -d, 0);",
                "    }",
                "    static boolean subtracted(int sq) {",
                "        return f(sq, 0 - 1, 0) || f(sq, -1 * sq, 0);",
                "    }",
                "}"));
        assertEquals(List.of(), OverflowIT.intOperations(kernel, "Steps.literal"));
        assertEquals(List.of("'return f(sq, -d, 0);'"), OverflowIT.intOperations(kernel, "Steps.negated"));
        assertEquals(List.of("'return f(sq, 0 - 1, 0) || f(sq, -1 * sq, 0);'"), OverflowIT.intOperations(kernel, "Steps.subtracted"));
        // the king's and the knight's steps: each offset a literal argument of Attack.holdsStep
        java.nio.file.Path real = Repo.root().resolve(ContractText.KERNEL_DIR);
        assertEquals(List.of(), OverflowIT.intOperations(real, "Attack.byKing"));
        assertEquals(List.of(), OverflowIT.intOperations(real, "Attack.byKnight"));
    }
}
