-- The arbiter's tools of a Swiss: rounds that wait, once paired, for the organiser to start them;
-- half-point byes players request in advance; late entries until a chosen round, each missed round
-- worth the points the organiser chose (in half points). A round paired and not started, and the
-- reason a round could not be paired, are part of the running tournament.
ALTER TABLE tournaments ADD COLUMN manual_start BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE tournaments ADD COLUMN max_half_point_byes INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE tournaments ADD COLUMN late_entry_until INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE tournaments ADD COLUMN late_entry_half_points INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE tournaments ADD COLUMN round_waiting BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE tournaments ADD COLUMN pairing_problem VARCHAR(400);
-- Tournaments before took late entries until their last round was paired.
UPDATE tournaments SET late_entry_until = rounds;
