-- Which keying the stored position index uses (PositionIndexUpgrade.VERSION): version 1 keyed positions by
-- a hash of their FEN text. Opening a database whose index is older re-indexes it from the stored records.
CREATE TABLE db_index_version (
    id       INTEGER  PRIMARY KEY,
    version  INTEGER  NOT NULL
);
INSERT INTO db_index_version (id, version) VALUES (1, 1);
