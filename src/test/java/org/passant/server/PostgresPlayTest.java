package org.passant.server;

import java.nio.file.Path;

/** The game server's scenarios on PostgreSQL (skipped, and reported so, only where it is not installed). */
class PostgresPlayTest extends PlayScenarios {
    @Override
    String database(Path dir) {
        return TestDatabases.postgres();
    }
}
