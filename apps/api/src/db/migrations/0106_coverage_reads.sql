-- Coverage reads, issue 39 items 3–5 (docs/adr/0106-coverage-and-scope2-rules.md).

-- A beneficiary-year's coverage reads the hourly bundles retired for it produced in the year.
-- Only retired bundles name a beneficiary, so the index holds those alone: a beneficiary's year is
-- one range of it per production-month partition, whatever the number of beneficiaries or of
-- active bundles (the bench's coverage read stays flat from 10 to 1,000 beneficiaries).
CREATE INDEX hourly_bundles_beneficiary_idx ON hourly_bundles (beneficiary_id, interval_start)
  WHERE beneficiary_id IS NOT NULL;
