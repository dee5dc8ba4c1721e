-- Packed hourly bundles' arrays stored out of line without compression (issue 38, ADR 0140): pglz
-- compressing each pack's hours, Wh and numbers (~13 KB a request) was ~25 of the ~32 ms of a
-- 40-request insert, about 0.6 s of every 1,000-request batch approval; uncompressed a pack
-- takes ~13.5 KB on disk instead of ~9.5 KB (~55 MB a registry month instead of ~38 MB).
-- Existing packs keep their compressed values; only new values are stored this way.
ALTER TABLE hourly_bundle_packs
  ALTER COLUMN hours SET STORAGE EXTERNAL,
  ALTER COLUMN wh SET STORAGE EXTERNAL,
  ALTER COLUMN rs SET STORAGE EXTERNAL;
