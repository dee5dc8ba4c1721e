import type { Schemas } from '@rec/sdk';
import type { ColumnType, Selectable } from 'kysely';
import type { Generated, DB as Tables } from './schema.gen';

// The API's table types: the generated ones (schema.gen.ts, `pnpm db:types`, ADR 0095) with the
// few narrowings the migrations cannot state. A CHECK … IN list is generated as a union already;
// these columns are plain text in the database and narrowed by the code that writes them.
export type SyncStatus = 'not_synced' | 'pending' | 'synced' | 'failed';
export type MovementStatus = 'pending' | 'completed' | 'refused';
/** An hourly bundle's scheme: copied from its request at issuance (ADR 0091). */
export type Scheme = 'irec' | 'rec_brazil';

/** A redemption automation's hourly selection (ADR 0101): the contract's object, written as JSON text. */
export type HourlySelectionColumn = ColumnType<Schemas['HourlySelection'] | null, string | null, string | null>;

/** A redemption automation's hourly matching mode (ADR 0111): the contract's object, as JSON text. */
export type HourlyMatchingColumn = ColumnType<Schemas['AutomationHourlyMatching'] | null, string | null, string | null>;

type Narrowed<T extends keyof Tables, O> = Omit<Tables[T], keyof O> & O;
/** A view's columns: selected, never inserted nor updated (a write to it is a type error). */
type ReadOnly<T> = { [K in keyof Selectable<T>]: ColumnType<Selectable<T>[K], never, never> };
type Synced = { sync_status: Generated<SyncStatus> };

export interface DB
  extends Omit<
    Tables,
    | 'accounts'
    | 'beneficiaries'
    | 'transfers'
    | 'redemptions'
    | 'hourly_bundle_rows'
    | 'redemption_automations'
    | 'schema_migrations'
  > {
  accounts: Narrowed<'accounts', Synced>;
  beneficiaries: Narrowed<'beneficiaries', Synced>;
  transfers: Narrowed<'transfers', { status: Generated<MovementStatus> }>;
  redemptions: Narrowed<'redemptions', Synced & { status: Generated<MovementStatus> }>;
  hourly_bundle_rows: Narrowed<'hourly_bundle_rows', { scheme: Scheme }>;
  /** Every bundle, rows and packs unnested (a view, migration 0128, ADR 0138): read, never written. */
  hourly_bundles: ReadOnly<Narrowed<'hourly_bundle_rows', { scheme: Scheme }>>;
  redemption_automations: Narrowed<
    'redemption_automations',
    { hourly_selection: HourlySelectionColumn; hourly_matching: HourlyMatchingColumn }
  >;
}

export type Role = Selectable<DB['users']>['role'];
export type ApiIntegrationsTable = DB['api_integrations'];
export type BusinessesTable = DB['businesses'];
export type RegistrantsTable = DB['registrants'];
