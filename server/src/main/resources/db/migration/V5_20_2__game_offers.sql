-- The offers that used to live in one server's memory, stored with the game so that every server
-- sharing the database sees them: a pending takeback request (the asking side, or -1), and after the
-- game a rematch offer (the offering side, or -1) and the rematch's game once agreed.
ALTER TABLE games ADD COLUMN takeback_offer INTEGER DEFAULT -1 NOT NULL;
ALTER TABLE games ADD COLUMN rematch_offer INTEGER DEFAULT -1 NOT NULL;
ALTER TABLE games ADD COLUMN rematch_game VARCHAR(16);
