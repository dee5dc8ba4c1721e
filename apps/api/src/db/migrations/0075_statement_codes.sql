-- Statements anyone can verify (ADR 0075). A completed redemption keeps the hash of its last
-- audit entry, the hash its statement shows; the public verification code is the first 60 bits
-- of it (15 hex digits), looked up through this index. The chain itself stays the truth: the
-- check recomputes the redemption's entries and compares their last hash with this one.
ALTER TABLE redemptions ADD COLUMN statement_hash char(64);

UPDATE redemptions r
SET statement_hash = (
  SELECT e.hash FROM ledger_entries e
  WHERE e.kind = 'redemption' AND e.ref_id = r.id
  ORDER BY e.id DESC LIMIT 1
)
WHERE r.status = 'completed';

CREATE INDEX redemptions_statement_code_idx ON redemptions (left(statement_hash, 15))
  WHERE statement_hash IS NOT NULL;
