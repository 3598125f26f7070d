-- A tournament log line's details as named values (JSON), from which the page writes the line in the
-- reader's language; the English "detail" stays for scripts and for the lines written before.
ALTER TABLE tournament_log ADD COLUMN params VARCHAR(4000);
