-- A share's month of hours (ccee_hourly.micro_mwh, at most 744 × 8 = 5,952 bytes) is kept IN the
-- row (STORAGE PLAIN: no compression, no TOAST): out of line (0084) each value was cut into three
-- TOAST chunks plus their index entries; in line it is one heap write (~20% less time staging a
-- month's series, issue 16's benchmark). A row stays under the 8 KB page: the share code is at most
-- 40 characters (ccee_share_mappings) and a month at most 744 hours.
ALTER TABLE ccee_hourly ALTER COLUMN micro_mwh SET STORAGE PLAIN;
