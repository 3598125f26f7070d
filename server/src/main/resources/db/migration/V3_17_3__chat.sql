-- The chat lines of each game's two rooms: 'players' and 'spectators'.
CREATE TABLE chat_lines (
    game_id         VARCHAR(16)   NOT NULL REFERENCES games (id),
    room            VARCHAR(16)   NOT NULL,
    seq             BIGINT        NOT NULL,
    author          VARCHAR(40)   NOT NULL,
    author_account  BIGINT,
    author_side     INTEGER       NOT NULL,
    text            VARCHAR(400)  NOT NULL,
    posted_at       BIGINT        NOT NULL,
    PRIMARY KEY (game_id, room, seq)
);
