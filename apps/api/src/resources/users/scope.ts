import type { SelectQueryBuilder } from 'kysely';
import type { DB, Role } from '../../db/schema';
import type { Principal } from '../../http/types';

// Who a user is to the API: the public columns (never the hash), the roles of each kind of
// organisation and the users a caller may see and manage.

/** Columns of `users` that leave the server. */
export const USER_COLUMNS = [
  'id',
  'name',
  'lastName',
  'email',
  'profile',
  'role',
  'active',
  'registrant_id',
  'participant_id',
  'created_at',
  'updated_at',
] as const;

export const USER_LIST = {
  searchable: ['name', 'lastName', 'email', 'profile'],
} as const;

export const USER_NOT_FOUND = 'Usuário não encontrado';

export const REGISTRANT_ROLES = ['client', 'client_admin', 'client_financial'] as const;
export const PARTICIPANT_ROLES = ['client_admin_participant'] as const;
export const STAFF_ROLES = [...REGISTRANT_ROLES, ...PARTICIPANT_ROLES] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isRegistrantRole = (role: Role): boolean => (REGISTRANT_ROLES as readonly Role[]).includes(role);

/**
 * The users a caller may see and manage: admin everyone (or only staff, when `staffOnly`);
 * a registrant's client_admin its registrant's staff; a participant admin its participant's admins.
 * Any other caller matches nothing.
 */
export function scopeUsers<O>(
  qb: SelectQueryBuilder<DB, 'users', O>,
  user: Principal,
  staffOnly: boolean,
): SelectQueryBuilder<DB, 'users', O> {
  switch (user.role) {
    case 'admin':
      return staffOnly ? qb.where('role', 'in', STAFF_ROLES) : qb;
    case 'client_admin':
      return qb.where('registrant_id', '=', user.registrantId ?? -1).where('role', 'in', REGISTRANT_ROLES);
    case 'client_admin_participant':
      return qb.where('participant_id', '=', user.participantId ?? -1).where('role', 'in', PARTICIPANT_ROLES);
    default:
      return qb.where('id', '=', -1);
  }
}
