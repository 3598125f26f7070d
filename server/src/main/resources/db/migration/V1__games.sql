-- Games and their moves. Portable between H2 and PostgreSQL.
CREATE TABLE games (
    id               VARCHAR(16)   PRIMARY KEY,
    variant          VARCHAR(200)  NOT NULL,
    start_fen        VARCHAR(400)  NOT NULL,
    status           VARCHAR(16)   NOT NULL,
    result           VARCHAR(8)    NOT NULL,
    reason           VARCHAR(32)   NOT NULL,
    tc_kind          VARCHAR(16)   NOT NULL,
    tc_initial_ms    BIGINT        NOT NULL,
    tc_increment_ms  BIGINT        NOT NULL,
    tc_days          INTEGER       NOT NULL,
    auto_draw        BOOLEAN       NOT NULL,
    first_kind       VARCHAR(8)    NOT NULL,
    second_kind      VARCHAR(8)    NOT NULL,
    engine_level     INTEGER       NOT NULL,
    first_token      VARCHAR(64),
    second_token     VARCHAR(64),
    invite_code      VARCHAR(32)   NOT NULL,
    clock_first_ms   BIGINT        NOT NULL,
    clock_second_ms  BIGINT        NOT NULL,
    turn_started_at  BIGINT,
    draw_offer       INTEGER       NOT NULL,
    tags             VARCHAR(20000) NOT NULL,
    created_at       BIGINT        NOT NULL,
    updated_at       BIGINT        NOT NULL,
    version          BIGINT        NOT NULL
);

CREATE UNIQUE INDEX games_invite ON games (invite_code);
CREATE INDEX games_status ON games (status, updated_at);

CREATE TABLE moves (
    game_id     VARCHAR(16)  NOT NULL REFERENCES games (id),
    ply         INTEGER      NOT NULL,
    machine     VARCHAR(32)  NOT NULL,
    written     VARCHAR(64)  NOT NULL,
    clock_ms    BIGINT       NOT NULL,
    played_at   BIGINT       NOT NULL,
    PRIMARY KEY (game_id, ply)
);
