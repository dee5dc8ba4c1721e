import { GRANTABLE_SCOPES } from './grantable.gen';
import { OPERATION_SCOPES } from './operations.gen';
import type { ClientOrganization } from './types';

// Machine clients' scopes (ADR 0117): `<family>:read` and `<family>:write`, one family per tag of
// the contract, read from the contract (operations.gen.ts), never listed by hand. A client's call
// needs its organisation's role to allow the operation (the policy) AND the operation's scope.

/** Families no client is ever granted: sign-in, and minting or rotating clients (a leaked client must not outlive its revocation). */
export const NOT_GRANTABLE: readonly string[] = ['auth', 'apiclients'];

/** The scope an operation needs; undefined for an operation the contract does not have. */
export const scopeOf = (operationId: string): string | undefined => {
  const entry = OPERATION_SCOPES[operationId];
  return entry ? `${entry[0]}:${entry[1]}` : undefined;
};

/** Every family a client may be granted, in the contract's order of names. */
export const SCOPE_FAMILIES: readonly string[] = [...new Set(Object.values(OPERATION_SCOPES).map(([family]) => family))]
  .filter((family) => !NOT_GRANTABLE.includes(family))
  .sort();

/** Every grantable scope: each family's read and, where the family has writes, its write. */
export const ALL_SCOPES: readonly string[] = SCOPE_FAMILIES.flatMap((family) => {
  const accesses = new Set(Object.values(OPERATION_SCOPES).flatMap(([f, a]) => (f === family ? [a] : [])));
  return (['read', 'write'] as const).filter((a) => accesses.has(a)).map((a) => `${family}:${a}`);
});

export const isGrantableScope = (scope: string): boolean => ALL_SCOPES.includes(scope);

/** Whether a client holding these scopes may call the operation (its organisation's policy is checked apart). */
export const scopeAllows = (scopes: readonly string[], operationId: string): boolean => {
  const needed = scopeOf(operationId);
  return needed !== undefined && isGrantableScope(needed) && scopes.includes(needed);
};

/** The scopes a client of this kind of organisation may be given (ADR 0135): its widest person's operations'. */
export const grantableScopes = (organization: ClientOrganization): readonly string[] => GRANTABLE_SCOPES[organization];

export const mayGrant = (organization: ClientOrganization, scope: string): boolean =>
  GRANTABLE_SCOPES[organization].includes(scope);

const ORGANIZATION_OF_ROLE: Readonly<Record<string, ClientOrganization>> = {
  client_admin: 'registrant',
  client_admin_participant: 'participant',
};

/**
 * Whose client a person creates: a registrant's or participant's admin their own organisation's;
 * the admin the one named (the registry when none or an unknown one is).
 */
export const organizationOf = (role: string | null | undefined, asked: unknown): ClientOrganization => {
  const own = role ? ORGANIZATION_OF_ROLE[role] : undefined;
  if (own) return own;
  return asked === 'registrant' || asked === 'participant' ? asked : 'registry';
};

/** The role a client of an organisation acts as (ADR 0117): the organisation's widest person. */
export const CLIENT_ROLE = {
  registry: 'admin',
  registrant: 'client_admin',
  participant: 'client_admin_participant',
} as const satisfies Record<ClientOrganization, string>;

/** Access token lifetime (seconds) and the default rotation overlap (hours). */
export const CLIENT_TOKEN_SECONDS = 900;
export const ROTATION_OVERLAP_HOURS = 24;
export const DEFAULT_CLIENT_RATE_LIMIT = 600;
