// Leaf module: every other concern names resources, so this file imports nothing.

export const RESOURCE_NAMES = [
  'admins',
  'clients',
  'registrants',
  'businesses',
  'participants',
  'sources',
  'technologies',
  'countries',
  'ceg',
  'ccee_share_mappings',
  'tutorials',
  'configs',
  'apiintegrations',
  'retirements',
  'beneficiaries',
  'beneficiary_consumptions',
  'redemptions',
  'transfers',
  'certificates',
  'recs',
  'invoices',
  'invoicesredemptions',
  'redemptionsautomations',
  'redemptionsautomationslogs',
  'exchanges',
  'rdms',
  'generation',
  'imports',
  'participant_registrant',
  'participant_business',
  // Registrants by name and CNPJ, for the participant's connection form (ADR 0056).
  'linkable_registrants',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];
// A route's or a related list's resource that is a registry entry (not a report nor the dashboard).
export const isResourceName = (name: string | null | undefined): name is ResourceName =>
  (RESOURCE_NAMES as readonly (string | null | undefined)[]).includes(name);

export const REPORT_NAMES = [
  'financial',
  'nf',
  'emission',
  'enterprise',
  'registrant',
  'consolidation',
  'redemption',
  'right_irec',
  'ccee_emission_report',
  'registrant_contact',
  'emission_revision',
  'user',
  'business',
  'normal_emission_adjustment',
  'self_consumption_emission_adjustment',
  'certificatehistory',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

// Screens that are not an entity still need a policy key.
export type ScreenResource = 'dashboard' | `report_${ReportName}`;
export type PolicyResource = ResourceName | ScreenResource;

export const ACTIONS = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  'approve',
  'refuse',
  'block',
  'revert',
  'send',
  'pdf',
  'clone',
  'pay',
  'sync',
  'start',
  'import',
  'export',
  // Opens a file the record has (an approved emission's PDF).
  'download',
] as const;
export type Action = (typeof ACTIONS)[number];
