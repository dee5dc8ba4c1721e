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
import type { FieldDef, Operation, ResourceDef } from './types';

// Registered once: menus, routes, labels, forms and calls all read this.
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

export const resource = (name: ResourceName): ResourceDef => RESOURCES[name];

export const listColumns = (name: ResourceName): FieldDef[] => RESOURCES[name].fields.filter((f) => f.column);

// A sheet's cell holds one value: a movement's certificates (a list per row) and a stored file (an
// invoice's receipt, downloaded from the list) stay on screen, out of the export's columns.
export const isExportable = (field: FieldDef): boolean => field.type !== 'items' && field.type !== 'file';

export const operationOf = (name: ResourceName, key: string): Operation | undefined =>
  Object.hasOwn(RESOURCES[name].operations, key) ? RESOURCES[name].operations[key] : undefined;
