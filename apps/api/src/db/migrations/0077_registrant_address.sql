-- The registrant's address: postal code (CEP, 8 digits), street and number, district, city and
-- state code. All optional: existing registrants keep none until someone fills them in.
ALTER TABLE registrants
  ADD COLUMN cep char(8) CHECK (cep ~ '^[0-9]{8}$'),
  ADD COLUMN address text,
  ADD COLUMN district text,
  ADD COLUMN city text,
  ADD COLUMN uf char(2) CHECK (uf ~ '^[A-Z]{2}$');
