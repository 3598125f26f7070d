-- Byoyomi time controls: the length of a period and how many there are (0 for other time controls).
-- Numbered 2.16 so that it never collides with another V2 migration written at the same time.
ALTER TABLE games ADD COLUMN tc_period_ms BIGINT DEFAULT 0 NOT NULL;
ALTER TABLE games ADD COLUMN tc_periods INTEGER DEFAULT 0 NOT NULL;
