import { type FailureAction, REGISTRATIONS } from '../resources/defs/index';
import type { Action, ResourceName } from '../resources/names';
import type { CatalogueEntry } from './entry';
import { failureEntry } from './failure-texts';

type Failures = Partial<Record<Action, CatalogueEntry>>;

// A plain catalogue fails in its four calls; a registration lists its own otherwise.
const CATALOGUE: readonly FailureAction[] = ['list', 'create', 'edit', 'delete'];

const failuresOf = (name: ResourceName): Failures => {
  const { noun, failures = CATALOGUE } = REGISTRATIONS[name];
  return Object.fromEntries(failures.map((action) => [action, failureEntry(name, action, noun)]));
};

// Every registered resource's failure texts: its noun in §8's templates (./failure-texts.ts).
export const FAILURE_MESSAGES = Object.fromEntries(
  (Object.keys(REGISTRATIONS) as ResourceName[]).map((name) => [name, failuresOf(name)]),
) as Readonly<Record<ResourceName, Failures>>;
