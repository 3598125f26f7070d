-- Puzzles (positions where exactly one move wins clearly) of every game, their Glicko-2 ratings, and the
-- players' puzzle ratings per game and attempts. Portable between H2 and PostgreSQL.
CREATE TABLE puzzles (
    id            BIGINT            PRIMARY KEY,
    variant       VARCHAR(200)      NOT NULL,
    fen           VARCHAR(400)      NOT NULL,
    position_key  BIGINT            NOT NULL,
    solution      VARCHAR(32)       NOT NULL,
    line          VARCHAR(400)      NOT NULL,
    tags          VARCHAR(200)      NOT NULL,
    rating        DOUBLE PRECISION  NOT NULL,
    deviation     DOUBLE PRECISION  NOT NULL,
    volatility    DOUBLE PRECISION  NOT NULL,
    plays         INTEGER           NOT NULL,
    source        VARCHAR(200)      NOT NULL,
    created_at    BIGINT            NOT NULL
);
CREATE UNIQUE INDEX puzzles_position ON puzzles (position_key);
CREATE INDEX puzzles_variant_rating ON puzzles (variant, rating);

CREATE TABLE puzzle_ratings (
    account_id  BIGINT            NOT NULL REFERENCES accounts (id),
    variant     VARCHAR(200)      NOT NULL,
    rating      DOUBLE PRECISION  NOT NULL,
    deviation   DOUBLE PRECISION  NOT NULL,
    volatility  DOUBLE PRECISION  NOT NULL,
    attempts    INTEGER           NOT NULL,
    solved      INTEGER           NOT NULL,
    updated_at  BIGINT            NOT NULL,
    PRIMARY KEY (account_id, variant)
);

CREATE TABLE puzzle_attempts (
    account_id  BIGINT   NOT NULL REFERENCES accounts (id),
    puzzle_id   BIGINT   NOT NULL REFERENCES puzzles (id),
    solved      BOOLEAN  NOT NULL,
    at          BIGINT   NOT NULL,
    PRIMARY KEY (account_id, puzzle_id)
);
