import type { Selectable } from 'kysely';
import type { DB } from './schema';

// Names for the redemption automation's row types (migration 0008), read from the generated ones.
export type AutomationStatus = Selectable<DB['automation_logs']>['status'];
