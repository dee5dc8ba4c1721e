-- Staged preview rows as compact chunks (docs/adr/0040-staging-chunks.md): a generation preview
-- stores its checked rows as a few JSON texts, one per chunk of rows, instead of one import_rows
-- row each (whose index maintenance cost more than the parse on the embedded database). The
-- commit job expands them into import_rows inside its transaction, so import_rows keeps every
-- committed batch's rows (history, anchor) exactly as before.
CREATE TABLE import_chunks (
  import_id bigint NOT NULL REFERENCES import_batches(id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  -- A JSON array of rows as store.ts rowJson writes them (short keys), in line order.
  rows text NOT NULL,
  PRIMARY KEY (import_id, seq)
);
-- Already compact JSON written once and read once: skip the TOAST compression pass.
ALTER TABLE import_chunks ALTER COLUMN rows SET STORAGE EXTERNAL;
