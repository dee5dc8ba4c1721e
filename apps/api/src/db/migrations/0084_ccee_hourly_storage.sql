-- The hourly series (ccee_hourly.micro_mwh, ~6 KB a share) are stored out of line WITHOUT
-- compression: pglz compressing a month's 24 MB took ~3 s of a ~7 s preview (issue 16's
-- benchmark), and int64 figures compress poorly anyway.
ALTER TABLE ccee_hourly ALTER COLUMN micro_mwh SET STORAGE EXTERNAL;
