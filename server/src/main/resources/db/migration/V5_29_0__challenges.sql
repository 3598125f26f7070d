-- Challenges: one player's offer to play a named player. Stored so that the challenged player hears of it
-- on whichever server they are connected to, and so that accepting (a conditional update of status) succeeds
-- once whichever servers the clicks reach. Rows stay a day after they stop being open: the hourly quota
-- counts them, and the challenger may still read why a challenge was declined.
CREATE TABLE challenges (
    id              VARCHAR(16)   PRIMARY KEY,
    challenger_id   BIGINT        NOT NULL REFERENCES accounts (id),
    challenger_name VARCHAR(40)   NOT NULL,
    challenged_id   BIGINT        NOT NULL REFERENCES accounts (id),
    challenged_name VARCHAR(40)   NOT NULL,
    variant         VARCHAR(400)  NOT NULL,
    tc_kind         VARCHAR(20)   NOT NULL,
    tc_initial_ms   BIGINT        NOT NULL,
    tc_increment_ms BIGINT        NOT NULL,
    tc_days         INTEGER       NOT NULL,
    tc_period_ms    BIGINT        NOT NULL,
    tc_periods      INTEGER       NOT NULL,
    side            INTEGER       NOT NULL,
    rated           BOOLEAN       NOT NULL,
    status          VARCHAR(12)   NOT NULL,
    decline_reason  VARCHAR(12),
    game_id         VARCHAR(32),
    created_at      BIGINT        NOT NULL,
    expires_at      BIGINT        NOT NULL,
    answered_at     BIGINT
);
CREATE INDEX challenges_challenger ON challenges (challenger_id, status);
CREATE INDEX challenges_challenged ON challenges (challenged_id, status);
CREATE INDEX challenges_expiry ON challenges (status, expires_at);
