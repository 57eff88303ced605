-- Uploaded files live on disk (ATTACHMENTS_DIR/<storage_key>), not in the database: a 20 MB bytea parameter
-- blocked the embedded database, and every other request with it. Rows seeded before keep their bytes in `data`;
-- a row has exactly one of the two.
ALTER TABLE attachments ADD COLUMN storage_key text;
ALTER TABLE attachments ALTER COLUMN data DROP NOT NULL;
ALTER TABLE attachments ADD CONSTRAINT attachments_one_storage CHECK ((data IS NULL) <> (storage_key IS NULL));
