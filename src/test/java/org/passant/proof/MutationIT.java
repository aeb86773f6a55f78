package org.passant.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

/**
 * The proofs mean something: break one clause at a time in a copy of the kernel sources, run KeY
 * on the copy, and the contract stating that clause must be refuted, that is, KeY stops on a goal
 * it cannot close (a proof that only runs out of steps is no refutation and fails this test too).
 * KeY is loaded once per mutant and proves only the contract the mutant breaks. Writes
 * {@code proofs/MUTATION.md}.
 */
class MutationIT {

    /** One broken clause: in {@code file}, {@code original} (exactly once) becomes {@code broken}. */
    record Mutant(String clause, String what, String file, String original, String broken, String contract) {
    }

    static final List<Mutant> MUTANTS = List.of(
            new Mutant("EP-RANK", "drop the rank test: any rank will do", "EnPassant.java",
                    "            return Board.rank(from) == 4;\n        }\n        return Board.rank(from) == 3;",
                    "            return true;\n        }\n        return true;",
                    "EnPassant.rank"),
            new Mutant("EP-PIECES", "let a knight capture en passant", "EnPassant.java",
                    "        return pos[from] == Piece.of(side, Piece.PAWN)\n                && pos[capturedSquare(from, to)]",
                    "        return (pos[from] == Piece.of(side, Piece.PAWN) || pos[from] == Piece.of(side, Piece.KNIGHT))\n"
                            + "                && pos[capturedSquare(from, to)]",
                    "EnPassant.pieces"),
            new Mutant("EP-TRIGGER", "drop the test that the pawn's start square is empty (no reachable position tells the"
                    + " difference, since only a double step sets the square; the clause's contract does)", "EnPassant.java",
                    "                && pos[ep + 8 * side] == Piece.EMPTY && pos[ep - 8 * side]",
                    "                && pos[ep - 8 * side]",
                    "EnPassant.trigger"),
            new Mutant("EP-ADJACENT", "accept a capturer on the same file as the arrived pawn", "EnPassant.java",
                    "Movement.abs(Board.file(from) - Board.file(arrival)) == 1",
                    "Movement.abs(Board.file(from) - Board.file(arrival)) <= 1",
                    "EnPassant.adjacent"),
            new Mutant("EP-IMMEDIATE", "every other move leaves an en passant square behind instead of clearing it", "Apply.java",
                    "            return (from + to) / 2;\n        }\n        return Board.NO_SQUARE;",
                    "            return (from + to) / 2;\n        }\n        return from;",
                    "Apply.epSquareAfter"),
            new Mutant("EP-LANDING", "forget to remove the captured pawn", "Apply.java",
                    "            pos[8 * Board.rank(from) + Board.file(to)] = Piece.EMPTY;",
                    "",
                    "Apply.movePieces"),
            new Mutant("EP-EFFECTS", "forget the pawn move: an en passant capture lands on an empty square and no longer"
                    + " resets the halfmove clock", "Apply.java",
                    "return Piece.type(moved) == Piece.PAWN || captured != Piece.EMPTY;",
                    "return captured != Piece.EMPTY;",
                    "Apply.resetsClock"),
            new Mutant("GM-FIFTY", "a capture by a piece no longer resets the halfmove clock (pawn moves still do)", "Apply.java",
                    "return Piece.type(moved) == Piece.PAWN || captured != Piece.EMPTY;",
                    "return Piece.type(moved) == Piece.PAWN;",
                    "Apply.resetsClock"),
            new Mutant("EP-KING-SAFETY", "judge the king's safety on the position before the capture", "EnPassant.java",
                    "        return !Check.inCheck(after, pos[Board.SIDE]);",
                    "        return !Check.inCheck(pos, pos[Board.SIDE]);",
                    "EnPassant.kingSafety"),
            new Mutant("attack", "let a rook's attack along the rank pass through a blocker", "Attack.java",
                    "        while (f < 8) {\n            int piece = pos[8 * rank + f];\n"
                            + "            if (piece != Piece.EMPTY) {\n                return piece == a || piece == b;\n            }",
                    "        while (f < 8) {\n            int piece = pos[8 * rank + f];\n"
                            + "            if (piece == a || piece == b) {\n                return true;\n            }",
                    "Attack.rayEast"),
            new Mutant("attack", "forget the bishops and queens on the diagonals", "Attack.java",
                    "                || alongLines(pos, sq, by) || alongDiagonals(pos, sq, by);",
                    "                || alongLines(pos, sq, by);",
                    "Attack.isAttacked"),
            new Mutant("check", "ask whether the king's own side attacks it", "Check.java",
                    "return king != Board.NO_SQUARE && Attack.isAttacked(pos, king, -side);",
                    "return king != Board.NO_SQUARE && Attack.isAttacked(pos, king, side);",
                    "Check.inCheck"));

