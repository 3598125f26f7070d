-- A player's mute of their opponent's chat, stored so that every server sharing the database keeps it.
CREATE TABLE chat_mutes (
    game_id  VARCHAR(16)  NOT NULL REFERENCES games (id),
    side     INTEGER      NOT NULL,
    PRIMARY KEY (game_id, side)
);

-- Failed logins and registrations in the throttle's window, by account name or client address, shared by
-- every server on the database so that more servers do not mean more guesses.
CREATE TABLE login_events (
    kind  VARCHAR(12)   NOT NULL,
    tally VARCHAR(200)  NOT NULL,
    at    BIGINT        NOT NULL
);
CREATE INDEX login_events_tally ON login_events (kind, tally, at);
CREATE INDEX login_events_at ON login_events (at);
