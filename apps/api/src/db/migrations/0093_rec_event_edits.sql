-- Every change of an emission request is in its history (ADR 0082): a pending request's edit
-- (volume, period, receiver) and the registry data the admin records (SISREC, CCEE, external
-- platform) leave a row too, with each changed field and its old and new values in `detail`.
ALTER TABLE rec_events DROP CONSTRAINT rec_events_kind_check;
ALTER TABLE rec_events ADD CONSTRAINT rec_events_kind_check
  CHECK (kind IN ('approved', 'refused', 'blocked', 'reverted', 'sent_to_hub', 'edited', 'registry_recorded'));
