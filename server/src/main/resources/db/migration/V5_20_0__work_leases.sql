-- Work that one server of several sharing the database must do (the timekeeper that takes over the games
-- of a server that died): held by one server at a time until its lease expires.
CREATE TABLE work_leases (
    name        VARCHAR(100)  PRIMARY KEY,
    holder      VARCHAR(64)   NOT NULL,
    expires_at  BIGINT        NOT NULL
);
