import { EMAIL_PATTERN } from '../validators/email-pattern';
import type { LoginResult, LoginUser } from './auth-api';

// The login answer checked by hand against the contract's LoginResult, as zLoginResponse.parse did
// (unknown properties dropped, a mismatch thrown): the roles decide which tree the user gets, so
// they are checked, not trusted. By hand because zod would load with every private screen.
// A unit test compares it with the SDK's zod schema.

const ROLES: ReadonlySet<string> = new Set([
  'admin',
  'client',
  'client_admin',
  'client_financial',
  'client_admin_participant',
  'service',
]);

type Record_ = Readonly<Record<string, unknown>>;

const fail = (what: string): never => {
  throw new TypeError(`The login answer does not match the contract: ${what}`);
};
const object = (value: unknown, what: string): Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record_) : fail(what);
const text = (value: unknown, what: string): string => (typeof value === 'string' ? value : fail(what));
const id = (value: unknown, what: string): number =>
  Number.isSafeInteger(value) && (value as number) >= 1 ? (value as number) : fail(what);
const email = (value: unknown): string => {
  const e = text(value, 'user.email');
  return e.length <= 254 && EMAIL_PATTERN.test(e) ? e : fail('user.email');
};
// `nullish`: absent stays absent, null stays null, anything else is read.
const nullish = <T>(value: unknown, read: (v: unknown) => T): T | null | undefined =>
  value === undefined || value === null ? value : read(value);

const linked = (value: unknown, label: 'social_reason' | 'name', what: string) => {
  const o = object(value, what);
  return { id: id(o.id, `${what}.id`), [label]: text(o[label], `${what}.${label}`) };
};

const user = (value: unknown): LoginUser => {
  const u = object(value, 'user');
  const out: Record<string, unknown> = { id: id(u.id, 'user.id'), name: text(u.name, 'user.name') };
  const optional = {
    lastName: nullish(u.lastName, (v) => text(v, 'user.lastName')),
    email: email(u.email),
    registrant: nullish(u.registrant, (v) => linked(v, 'social_reason', 'user.registrant')),
    participant: nullish(u.participant, (v) => linked(v, 'name', 'user.participant')),
  };
  for (const [key, v] of Object.entries(optional)) if (v !== undefined) out[key] = v;
  return out as LoginUser;
};

export const parseLoginResult = (value: unknown): LoginResult => {
  const o = object(value, 'body');
  const roles = Array.isArray(o.roles) ? o.roles : fail('roles');
  if (roles.length < 1 || !roles.every((r) => typeof r === 'string' && ROLES.has(r))) fail('roles');
  const out: Record<string, unknown> = {
    token: text(o.token, 'token'),
    refreshToken: text(o.refreshToken, 'refreshToken'),
  };
  if (o.expiresIn !== undefined) out.expiresIn = Number.isSafeInteger(o.expiresIn) ? o.expiresIn : fail('expiresIn');
  out.roles = [...roles];
  out.user = user(o.user);
  return out as LoginResult;
};
