-- Who is in an arena (lichess pairs only the players present): a row per player, tournament and holder.
-- A holder is a server with a live connection from the player on the tournament's channel (its rows are
-- renewed every few seconds, so a dead server's rows lapse), or 'heartbeat' for a client that says so
-- through the API. A row counts until expires_at.
CREATE TABLE tournament_presence (
    tournament_id VARCHAR(16)  NOT NULL,
    account_id    BIGINT       NOT NULL,
    holder        VARCHAR(64)  NOT NULL,
    expires_at    BIGINT       NOT NULL,
    PRIMARY KEY (tournament_id, account_id, holder)
);
CREATE INDEX tournament_presence_expiry ON tournament_presence (expires_at);
