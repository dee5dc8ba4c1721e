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

// The other resources a resource's screens read: its references' titles and lists (a select's
// options, an items picker's columns), its related lists, the list a create form requires.
// loaders.test.ts holds this table to the definitions, so it loads with the route in one wave.
export const READS: Readonly<Partial<Record<ResourceName, readonly ResourceName[]>>> = {
  clients: ['registrants', 'participants'],
  businesses: ['registrants', 'participants', 'sources', 'technologies', 'recs'],
  participants: ['registrants'],
  technologies: ['sources'],
  ccee_share_mappings: ['businesses'],
  apiintegrations: ['registrants'],
  retirements: ['participants'],
  beneficiaries: ['participants'],
  beneficiary_consumptions: ['beneficiaries'],
  redemptions: ['retirements', 'beneficiaries', 'registrants', 'participants', 'certificates'],
  transfers: ['retirements', 'participants', 'certificates'],
  certificates: ['businesses', 'sources', 'retirements'],
  recs: ['businesses', 'participants', 'registrants'],
  invoices: ['registrants'],
  invoicesredemptions: ['participants'],
  redemptionsautomations: ['participants', 'businesses', 'certificates', 'beneficiaries', 'retirements'],
  redemptionsautomationslogs: ['redemptionsautomations'],
  rdms: ['businesses'],
  generation: ['businesses'],
  participant_registrant: ['participants', 'registrants', 'linkable_registrants'],
  participant_business: ['participants', 'businesses'],
};
