-- The redemption-invoice book searched at 1M rows (ADR 0030, 2nd addendum): a term common among
-- emission invoices but rare among redemption ones ("50000" is in every fifth number's digits)
-- is no use to the trigram index (its trigrams are in almost every number), so the newest-first
-- page walks the book back until it has a page of matches: 61 543 rows for "50000", each read from
-- the table (90–125 ms). This index holds what that walk reads — the id order, the searched folded
-- text and the columns the list joins on — so the walk is an index-only scan (the page then reads
-- its ten rows by key, list.ts). Partial: one book, 81k of the 839k invoices of the 1M ledger.
CREATE INDEX invoices_redemption_search_idx ON invoices (id)
  INCLUDE (participant_id, registrant_id, receipt_file_id, number_folded, description_folded)
  WHERE kind = 'redemption';
