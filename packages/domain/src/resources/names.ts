import { REGISTRY } from './defs/index';

// Resources are named by their registration (defs/index.ts, ADR 0093); that module imports
// nothing, so this one stays at the bottom of every other concern.
export type ResourceName = keyof typeof REGISTRY;
export const RESOURCE_NAMES = Object.keys(REGISTRY) as readonly ResourceName[];
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
// notifications: a user's own (issue 42); outbox: the registry's outgoing mail, admins only.
// `account`: one's own sign-in security (second factor, sessions; ADR 0121/0122), every signed-in role.
export type ScreenResource = 'dashboard' | 'notifications' | 'outbox' | 'account' | `report_${ReportName}`;
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
  // A signing secret renewed (a machine client's, a webhook's: the new one answered once), and a
  // machine client ended (ADRs 0116, 0117).
  'rotate',
  'revoke',
  // An offer's or a standing agreement's answers (ADRs 0119, 0126): the receiver accepts or
  // rejects, the sender withdraws; either side ends an agreement.
  'accept',
  'reject',
  'withdraw',
  'end',
] as const;
export type Action = (typeof ACTIONS)[number];
