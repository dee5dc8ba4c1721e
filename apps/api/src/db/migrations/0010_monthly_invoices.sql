-- Monthly redemption invoices (ADR 0008, revised): a participant with monthly_invoice gets one
-- invoice per calendar month (Brazilian calendar) that collects every redemption of the month;
-- the others keep one invoice per redemption. Each redemption points to the invoice that bills it.
ALTER TABLE invoices ADD COLUMN period char(7) CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');
ALTER TABLE invoices ADD CONSTRAINT invoices_period_kind CHECK (period IS NULL OR kind = 'redemption');
-- At most one open monthly invoice per participant and month: the one redemptions add to.
CREATE UNIQUE INDEX invoices_monthly_open_idx ON invoices (participant_id, period)
  WHERE period IS NOT NULL AND status = 'open';
ALTER TABLE redemptions ADD COLUMN invoice_id bigint REFERENCES invoices(id);
UPDATE redemptions r SET invoice_id = i.id FROM invoices i
  WHERE i.kind = 'redemption' AND i.redemption_id = r.id AND i.cloned_from IS NULL;
