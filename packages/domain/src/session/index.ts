export { authApiFromClient } from './adapter';
export type { AuthApi, LoginInput, LoginResult, LoginUser, LogoutBody, NewPasswordBody } from './auth-api';
export { ANONYMOUS_NAME, displayNameOf } from './display-name';
export { canSee, homeRoute, isOpenPath, redirectFor } from './guard';
export { createSession, type RecoveryResult, type Session, type SignInResult } from './session';
export { clearSession, readSession, type SessionSnapshot, type Storages, writeSession } from './session-store';
export { fromWebStorage, type KeyValueStorage, LOCAL_KEYS, memoryStorage, SESSION_KEYS } from './storage';
export { needsRefresh, secondsLeft, singleFlight } from './token-refresh';
