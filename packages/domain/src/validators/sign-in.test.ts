import { describe, expect, it } from 'vitest';
import { signInSchema } from './auth';
import { validate } from './field-errors';
import { checkSignIn } from './sign-in';

const cases: [string, Record<string, unknown>][] = [
  ['both blank', { email: '', password: '' }],
  ['nothing', {}],
  ['spaces', { email: '   ', password: '  ' }],
  ['a half e-mail', { email: 'ana@', password: 'x' }],
  ['a padded e-mail', { email: ' ana@exemplo.com.br ', password: ' segredo ' }],
  ['a dotted e-mail', { email: 'a.b+c@x-y.com.br', password: 'x' }],
  ['two dots', { email: 'a..b@x.com', password: 'x' }],
  ['a short domain', { email: 'a@x.c', password: 'x' }],
  ['a number', { email: 5, password: 5 }],
  ['null', { email: null, password: null }],
];

describe('checkSignIn', () => {
  it.each(cases)('answers like signInSchema for %s', (_, values) => {
    expect(checkSignIn(values)).toEqual(validate(signInSchema, values));
  });
});
