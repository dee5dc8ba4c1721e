-- The emission lists compute each row's moved volume from transfer_items and redemption_items by
-- rec_id (recs/select.ts), and the ledger reads an emission's movements the same way; their primary
-- keys lead with the movement id, so without these each listed row scanned both tables (24 ms a
-- row at 1M emissions; ADR 0030).
CREATE INDEX transfer_items_rec_idx ON transfer_items (rec_id);
CREATE INDEX redemption_items_rec_idx ON redemption_items (rec_id);
