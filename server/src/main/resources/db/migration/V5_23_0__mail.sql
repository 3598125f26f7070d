-- An account's e-mail address (optional), whether its owner proved it by following a verification link, the
-- language its mails are written in, and the notices it asked for.
ALTER TABLE accounts ADD COLUMN email VARCHAR(254);
ALTER TABLE accounts ADD COLUMN email_verified BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE accounts ADD COLUMN language VARCHAR(8);
ALTER TABLE accounts ADD COLUMN notify_turn BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE accounts ADD COLUMN notify_rounds BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE accounts ADD COLUMN turn_mailed_at BIGINT;

-- The links mails carry (verification, password reset, unsubscribe): known by their SHA-256 only, so a copy of the
-- database opens none; a verification or reset link is deleted when used.
CREATE TABLE mail_tokens (
    id_hash     VARCHAR(64)   PRIMARY KEY,
    account_id  BIGINT        NOT NULL REFERENCES accounts (id),
    purpose     VARCHAR(16)   NOT NULL,
    email       VARCHAR(254),
    created_at  BIGINT        NOT NULL,
    expires_at  BIGINT        NOT NULL
);
CREATE INDEX mail_tokens_account ON mail_tokens (account_id, purpose);
CREATE INDEX mail_tokens_expiry ON mail_tokens (expires_at);

-- Correspondence games waiting for a player's move since a time, gathered into at most one digest an hour.
CREATE TABLE turn_notices (
    account_id  BIGINT        NOT NULL REFERENCES accounts (id),
    game_id     VARCHAR(16)   NOT NULL REFERENCES games (id),
    since       BIGINT        NOT NULL,
    PRIMARY KEY (account_id, game_id)
);

-- Notices already mailed (a tournament round), so that servers hearing the same change mail it once.
CREATE TABLE sent_notices (
    account_id  BIGINT        NOT NULL REFERENCES accounts (id),
    topic       VARCHAR(80)   NOT NULL,
    sent_at     BIGINT        NOT NULL,
    PRIMARY KEY (account_id, topic)
);
CREATE INDEX sent_notices_at ON sent_notices (sent_at);
