import { isRole, type Role } from '../policy/roles';
import type { LoginResult } from './auth-api';
import { displayNameOf } from './display-name';
import { type KeyValueStorage, LOCAL_KEYS, SESSION_KEYS } from './storage';

export type Storages = { session: KeyValueStorage; local: KeyValueStorage };

export type SessionSnapshot = {
  token: string | null;
  refreshToken: string | null;
  userType: Role | null;
  registrantId: number | null;
  participantId: number | null;
  displayName: string | null;
};

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

const setOrRemove = (storage: KeyValueStorage, key: string, value: string | number | null | undefined) =>
  value === null || value === undefined ? storage.remove(key) : storage.set(key, String(value));

export const writeSession = ({ session, local }: Storages, result: LoginResult, userType: Role): void => {
  session.set(SESSION_KEYS.token, result.token);
  session.set(SESSION_KEYS.userType, userType);
  setOrRemove(session, SESSION_KEYS.registrantId, result.user.registrant?.id);
  setOrRemove(session, SESSION_KEYS.participantId, result.user.participant?.id);
  setOrRemove(session, SESSION_KEYS.displayName, displayNameOf(result.user));
  local.set(LOCAL_KEYS.refreshToken, result.refreshToken);
};

export const clearSession = ({ session, local }: Storages): void => {
  for (const key of Object.values(SESSION_KEYS)) session.remove(key);
  for (const key of Object.values(LOCAL_KEYS)) local.remove(key);
};

// Whatever was stored by hand or by an older version: an unknown user type reads as none.
export const readSession = ({ session, local }: Storages): SessionSnapshot => {
  const userType = session.get(SESSION_KEYS.userType);
  return {
    token: session.get(SESSION_KEYS.token),
    refreshToken: local.get(LOCAL_KEYS.refreshToken),
    userType: isRole(userType) ? userType : null,
    registrantId: idOf(session.get(SESSION_KEYS.registrantId)),
    participantId: idOf(session.get(SESSION_KEYS.participantId)),
    displayName: session.get(SESSION_KEYS.displayName),
  };
};
