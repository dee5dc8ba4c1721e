import { zLoginResponse } from '@rec/sdk/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../validators/email-pattern';
import { parseLoginResult } from './login-result';

const OK = {
  token: 't1',
  refreshToken: 'r1',
  expiresIn: 3600,
  roles: ['client', 'client_admin'],
  user: {
    id: 3,
    name: 'Ana',
    lastName: null,
    email: 'ana@exemplo.com.br',
    registrant: { id: 7, social_reason: 'Solar SA', extra: 1 },
    participant: undefined,
    extra: true,
  },
  extra: 'x',
};

const variants: [string, unknown][] = [
  ['a full answer with extra properties', OK],
  [
    'no optional properties',
    { token: 't', refreshToken: 'r', roles: ['admin'], user: { id: 1, name: 'A', email: 'a@b.co' } },
  ],
  ['a participant', { ...OK, user: { ...OK.user, registrant: null, participant: { id: 2, name: 'P' } } }],
  ['an unknown role', { ...OK, roles: ['root'] }],
  ['no roles', { ...OK, roles: [] }],
  ['roles not a list', { ...OK, roles: 'admin' }],
  ['no token', { ...OK, token: undefined }],
  ['a numeric token', { ...OK, token: 1 }],
  ['a fractional expiry', { ...OK, expiresIn: 1.5 }],
  ['a user id of zero', { ...OK, user: { ...OK.user, id: 0 } }],
  ['a bad e-mail', { ...OK, user: { ...OK.user, email: 'ana@' } }],
  ['a long e-mail', { ...OK, user: { ...OK.user, email: `${'a'.repeat(250)}@b.co` } }],
  ['a registrant without a name', { ...OK, user: { ...OK.user, registrant: { id: 7 } } }],
  ['a list for a user', { ...OK, user: [] }],
  ['null', null],
  ['a list', []],
];

const zodSays = (value: unknown) => {
  const parsed = zLoginResponse.safeParse(value);
  return parsed.success ? { ok: parsed.data } : 'refused';
};
const handSays = (value: unknown) => {
  try {
    return { ok: parseLoginResult(value) };
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return 'refused';
  }
};

describe('parseLoginResult', () => {
  it.each(variants)('answers like the SDK schema for %s', (_, value) => {
    expect(handSays(value)).toEqual(zodSays(value));
  });

  it('keeps the keys in the contract order, as zod did', () => {
    expect(JSON.stringify(parseLoginResult(OK))).toBe(JSON.stringify(zLoginResponse.parse(OK)));
  });

  it('checks e-mails with the pattern zod uses', () => {
    // The same pattern up to the escapes a lint drops (`\-` at the end of a class).
    const plain = (source: string) => source.replaceAll('\\-', '-');
    expect(plain(EMAIL_PATTERN.source)).toBe(plain(z.regexes.email.source));
  });
});
