import type { Selectable } from 'kysely';
import type { DB } from './schema';

// Names for the hourly certificates' row types (migration 0094, ADR 0091), read from the generated ones.
export type HourlyBundlesTable = DB['hourly_bundles'];
export type HourlyMovementsTable = DB['hourly_movements'];
export type Granularity = Selectable<DB['recs']>['granularity'];
export type BundleState = Selectable<HourlyBundlesTable>['state'];
