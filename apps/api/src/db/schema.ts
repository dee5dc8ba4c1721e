import type { ColumnType, Generated } from 'kysely';
import type { AutomationTables } from './schema-automation';
import type { ImportsTables } from './schema-imports';
import type { InvoicesTables } from './schema-invoices';
import type { LedgerTables } from './schema-ledger';
import type { ReportTables } from './schema-reports';

// Table types for Kysely, mirroring migrations/*.sql. Column names are the API's field names.
type Id = Generated<number>;
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** NUMERIC arrives and leaves as exact decimal text. */
type Decimal = ColumnType<string, string | undefined, string>;
type DateText = string;
type Approval = 'PENDENTE' | 'APROVADO' | 'RECUSADO';

interface Timestamps {
  created_at: Stamp;
  updated_at: Stamp;
}

export interface RegistrantsTable extends Timestamps {
  id: Id;
  social_reason: string;
  cnpj: string;
  phone: string | null;
  /** Postal code, 8 digits. */
  cep: string | null;
  /** Street and number. */
  address: string | null;
  district: string | null;
  city: string | null;
  /** State code (RS, SP…). */
  uf: string | null;
  active: Generated<boolean>;
  email: string;
  dueDate: number;
  price_emission_irec: Decimal;
  price_emission_rec_brazil: Decimal;
  price_new_plant_irec: Decimal;
  price_new_plant_rec_brazil: Decimal;
  volume_mwh_month: Decimal;
}

export interface ParticipantsTable extends Timestamps {
  id: Id;
  name: string;
  isRegistrant: Generated<boolean>;
  registrant_id: number | null;
  irec_code: string | null;
  email: string;
  responsible_first_name: string | null;
  responsible_last_name: string | null;
  retirement_price_irec: Decimal;
  external_user: string | null;
  external_password_enc: string | null;
  monthly_invoice: Generated<boolean>;
  invoice_emission_date: number | null;
  approved: Generated<Approval>;
  refusal_reason: string | null;
}

export type Role = 'admin' | 'client' | 'client_admin' | 'client_financial' | 'client_admin_participant' | 'service';

export interface UsersTable extends Timestamps {
  id: Id;
  name: string;
  lastName: string | null;
  email: string;
  password_hash: string;
  profile: string | null;
  role: Role;
  active: Generated<boolean>;
  registrant_id: number | null;
  participant_id: number | null;
  /** Bumped by a trigger when role, organisation, active or password change (migration 0091). */
  session_version: Generated<number>;
}

export interface SourcesTable extends Timestamps {
  id: Id;
  name: string;
  code: string;
  active: Generated<boolean>;
}

export interface TechnologiesTable extends Timestamps {
  id: Id;
  name: string;
  code: string;
  source_id: number;
}

export interface CountriesTable extends Timestamps {
  id: Id;
  country: string;
  countryCode: string;
}

export interface CegCodesTable extends Timestamps {
  id: Id;
  code: string;
  type_of_generation: string;
  source: string;
  uf: string;
  core: string;
  dv: string;
  version: string;
  enterprise_name: string;
  power: string | null;
  operation_date: DateText | null;
}

export interface StoredFilesTable {
  id: Id;
  name: string;
  content_type: string;
  size: number;
  storage_key: string;
  created_at: Stamp;
}

export interface BusinessesTable extends Timestamps {
  id: Id;
  name: string;
  codeCEG: string;
  registrant_id: number;
  participant_id: number | null;
  source_id: number;
  technology_id: number;
  capacity_mw: string;
  measurement_data_source: Generated<string>;
  mwh_debit_credit: Generated<string>;
  aneel_data: string | null;
  irec_code: string | null;
  irec_registration_date: DateText | null;
  irec_due_date: DateText | null;
  rec_generation_start: DateText | null;
  commercial_operation_start: DateText | null;
  commercial_operation_date: DateText | null;
  default_irec_registrant: Generated<boolean>;
  rec_brazil: Generated<boolean>;
  carbon_credit: Generated<boolean>;
  prepaid: Generated<boolean>;
  payer: Generated<string>;
  automatic_emission: Generated<boolean>;
  automatic_invoice_emission: Generated<boolean>;
  invoice_description: string | null;
  uf: string | null;
  city: string | null;
  approved: Generated<Approval>;
  refusal_reason: string | null;
}

export interface BusinessFilesTable {
  business_id: number;
  file_id: number;
}

export interface GenerationTable extends Timestamps {
  id: Id;
  business_id: number;
  month: number;
  year: number;
  average_mw: string | null;
  hours_in_month: number | null;
  accounted_mwh: string | null;
  total: string;
  origin: string;
  import_id: number | null;
  import_date: Stamp;
}

export interface TutorialsTable extends Timestamps {
  id: Id;
  title: string;
  description: string | null;
  file_id: number | null;
}

export interface ConfigsTable extends Timestamps {
  id: Id;
  invoiceBlockDay: number;
}

export interface ApiIntegrationsTable extends Timestamps {
  id: Id;
  name: string;
  provider: 'ccee' | 'evident';
  base_url: string;
  username: string | null;
  password_enc: string | null;
  client_id: string | null;
  client_secret_enc: string | null;
  registrant_id: number | null;
  active: Generated<boolean>;
  certificate_file_id: number | null;
  last_sync_at: Date | null;
  sync_message: string | null;
}

export interface LinkTable extends Timestamps {
  id: Id;
  participant_id: number;
  status: Generated<Approval>;
}

export interface RefreshTokensTable {
  id: Id;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  created_at: Stamp;
}

/** One sign-in: its refresh tokens are the family `id`; its access tokens carry `sid` (ADR 0077). */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Stamp;
  revoked_at: Date | null;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  /** Set when a newer token, a use or a password change made it void (migration 0092). */
  revoked_at: Generated<Date | null>;
  created_at: Stamp;
}

export interface OutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  body: string;
  created_at: Stamp;
  sent_at: Date | null;
  error: string | null;
}

export interface DB extends LedgerTables, InvoicesTables, ImportsTables, AutomationTables, ReportTables {
  app_secrets: { name: string; value: string };
  registrants: RegistrantsTable;
  participants: ParticipantsTable;
  users: UsersTable;
  sources: SourcesTable;
  technologies: TechnologiesTable;
  countries: CountriesTable;
  ceg_codes: CegCodesTable;
  stored_files: StoredFilesTable;
  businesses: BusinessesTable;
  business_files: BusinessFilesTable;
  generation: GenerationTable;
  tutorials: TutorialsTable;
  configs: ConfigsTable;
  api_integrations: ApiIntegrationsTable;
  participant_registrants: LinkTable & { registrant_id: number };
  participant_businesses: LinkTable & { business_id: number };
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
}
