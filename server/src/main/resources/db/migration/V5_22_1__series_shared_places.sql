-- How players tied on a place in a series tournament score: "higher" (both the better place's points,
-- as before) or "shared" (the points of the places they share divided equally).
ALTER TABLE series ADD COLUMN shared_places VARCHAR(16) DEFAULT 'higher' NOT NULL;
