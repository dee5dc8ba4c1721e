import type { Action, PolicyResource } from '../resources/names';
import { CLIENT, CLIENT_ADMIN, CLIENT_ADMIN_PARTICIPANT, CLIENT_FINANCIAL, type Grants } from './grants';
import { isRole, type Role } from './roles';

export type Permission = { resource: PolicyResource; action: Action };

// role → (resource, action) → boolean. Screens ask this; nothing else compares role names.
export const POLICY: Readonly<Record<Role, (permission: Permission) => boolean>> = {
  admin: () => true,
  client: allowedBy(CLIENT),
  client_admin: allowedBy(CLIENT_ADMIN),
  client_financial: allowedBy(CLIENT_FINANCIAL),
  client_admin_participant: allowedBy(CLIENT_ADMIN_PARTICIPANT),
  service: () => false,
};

function allowedBy(grants: Grants) {
  return ({ resource, action }: Permission): boolean =>
    Object.hasOwn(grants, resource) && (grants[resource] ?? []).includes(action);
}

export const canAccess = (role: string | null | undefined, permission: Permission): boolean =>
  isRole(role) && POLICY[role](permission);
