package org.passant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code passant serve}'s bad input: one line naming what was wrong, exit code 2, no server left running. */
class ServeCommandTest {
    @TempDir
    Path dir;

    @Test
    void PLAY_ONLINE_badOptionsAreOneLineAndExitTwo() {
        CliTest.Result port = CliTest.run("serve", "--port", "70000");
        assertEquals(2, port.code(), port.err());
        assertTrue(port.err().startsWith("passant: --port must be a whole number from 0 to 65,535, not '70000'"), port.err());
        CliTest.Result boards = CliTest.run("serve", "--max-boards", "0");
        assertEquals(2, boards.code(), boards.err());
        assertTrue(boards.err().contains("--max-boards"), boards.err());
        CliTest.Result db = CliTest.run("serve", "--port", "0", "--db", dir.resolve("no/such/folder/x.db").toString());
        assertEquals(2, db.code(), db.err());
        assertTrue(db.err().startsWith("passant: serve: could not start"), db.err());
        assertEquals(1, db.err().strip().lines().count(), db.err());
        // issue 48, item 8: a JDBC URL's password reaches no message
        CliTest.Result pg = CliTest.run("serve", "--port", "0", "--db",
                "jdbc:postgresql://127.0.0.1:1/passant?user=passant&password=hunter2secret");
        assertEquals(2, pg.code(), pg.err());
        assertTrue(pg.err().startsWith("passant: serve: could not start"), pg.err());
        assertFalse(pg.err().contains("hunter2secret"), pg.err());
        assertTrue(pg.err().contains("password=***"), pg.err());
    }
}
