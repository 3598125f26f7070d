-- Tournaments (arena, round robin, Swiss) and the Grand Prix series they may belong to. A
-- tournament's rows are rewritten together whenever it changes (see TournamentStore).
CREATE TABLE series (
    id          VARCHAR(16)   PRIMARY KEY,
    name        VARCHAR(60)   NOT NULL,
    organiser   BIGINT        NOT NULL REFERENCES accounts (id),
    points      VARCHAR(1000) NOT NULL,
    created_at  BIGINT        NOT NULL
);

CREATE TABLE tournaments (
    id              VARCHAR(16)   PRIMARY KEY,
    name            VARCHAR(60)   NOT NULL,
    kind            VARCHAR(16)   NOT NULL,
    variant         VARCHAR(400)  NOT NULL,
    start_fen       VARCHAR(400),
    tc_kind         VARCHAR(20)   NOT NULL,
    tc_initial_ms   BIGINT        NOT NULL,
    tc_increment_ms BIGINT        NOT NULL,
    tc_days         INTEGER       NOT NULL,
    tc_period_ms    BIGINT        NOT NULL,
    tc_periods      INTEGER       NOT NULL,
    rounds          INTEGER       NOT NULL,
    double_rr       BOOLEAN       NOT NULL,
    minutes         INTEGER       NOT NULL,
    berserk         BOOLEAN       NOT NULL,
    rated           BOOLEAN       NOT NULL,
    password_hash   VARCHAR(200),
    tie_breaks      VARCHAR(200)  NOT NULL,
    series_id       VARCHAR(16)   REFERENCES series (id),
    organiser       BIGINT        REFERENCES accounts (id),
    organiser_name  VARCHAR(40)   NOT NULL,
    status          VARCHAR(12)   NOT NULL,
    current_round   INTEGER       NOT NULL,
    forbidden       VARCHAR(4000) NOT NULL,
    starts_at       BIGINT,
    started_at      BIGINT,
    ends_at         BIGINT,
    created_at      BIGINT        NOT NULL,
    version         BIGINT        NOT NULL
);
CREATE INDEX tournaments_status ON tournaments (status, created_at);

CREATE TABLE tournament_players (
    tournament_id VARCHAR(16)  NOT NULL REFERENCES tournaments (id),
    number        INTEGER      NOT NULL,
    account_id    BIGINT,
    name          VARCHAR(40)  NOT NULL,
    rating        INTEGER      NOT NULL,
    joined_round  INTEGER      NOT NULL,
    paused        BOOLEAN      NOT NULL,
    withdrawn     BOOLEAN      NOT NULL,
    PRIMARY KEY (tournament_id, number)
);

CREATE TABLE tournament_boards (
    tournament_id VARCHAR(16)  NOT NULL REFERENCES tournaments (id),
    round         INTEGER      NOT NULL,
    board         INTEGER      NOT NULL,
    white         INTEGER      NOT NULL,
    black         INTEGER      NOT NULL,
    game_id       VARCHAR(16),
    result        VARCHAR(8)   NOT NULL,
    adjusted      BOOLEAN      NOT NULL,
    berserk       VARCHAR(12)  NOT NULL,
    plies         INTEGER      NOT NULL,
    published_at  BIGINT       NOT NULL,
    PRIMARY KEY (tournament_id, round, board)
);

CREATE TABLE tournament_byes (
    tournament_id VARCHAR(16)  NOT NULL REFERENCES tournaments (id),
    round         INTEGER      NOT NULL,
    number        INTEGER      NOT NULL,
    kind          VARCHAR(12)  NOT NULL,
    half_points   INTEGER      NOT NULL,
    PRIMARY KEY (tournament_id, round, number)
);

CREATE TABLE tournament_log (
    tournament_id VARCHAR(16)  NOT NULL REFERENCES tournaments (id),
    seq           INTEGER      NOT NULL,
    at            BIGINT       NOT NULL,
    actor         VARCHAR(40)  NOT NULL,
    action        VARCHAR(20)  NOT NULL,
    detail        VARCHAR(400) NOT NULL,
    PRIMARY KEY (tournament_id, seq)
);
