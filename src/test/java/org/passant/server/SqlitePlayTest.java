package org.passant.server;

import java.nio.file.Path;

/** The game server's scenarios on SQLite, the embedded default. */
class SqlitePlayTest extends PlayScenarios {
    @Override
    String database(Path dir) {
        return TestDatabases.sqlite(dir);
    }
}
