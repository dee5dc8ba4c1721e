-- 24/7 matching, issue 39 item 2 (docs/adr/0105-hourly-matching.md). A matching covers only the
-- consumption an earlier retirement for the same beneficiary left open, so it reads, per hour,
-- what was already retired for the beneficiary: retired bundles by beneficiary and hour, a small
-- part of a partition (active bundles, the bulk, are not in this index).
CREATE INDEX hourly_bundles_retired_beneficiary_idx ON hourly_bundles (beneficiary_id, interval_start)
  WHERE state = 'retired';
