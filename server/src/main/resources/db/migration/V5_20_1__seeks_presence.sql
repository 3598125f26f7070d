-- The lobby's open seeks and who is online, in the database so that every server sharing it sees the
-- same lobby. A seek's seen_at is the last time its seeker was known to be connected: it goes once that
-- is longer ago than the grace period (see SeekService).
CREATE TABLE seeks (
    id              VARCHAR(16)   PRIMARY KEY,
    account_id      BIGINT        NOT NULL,
    name            VARCHAR(40)   NOT NULL,
    variant         VARCHAR(400)  NOT NULL,
    start_fen       VARCHAR(400),
    tc_kind         VARCHAR(20)   NOT NULL,
    tc_initial_ms   BIGINT        NOT NULL,
    tc_increment_ms BIGINT        NOT NULL,
    tc_days         INTEGER       NOT NULL,
    tc_period_ms    BIGINT        NOT NULL,
    tc_periods      INTEGER       NOT NULL,
    rated           BOOLEAN       NOT NULL,
    min_rating      INTEGER,
    max_rating      INTEGER,
    side            INTEGER       NOT NULL,
    created_at      BIGINT        NOT NULL,
    expires_at      BIGINT        NOT NULL,
    seen_at         BIGINT        NOT NULL
);
CREATE INDEX seeks_account ON seeks (account_id);

-- The players each server has a live connection from; a server renews its rows' seen_at every few
-- seconds, so the rows of a server that died stop counting soon after.
CREATE TABLE online_players (
    instance    VARCHAR(64)   NOT NULL,
    account_id  BIGINT        NOT NULL,
    name        VARCHAR(40)   NOT NULL,
    seen_at     BIGINT        NOT NULL,
    PRIMARY KEY (instance, account_id)
);
