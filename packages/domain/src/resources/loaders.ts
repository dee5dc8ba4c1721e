import { REGISTRY, type ScreenUse } from './defs/index';
import type { ResourceName } from './names';
import type { ResourceDef } from './types';

// One chunk per definition: a route fetches only the definitions its screen reads (ADR 0053).
// The loaders are the registrations' own (defs/index.ts); typed here, so an entry whose module
// does not give a definition fails the typecheck.
export const DEF_LOADERS: Readonly<Record<ResourceName, () => Promise<ResourceDef>>> = Object.fromEntries(
  Object.entries(REGISTRY).map(([name, { load }]) => [name, load]),
) as { [N in ResourceName]: (typeof REGISTRY)[N]['load'] };
// What a screen of a resource reads of other resources (a registration's `reads`), so a route
// loads them with its own in one wave. Read from the registry's literals: a misspelt name fails
// the typecheck; loaders.test.ts holds each to what the definition reads.
export type { ScreenUse } from './defs/index';

type Reads = Partial<Record<ScreenUse, readonly ResourceName[]>>;
const readsOf = (entry: (typeof REGISTRY)[ResourceName]): Reads | undefined =>
  'reads' in entry ? entry.reads : undefined;
export const READS: Readonly<Partial<Record<ResourceName, Reads>>> = Object.fromEntries(
  Object.entries(REGISTRY).flatMap(([name, entry]) => {
    const reads = readsOf(entry);
    return reads ? [[name, reads]] : [];
  }),
);
