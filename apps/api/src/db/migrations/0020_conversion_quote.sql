-- Which exchange quote converted a redemption invoice, and whether its inverse was used
-- (issue 10 §5, ADR 0015): a BRL invoice converts to USD with a USD→BRL quote, divided exactly.
ALTER TABLE invoices
  ADD COLUMN exchange_id integer REFERENCES exchanges(id) ON DELETE SET NULL,
  ADD COLUMN exchange_inverted boolean;
