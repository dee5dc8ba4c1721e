import type { Selectable } from 'kysely';
import type { Generated, DB as Tables } from './schema.gen';

// The API's table types: the generated ones (schema.gen.ts, `pnpm db:types`, ADR 0095) with the
// few narrowings the migrations cannot state. A CHECK … IN list is generated as a union already;
// these columns are plain text in the database and narrowed by the code that writes them.
export type SyncStatus = 'not_synced' | 'pending' | 'synced' | 'failed';
export type MovementStatus = 'pending' | 'completed' | 'refused';

type Narrowed<T extends keyof Tables, O> = Omit<Tables[T], keyof O> & O;
type Synced = { sync_status: Generated<SyncStatus> };

export interface DB
  extends Omit<Tables, 'accounts' | 'beneficiaries' | 'transfers' | 'redemptions' | 'schema_migrations'> {
  accounts: Narrowed<'accounts', Synced>;
  beneficiaries: Narrowed<'beneficiaries', Synced>;
  transfers: Narrowed<'transfers', { status: Generated<MovementStatus> }>;
  redemptions: Narrowed<'redemptions', Synced & { status: Generated<MovementStatus> }>;
}

export type Role = Selectable<DB['users']>['role'];
export type ApiIntegrationsTable = DB['api_integrations'];
export type BusinessesTable = DB['businesses'];
export type RegistrantsTable = DB['registrants'];
