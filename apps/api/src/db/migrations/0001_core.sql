-- Part 1: people, organisations, plants, catalogues, auth. Column names are the API's field names
-- (quoted where camelCase), so that rows map to the contract without a renaming layer.
-- Volumes are NUMERIC(18,6) (MWh, exact); money NUMERIC(15,2).

CREATE TABLE app_secrets (name text PRIMARY KEY, value text NOT NULL);

CREATE TABLE registrants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  social_reason text NOT NULL,
  cnpj char(14) NOT NULL UNIQUE,
  phone text,
  active boolean NOT NULL DEFAULT true,
  email text NOT NULL,
  "dueDate" smallint NOT NULL CHECK ("dueDate" BETWEEN 1 AND 27),
  price_emission_irec numeric(15,2) NOT NULL DEFAULT 0,
  price_emission_rec_brazil numeric(15,2) NOT NULL DEFAULT 0,
  price_new_plant_irec numeric(15,2) NOT NULL DEFAULT 0,
  price_new_plant_rec_brazil numeric(15,2) NOT NULL DEFAULT 0,
  volume_mwh_month numeric(18,6) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registrants_social_reason_idx ON registrants (lower(social_reason) text_pattern_ops);

CREATE TABLE participants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  "isRegistrant" boolean NOT NULL DEFAULT false,
  registrant_id bigint REFERENCES registrants(id) ON DELETE SET NULL,
  irec_code text,
  email text NOT NULL,
  responsible_first_name text,
  responsible_last_name text,
  retirement_price_irec numeric(15,2) NOT NULL DEFAULT 0,
  external_user text,
  external_password_enc text,
  monthly_invoice boolean NOT NULL DEFAULT true,
  invoice_emission_date smallint CHECK (invoice_emission_date BETWEEN 1 AND 27),
  approved text NOT NULL DEFAULT 'PENDENTE' CHECK (approved IN ('PENDENTE', 'APROVADO', 'RECUSADO')),
  refusal_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  "lastName" text,
  email text NOT NULL,
  password_hash text NOT NULL,
  profile text,
  role text NOT NULL CHECK (role IN ('admin', 'client', 'client_admin', 'client_financial', 'client_admin_participant', 'service')),
  active boolean NOT NULL DEFAULT true,
  registrant_id bigint REFERENCES registrants(id) ON DELETE CASCADE,
  participant_id bigint REFERENCES participants(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sources (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE technologies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  source_id bigint NOT NULL REFERENCES sources(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE countries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country text NOT NULL,
  "countryCode" char(2) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ceg_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  type_of_generation char(3) NOT NULL,
  source char(2) NOT NULL,
  uf char(2) NOT NULL,
  core char(6) NOT NULL,
  dv char(1) NOT NULL,
  version char(2) NOT NULL,
  enterprise_name text NOT NULL,
  power numeric(18,6),
  operation_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stored_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL,
  storage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE businesses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  "codeCEG" text NOT NULL UNIQUE,
  registrant_id bigint NOT NULL REFERENCES registrants(id),
  participant_id bigint REFERENCES participants(id) ON DELETE SET NULL,
  source_id bigint NOT NULL REFERENCES sources(id),
  technology_id bigint NOT NULL REFERENCES technologies(id),
  capacity_mw numeric(18,6) NOT NULL CHECK (capacity_mw > 0),
  measurement_data_source text NOT NULL DEFAULT 'ccee',
  mwh_debit_credit text NOT NULL DEFAULT 'credit',
  aneel_data text,
  irec_code text,
  irec_registration_date date,
  irec_due_date date,
  rec_generation_start date,
  commercial_operation_start date,
  commercial_operation_date date,
  default_irec_registrant boolean NOT NULL DEFAULT true,
  rec_brazil boolean NOT NULL DEFAULT false,
  carbon_credit boolean NOT NULL DEFAULT false,
  prepaid boolean NOT NULL DEFAULT false,
  payer text NOT NULL DEFAULT 'registrant',
  automatic_emission boolean NOT NULL DEFAULT false,
  automatic_invoice_emission boolean NOT NULL DEFAULT true,
  invoice_description text,
  uf char(2),
  city text,
  approved text NOT NULL DEFAULT 'PENDENTE' CHECK (approved IN ('PENDENTE', 'APROVADO', 'RECUSADO')),
  refusal_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX businesses_registrant_idx ON businesses (registrant_id, id);
CREATE INDEX businesses_name_idx ON businesses (lower(name) text_pattern_ops);

CREATE TABLE business_files (
  business_id bigint NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  file_id bigint NOT NULL REFERENCES stored_files(id) ON DELETE CASCADE,
  PRIMARY KEY (business_id, file_id)
);

-- One plant's metered generation in one month (the month import); unique per plant and month.
CREATE TABLE generation (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES businesses(id),
  month smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  average_mw numeric(18,6),
  hours_in_month smallint,
  accounted_mwh numeric(18,6),
  total numeric(18,6) NOT NULL CHECK (total >= 0),
  origin text NOT NULL,
  import_id bigint,
  import_date timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, year, month)
);

CREATE TABLE tutorials (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  description text,
  file_id bigint REFERENCES stored_files(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE configs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "invoiceBlockDay" integer NOT NULL CHECK ("invoiceBlockDay" BETWEEN 1 AND 365),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO configs ("invoiceBlockDay") VALUES (15);

CREATE TABLE api_integrations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('ccee', 'evident')),
  base_url text NOT NULL,
  username text,
  password_enc text,
  client_id text,
  client_secret_enc text,
  registrant_id bigint REFERENCES registrants(id) ON DELETE CASCADE,
  active boolean NOT NULL DEFAULT true,
  certificate_file_id bigint REFERENCES stored_files(id) ON DELETE SET NULL,
  last_sync_at timestamptz,
  sync_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE participant_registrants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  participant_id bigint NOT NULL REFERENCES participants(id) ON DELETE CASCADE,
  registrant_id bigint NOT NULL REFERENCES registrants(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDENTE' CHECK (status IN ('PENDENTE', 'APROVADO', 'RECUSADO')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (participant_id, registrant_id)
);

CREATE TABLE participant_businesses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  participant_id bigint NOT NULL REFERENCES participants(id) ON DELETE CASCADE,
  business_id bigint NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDENTE' CHECK (status IN ('PENDENTE', 'APROVADO', 'RECUSADO')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (participant_id, business_id)
);

-- Refresh tokens rotate: each use marks the row used and issues a sibling in the same family;
-- presenting a used token again revokes the whole family (token theft).
CREATE TABLE refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE password_resets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);
