import { admins } from './defs/admins';
import { apiintegrations } from './defs/apiintegrations';
import { beneficiaries } from './defs/beneficiaries';
import { beneficiary_consumptions } from './defs/beneficiary-consumptions';
import { businesses } from './defs/businesses';
import { ccee_share_mappings } from './defs/ccee-share-mappings';
import { ceg } from './defs/ceg';
import { certificates } from './defs/certificates';
import { clients } from './defs/clients';
import { configs } from './defs/configs';
import { countries } from './defs/countries';
import { exchanges } from './defs/exchanges';
import { generation } from './defs/generation';
import { imports } from './defs/imports';
import { invoices } from './defs/invoices';
import { invoicesredemptions } from './defs/invoicesredemptions';
import { linkable_registrants } from './defs/linkable-registrants';
import { participant_business, participant_registrant } from './defs/participant-links';
import { participants } from './defs/participants';
import { rdms } from './defs/rdms';
import { recs } from './defs/recs';
import { redemptions } from './defs/redemptions';
import { redemptionsautomations } from './defs/redemptionsautomations';
import { redemptionsautomationslogs } from './defs/redemptionsautomationslogs';
import { registrants } from './defs/registrants';
import { retirements } from './defs/retirements';
import { sources } from './defs/sources';
import { technologies } from './defs/technologies';
import { transfers } from './defs/transfers';
import { tutorials } from './defs/tutorials';
import type { ResourceName } from './names';
import { registerResources } from './registry';
import type { ResourceDef } from './types';

// Every definition at once, for the server, its tests and tools that read any resource at any
// time. The browser never imports this table (apps/web/src/conventions.test.ts): its routes
// load their own definitions (loadScreenResources, ADR 0053).
export const RESOURCES: Readonly<Record<ResourceName, ResourceDef>> = {
  admins,
  clients,
  registrants,
  businesses,
  participants,
  sources,
  technologies,
  countries,
  ceg,
  ccee_share_mappings,
  tutorials,
  configs,
  apiintegrations,
  retirements,
  beneficiaries,
  beneficiary_consumptions,
  redemptions,
  transfers,
  certificates,
  recs,
  invoices,
  invoicesredemptions,
  redemptionsautomations,
  redemptionsautomationslogs,
  exchanges,
  rdms,
  generation,
  imports,
  participant_registrant,
  participant_business,
  linkable_registrants,
};

// Makes every definition readable through `resource(name)` (and what reads it: record actions,
// form schemas, resourceApi) without a route loading it first.
export const loadAllResources = (): Readonly<Record<ResourceName, ResourceDef>> => {
  registerResources(Object.values(RESOURCES));
  return RESOURCES;
};