    /** A mutant's proof gets twice the steps the intact proof took, and at least this many. */
    static final int MIN_STEPS = 20_000;

    @Test
    void everyBrokenClauseBreaksItsProof() throws IOException {
        Path repo = Repo.root();
        Path src = repo.resolve("src/main/java");
        java.util.Map<String, Integer> stepsBefore = new java.util.HashMap<>();
        Path tsv = repo.resolve("proofs/results.tsv");
        for (String[] f : Repo.readResults(tsv)) {
            stepsBefore.put(f[0], Integer.parseInt(f[3]));
        }
        List<String> rows = new ArrayList<>();
        List<String> survivors = new ArrayList<>();
        for (Mutant m : MUTANTS) {
            Path tmp = Files.createTempDirectory("passant-mutant");
            try {
                KeyProver.copyKernel(src, tmp);
                Path file = tmp.resolve("org/passant/kernel").resolve(m.file());
                String text = Files.readString(file);
                int at = text.indexOf(m.original());
                assertFalse(at < 0, m.clause() + ": the code to break is no longer in " + m.file());
                assertEquals(-1, text.indexOf(m.original(), at + 1), m.clause() + ": the code to break is not unique");
                Files.writeString(file, text.substring(0, at) + m.broken() + text.substring(at + m.original().length()));
                int steps = Math.max(MIN_STEPS, 2 * stepsBefore.getOrDefault(m.contract(), 0));
                try (KeyProver prover = new KeyProver(tmp).tune(KeyProver.Tuning.read(repo.resolve("proofs/strategy.txt")))) {
                    KeyProver.Obligation o = prover.obligations().stream().filter(x -> x.id.equals(m.contract()))
                            .findFirst().orElseThrow(() -> new AssertionError("no contract " + m.contract()));
                    KeyProver.Result r = prover.prove(o, steps, null);
                    System.out.println("[mutant] " + m.clause() + " (" + m.what() + "): " + r);
                    rows.add(String.format(Locale.ROOT, "| %s | %s | `%s` | %s | %d | %.1f |", m.clause(), m.what(),
                            m.contract(), r.outcome == KeyProver.Outcome.REFUTED ? "refuted"
                                    : "**" + r.outcome.label() + ": not refuted**", r.nodes, r.seconds));
                    // Only a goal KeY stops on refutes the contract: running out of steps decides nothing.
                    if (r.outcome != KeyProver.Outcome.REFUTED) {
                        survivors.add(m.clause() + " (" + m.what() + "): " + r.outcome.label());
                    }
                }
            } finally {
                KeyProver.deleteTree(tmp);
            }
        }
        StringBuilder sb = new StringBuilder("# Mutation test: each broken clause refutes its proof\n\n");
        sb.append("Written by `MutationIT` on `mvn -B verify`. Each row breaks one clause in a copy of the kernel,\n");
        sb.append("loads KeY on the copy and proves the contract that states the clause (twice the steps the\n");
        sb.append("intact proof took, at least ").append(MIN_STEPS).append("). \"Refuted\": KeY stopped on a goal it cannot\n");
        sb.append("close. A proof that closes, or only runs out of steps, fails the build. The code changed is in\n");
        sb.append("`MutationIT.MUTANTS`.\n\n");
        sb.append("| clause | broken how | contract | result | steps | seconds |\n|---|---|---|---|---:|---:|\n");
        rows.forEach(r -> sb.append(r).append('\n'));
        Files.writeString(repo.resolve("proofs/MUTATION.md"), sb.toString());
        if (!survivors.isEmpty()) {
            fail("broken clauses not refuted: " + survivors);
        }
    }
}
