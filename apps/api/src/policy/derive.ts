import { ACTIONS, canAccess, RESOURCES } from '@rec/domain';
import type { Role } from '../db/schema';
import type { OperationId } from '../http/types';
import { BEYOND_SCREENS, OUTSIDE_RESOURCES, type Rule } from './server-only';

const GRANTABLE = ['client', 'client_admin', 'client_financial', 'client_admin_participant'] as const;

/** role × operation from the domain's grants, read through each resource definition's operations. */
export const fromDomainGrants = (): Map<OperationId, Set<Role>> => {
  const roles = new Map<OperationId, Set<Role>>();
  for (const def of Object.values(RESOURCES))
    for (const action of ACTIONS) {
      const op = def.operations[action];
      if (!op) continue;
      const set = roles.get(op.id) ?? new Set<Role>();
      for (const role of GRANTABLE) if (canAccess(role, { resource: def.name, action })) set.add(role);
      roles.set(op.id, set);
    }
  return roles;
};

// Each operation is placed once: by a resource definition or by the explicit table, never both,
// and the wider grants only widen an operation a resource declares.
export const derivePolicy = (): Record<OperationId, Rule> => {
  const derived = fromDomainGrants();
  const policy: Partial<Record<OperationId, Rule>> = { ...OUTSIDE_RESOURCES };
  for (const [op, roles] of derived) {
    if (Object.hasOwn(OUTSIDE_RESOURCES, op)) throw new Error(`${op} is both a resource's operation and outside`);
    for (const role of BEYOND_SCREENS[op] ?? []) roles.add(role);
    policy[op] = [...roles];
  }
  for (const op of Object.keys(BEYOND_SCREENS))
    if (!derived.has(op as OperationId)) throw new Error(`${op} widens an operation no resource declares`);
  return policy as Record<OperationId, Rule>;
};
