-- Staged chunks compressed with lz4 where the server has it (ADR 0040, addendum 5). 0050 stored
-- them uncompressed to skip pglz, which cost more than it saved; lz4 is several times faster: ten
-- chunks of a 50k-row preview (4 MB of JSON) insert in 43–64 ms against 70–109 ms uncompressed,
-- and take a third of the space and of the WAL. A server built without lz4 (the embedded PGlite)
-- answers feature_not_supported and keeps 0050's storage.
DO $$ BEGIN
  ALTER TABLE import_chunks ALTER COLUMN rows SET COMPRESSION lz4;
  ALTER TABLE import_chunks ALTER COLUMN rows SET STORAGE EXTENDED;
EXCEPTION WHEN feature_not_supported THEN NULL;
END $$;
