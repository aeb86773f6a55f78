-- The game server's schema (issue 16), the same for SQLite and PostgreSQL: portable types only.

CREATE TABLE players (
    id          VARCHAR(64) PRIMARY KEY,
    created_at  BIGINT NOT NULL
);

-- PLAY-RECORD: one rating and record per player and variant.
CREATE TABLE ratings (
    player      VARCHAR(64) NOT NULL REFERENCES players(id),
    variant     VARCHAR(16) NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    rd          DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    draws       INTEGER NOT NULL,
    losses      INTEGER NOT NULL,
    PRIMARY KEY (player, variant)
);

-- One online board (PLAY-ONLINE). Seats are kept as SHA-256 digests (hex) of the secrets.
-- white_ms/black_ms: the clocks as they read at the last committed change (move, takeback, start).
CREATE TABLE boards (
    code            VARCHAR(16) PRIMARY KEY,
    variant         VARCHAR(16) NOT NULL,
    start_fen       VARCHAR(128) NOT NULL,
    white_seat      VARCHAR(64),
    black_seat      VARCHAR(64),
    white_kind      VARCHAR(16) NOT NULL,
    black_kind      VARCHAR(16) NOT NULL,
    white_player    VARCHAR(64),
    black_player    VARCHAR(64),
    level           VARCHAR(16),
    initial_ms      BIGINT NOT NULL,
    increment_ms    BIGINT NOT NULL,
    white_ms        BIGINT NOT NULL,
    black_ms        BIGINT NOT NULL,
    status          VARCHAR(16) NOT NULL,
    result          VARCHAR(8),
    termination     VARCHAR(40),
    draw_offer      INTEGER NOT NULL,
    takeback_offer  INTEGER NOT NULL,
    version         BIGINT NOT NULL,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);

CREATE INDEX boards_status ON boards(status);

-- The moves of a board, with the clocks as they read after each one.
CREATE TABLE moves (
    code        VARCHAR(16) NOT NULL REFERENCES boards(code),
    ply         INTEGER NOT NULL,
    uci         VARCHAR(8) NOT NULL,
    white_ms    BIGINT NOT NULL,
    black_ms    BIGINT NOT NULL,
    played_at   BIGINT NOT NULL,
    PRIMARY KEY (code, ply)
);
