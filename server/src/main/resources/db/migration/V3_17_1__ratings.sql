-- Glicko-2 ratings per account and game spec, their history, and each rated game's changes.
CREATE TABLE ratings (
    account_id   BIGINT           NOT NULL REFERENCES accounts (id),
    variant      VARCHAR(200)     NOT NULL,
    rating       DOUBLE PRECISION NOT NULL,
    deviation    DOUBLE PRECISION NOT NULL,
    volatility   DOUBLE PRECISION NOT NULL,
    games        INTEGER          NOT NULL,
    wins         INTEGER          NOT NULL,
    losses       INTEGER          NOT NULL,
    draws        INTEGER          NOT NULL,
    last_played  BIGINT           NOT NULL,
    PRIMARY KEY (account_id, variant)
);
CREATE INDEX ratings_board ON ratings (variant, rating);

CREATE TABLE rating_history (
    account_id  BIGINT           NOT NULL REFERENCES accounts (id),
    variant     VARCHAR(200)     NOT NULL,
    game_id     VARCHAR(16)      NOT NULL REFERENCES games (id),
    played_at   BIGINT           NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (account_id, game_id)
);
CREATE INDEX rating_history_player ON rating_history (account_id, variant, played_at);

-- One row per rated game once rated: its primary key makes rating a game happen at most once.
CREATE TABLE game_ratings (
    game_id             VARCHAR(16)  PRIMARY KEY REFERENCES games (id),
    first_before        INTEGER      NOT NULL,
    first_after         INTEGER      NOT NULL,
    first_provisional   BOOLEAN      NOT NULL,
    second_before       INTEGER      NOT NULL,
    second_after        INTEGER      NOT NULL,
    second_provisional  BOOLEAN      NOT NULL
);
