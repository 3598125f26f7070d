-- The game database (heterodox db import, the web app's database page): imported games of any game,
-- their positions indexed for search and the opening explorer. Portable between H2 and PostgreSQL.
-- These tables were the server's migration V5_19_0 before the game database became its own module;
-- a database made then has them already (and keeps that history row in the server's table, which the
-- server forgets), so every statement here leaves existing tables and rows as they are.
CREATE TABLE IF NOT EXISTS db_games (
    id           BIGINT        PRIMARY KEY,
    variant      VARCHAR(200)  NOT NULL,
    white        VARCHAR(200)  NOT NULL,
    black        VARCHAR(200)  NOT NULL,
    white_lc     VARCHAR(200)  NOT NULL,
    black_lc     VARCHAR(200)  NOT NULL,
    white_elo    INTEGER       NOT NULL,
    black_elo    INTEGER       NOT NULL,
    event        VARCHAR(200)  NOT NULL,
    event_lc     VARCHAR(200)  NOT NULL,
    site         VARCHAR(200)  NOT NULL,
    game_date    VARCHAR(200)  NOT NULL,
    game_round   VARCHAR(200)  NOT NULL,
    result       VARCHAR(8)    NOT NULL,
    plies        INTEGER       NOT NULL,
    start_fen    VARCHAR(400),
    fingerprint  BIGINT        NOT NULL,
    pgn          BYTEA         NOT NULL,
    segment      BIGINT        NOT NULL,
    imported_at  BIGINT        NOT NULL
);

CREATE UNIQUE INDEX IF NOT EXISTS db_games_fingerprint ON db_games (fingerprint);
CREATE INDEX IF NOT EXISTS db_games_white ON db_games (white_lc);
CREATE INDEX IF NOT EXISTS db_games_black ON db_games (black_lc);
CREATE INDEX IF NOT EXISTS db_games_event ON db_games (event_lc);
CREATE INDEX IF NOT EXISTS db_games_date ON db_games (game_date);
CREATE INDEX IF NOT EXISTS db_games_variant ON db_games (variant);

-- One import transaction writes one segment: for every bucket (the top 16 bits of a position key)
-- its postings packed into a binary value, split into parts when large. A search reads one bucket.
CREATE TABLE IF NOT EXISTS db_segments (
    id          BIGINT   PRIMARY KEY,
    games       INTEGER  NOT NULL,
    postings    BIGINT   NOT NULL,
    created_at  BIGINT   NOT NULL
);

CREATE TABLE IF NOT EXISTS db_postings (
    bucket    INTEGER  NOT NULL,
    segment   BIGINT   NOT NULL,
    part      INTEGER  NOT NULL,
    postings  BYTEA    NOT NULL,
    PRIMARY KEY (bucket, segment, part)
);

-- Imports and compactions take this row's lock, so that they run one at a time on any instance.
CREATE TABLE IF NOT EXISTS db_lock (
    id  INTEGER  PRIMARY KEY
);
INSERT INTO db_lock (id) SELECT 1 WHERE NOT EXISTS (SELECT id FROM db_lock);

-- The site's own finished games, one row per position, for the explorer's "site games" view.
CREATE TABLE IF NOT EXISTS site_explorer_games (
    game_id      VARCHAR(16)   PRIMARY KEY,
    variant      VARCHAR(200)  NOT NULL,
    white        VARCHAR(200)  NOT NULL,
    black        VARCHAR(200)  NOT NULL,
    result       VARCHAR(8)    NOT NULL,
    finished_at  BIGINT        NOT NULL
);

CREATE TABLE IF NOT EXISTS site_positions (
    position_key   BIGINT       NOT NULL,
    game_id        VARCHAR(16)  NOT NULL,
    ply            INTEGER      NOT NULL,
    move           INTEGER      NOT NULL,
    result         INTEGER      NOT NULL,
    first_rating   INTEGER      NOT NULL,
    second_rating  INTEGER      NOT NULL,
    finished_at    BIGINT       NOT NULL,
    PRIMARY KEY (game_id, ply)
);
CREATE INDEX IF NOT EXISTS site_positions_key ON site_positions (position_key);
