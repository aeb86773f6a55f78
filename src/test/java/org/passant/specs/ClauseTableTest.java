package org.passant.specs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.proof.Repo;

/** specs/TABLE.md is regenerated on every build, and the traceability it shows must be whole. */
class ClauseTableTest {

    @Test
    void everyKernelClauseHasAContractAndEveryImplementedClauseATest() {
        ClauseTable.write(Repo.root());
        List<String> problems = ClauseTable.problems(Repo.root());
        assertEquals(List.of(), problems, "specs/TABLE.md shows the same list");
    }
}
