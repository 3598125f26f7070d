-- What used to live in one server's memory, stored with the game so that every server sharing the
-- database sees it: a pending takeback request (the asking side, or -1), after the game a rematch offer
-- (the offering side, or -1) and the rematch's game once agreed, and the address of the client that
-- created the game (the cap on one client's open games counts them).
ALTER TABLE games ADD COLUMN takeback_offer INTEGER DEFAULT -1 NOT NULL;
ALTER TABLE games ADD COLUMN rematch_offer INTEGER DEFAULT -1 NOT NULL;
ALTER TABLE games ADD COLUMN rematch_game VARCHAR(16);
ALTER TABLE games ADD COLUMN creator_address VARCHAR(64);
CREATE INDEX games_open_by_creator ON games (creator_address, status);
