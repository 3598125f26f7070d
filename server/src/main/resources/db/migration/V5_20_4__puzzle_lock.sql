-- Puzzle loads take this row's lock, so that they run one at a time on any instance. They took the game
-- database's lock row (db_lock) before the game database became a module with tables of its own.
CREATE TABLE puzzle_lock (
    id  INTEGER  PRIMARY KEY
);
INSERT INTO puzzle_lock (id) VALUES (1);
