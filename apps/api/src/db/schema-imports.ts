import type { Selectable } from 'kysely';
import type { DB } from './schema';

// Names for the imports' row types (migrations 0007, 0051), read from the generated ones.
export type ImportKind = Selectable<DB['import_batches']>['kind'];
export type ImportJobsTable = DB['import_jobs'];
