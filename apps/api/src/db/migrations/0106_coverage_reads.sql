-- Coverage reads, issue 39 items 3–5 (docs/adr/0106-coverage-and-scope2-rules.md).

-- A beneficiary-year's coverage reads the hourly bundles retired for it produced in the year
-- (beneficiary_id = $1 AND state = 'retired'): migration 0105's partial index already serves that
-- read, so none is added for it here. What had no index is the other read of retired bundles, a
-- statement's by its redemption (hourly/statement.ts, the coverage's statements, the public
-- verification's pages): without one, every production-month partition was scanned whole.
CREATE INDEX hourly_bundles_redemption_idx ON hourly_bundles (redemption_id)
  WHERE redemption_id IS NOT NULL;
