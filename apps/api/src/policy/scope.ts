import type { Principal } from '../http/types';

/**
 * Row scope of a caller: the registrant or participant whose rows it may see. Admin sees all
 * (undefined). A role without the matching organisation sees nothing (-1 never matches an id).
 */
export const registrantScope = (user: Principal): number | undefined =>
  user.role === 'admin' ? undefined : (user.registrantId ?? -1);

export const participantScope = (user: Principal): number | undefined =>
  user.role === 'admin' ? undefined : (user.participantId ?? -1);

export const isAdmin = (user: Principal): boolean => user.role === 'admin';
