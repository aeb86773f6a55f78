-- Issues 45 and 48: public player ids and names, rating history, rematches, analysis, and the
-- stored summary of an ended game (served without judging its moves again). Portable types only.

-- PUB: the first 16 base-32 characters of SHA-256 of the secret id (filled by the server for older rows).
ALTER TABLE players ADD COLUMN pub VARCHAR(16);
ALTER TABLE players ADD COLUMN name VARCHAR(24);
CREATE UNIQUE INDEX players_pub ON players(pub);

-- PLAY-RECORD: each rated game's rating after it, per player and variant.
CREATE TABLE rating_history (
    player      VARCHAR(64) NOT NULL REFERENCES players(id),
    variant     VARCHAR(16) NOT NULL,
    at          BIGINT NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    rd          DOUBLE PRECISION NOT NULL,
    game        VARCHAR(16) NOT NULL
);
CREATE INDEX rating_history_player ON rating_history(player, variant, at);

-- A move's SAN, kept so that reading a board back formats nothing.
ALTER TABLE moves ADD COLUMN san VARCHAR(16);

ALTER TABLE boards ADD COLUMN plies INTEGER NOT NULL DEFAULT 0;
ALTER TABLE boards ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE boards ADD COLUMN white_change DOUBLE PRECISION;
ALTER TABLE boards ADD COLUMN black_change DOUBLE PRECISION;
-- After the game: the side whose rematch offer stands (0: none), the rematch board, the offerer's new seat (digest).
ALTER TABLE boards ADD COLUMN rematch_by INTEGER NOT NULL DEFAULT 0;
ALTER TABLE boards ADD COLUMN rematch_code VARCHAR(16);
ALTER TABLE boards ADD COLUMN rematch_seat VARCHAR(64);
-- An ended game's final state (JSON) and PGN, and its analysis (JSON) once made.
ALTER TABLE boards ADD COLUMN summary TEXT;
ALTER TABLE boards ADD COLUMN pgn TEXT;
ALTER TABLE boards ADD COLUMN analysis TEXT;
CREATE INDEX boards_white_player ON boards(white_player, status);
CREATE INDEX boards_black_player ON boards(black_player, status);
