import { REGISTRY } from './defs/index';
import type { ResourceName } from './names';
import type { ResourceDef } from './types';

// One chunk per definition: a route fetches only the definitions its screen reads (ADR 0053).
// The loaders are the registrations' own (defs/index.ts); typed here, so an entry whose module
// does not give a definition fails the typecheck.
export const DEF_LOADERS: Readonly<Record<ResourceName, () => Promise<ResourceDef>>> = Object.fromEntries(
  Object.entries(REGISTRY).map(([name, { load }]) => [name, load]),
) as { [N in ResourceName]: (typeof REGISTRY)[N]['load'] };
// What a screen of a resource reads of other resources, by the screen's use: a list what its
// filters' and tools' selects read (a lookup's list; a reference without an option source,
// option-sources.ts), a form its fields' references, lookups and items pickers and the list it
// requires, a detail page its related lists. loaders.test.ts holds this table to the
// definitions, so a route loads them with its own in one wave.
export type ScreenUse = 'list' | 'form' | 'show';
export const READS: Readonly<Partial<Record<ResourceName, Partial<Record<ScreenUse, readonly ResourceName[]>>>>> = {
  clients: { form: ['registrants', 'participants'] },
  businesses: { form: ['registrants', 'participants', 'sources', 'technologies'], show: ['recs'] },
  participants: { form: ['registrants'] },
  technologies: { form: ['sources'] },
  ccee_share_mappings: { form: ['businesses'] },
  apiintegrations: { form: ['registrants'] },
  retirements: { form: ['participants'] },
  beneficiaries: { form: ['participants', 'countries'] },
  beneficiary_consumptions: { form: ['beneficiaries'] },
  redemptions: { form: ['retirements', 'beneficiaries', 'registrants', 'participants', 'certificates'] },
  transfers: { form: ['retirements', 'participants', 'certificates'] },
  certificates: { list: ['retirements'] },
  recs: { form: ['businesses', 'participants'] },
  redemptionsautomations: { form: ['participants', 'businesses', 'certificates', 'beneficiaries', 'retirements'] },
  generation: { form: ['businesses'] },
  participant_registrant: { form: ['participants', 'registrants', 'linkable_registrants'] },
  participant_business: { form: ['participants', 'businesses'] },
};
