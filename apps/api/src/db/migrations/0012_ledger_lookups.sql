-- The audit entries that screens look up: the issue entry of an emission (hub record, revert,
-- certificate) and the entries of a redemption (statement). Partial indexes: a transfer's entries
-- add nothing to them, so the hot path pays no extra index writes.
CREATE INDEX ledger_entries_issue_idx ON ledger_entries (rec_id) WHERE kind = 'issue';
CREATE INDEX ledger_entries_redemption_idx ON ledger_entries (ref_id) WHERE kind = 'redemption';
