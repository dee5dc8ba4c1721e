import type { ResourceName } from './names';
import type { ResourceDef } from './types';

// One chunk per definition: a route fetches only the definitions its screen reads (ADR 0053).
export const DEF_LOADERS: Readonly<Record<ResourceName, () => Promise<ResourceDef>>> = {
  admins: () => import('./defs/admins').then((m) => m.admins),
  clients: () => import('./defs/clients').then((m) => m.clients),
  registrants: () => import('./defs/registrants').then((m) => m.registrants),
  businesses: () => import('./defs/businesses').then((m) => m.businesses),
  participants: () => import('./defs/participants').then((m) => m.participants),
  sources: () => import('./defs/sources').then((m) => m.sources),
  technologies: () => import('./defs/technologies').then((m) => m.technologies),
  countries: () => import('./defs/countries').then((m) => m.countries),
  ceg: () => import('./defs/ceg').then((m) => m.ceg),
  ccee_share_mappings: () => import('./defs/ccee-share-mappings').then((m) => m.ccee_share_mappings),
  tutorials: () => import('./defs/tutorials').then((m) => m.tutorials),
  configs: () => import('./defs/configs').then((m) => m.configs),
  apiintegrations: () => import('./defs/apiintegrations').then((m) => m.apiintegrations),
  retirements: () => import('./defs/retirements').then((m) => m.retirements),
  beneficiaries: () => import('./defs/beneficiaries').then((m) => m.beneficiaries),
  beneficiary_consumptions: () => import('./defs/beneficiary-consumptions').then((m) => m.beneficiary_consumptions),
  redemptions: () => import('./defs/redemptions').then((m) => m.redemptions),
  transfers: () => import('./defs/transfers').then((m) => m.transfers),
  certificates: () => import('./defs/certificates').then((m) => m.certificates),
  recs: () => import('./defs/recs').then((m) => m.recs),
  invoices: () => import('./defs/invoices').then((m) => m.invoices),
  invoicesredemptions: () => import('./defs/invoicesredemptions').then((m) => m.invoicesredemptions),
  redemptionsautomations: () => import('./defs/redemptionsautomations').then((m) => m.redemptionsautomations),
  redemptionsautomationslogs: () =>
    import('./defs/redemptionsautomationslogs').then((m) => m.redemptionsautomationslogs),
  exchanges: () => import('./defs/exchanges').then((m) => m.exchanges),
  rdms: () => import('./defs/rdms').then((m) => m.rdms),
  generation: () => import('./defs/generation').then((m) => m.generation),
  imports: () => import('./defs/imports').then((m) => m.imports),
  participant_registrant: () => import('./defs/participant-links').then((m) => m.participant_registrant),
  participant_business: () => import('./defs/participant-links').then((m) => m.participant_business),
  linkable_registrants: () => import('./defs/linkable-registrants').then((m) => m.linkable_registrants),
};

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
