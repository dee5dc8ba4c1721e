export const ROLES = [
  'admin',
  'client',
  'client_admin',
  'client_financial',
  'client_admin_participant',
  'service',
] as const;
export type Role = (typeof ROLES)[number];

// Session storage holds the user type as a plain string; anything else is treated as a visitor.
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

// The three screen trees of §2/§6. The registrant and participant trees share the /users prefix.
export type Tree = 'backoffice' | 'registrant' | 'participant';

const TREE_OF: Readonly<Record<Role, Tree | null>> = {
  admin: 'backoffice',
  client: 'registrant',
  client_admin: 'registrant',
  client_financial: 'registrant',
  client_admin_participant: 'participant',
  service: null,
};

export const treeOf = (role: string | null | undefined): Tree | null => (isRole(role) ? TREE_OF[role] : null);

// §6: service credentials exist for machine access and never open a session.
export const canSignIn = (role: string | null | undefined): boolean => treeOf(role) !== null;

// The roles the registry's setting `adminTwoFactorRequired` obliges to sign in with a second factor
// (ADR 0121): the registry's admins, who approve every certificate. Everyone else may opt in.
const TWO_FACTOR_REQUIRABLE: readonly Role[] = ['admin'];
export const twoFactorRequirable = (role: string | null | undefined): boolean =>
  isRole(role) && TWO_FACTOR_REQUIRABLE.includes(role);
