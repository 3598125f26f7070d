-- An imported game's record (game, start, moves, result) as a hash, so that importing the same record
-- again answers with the game already stored instead of storing a copy (unique: two imports at once
-- store one game).
ALTER TABLE games ADD COLUMN record_hash VARCHAR(64);
CREATE UNIQUE INDEX games_record_hash ON games (record_hash);
