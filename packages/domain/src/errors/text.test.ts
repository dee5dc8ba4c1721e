import { describe, expect, it } from 'vitest';
import { createDomainIntl } from '../format/intl';
import { RECOVER_MESSAGES } from './catalogue-auth';
import { textOf } from './text';

describe('textOf', () => {
  it('renders the pt default with its values', () => {
    expect(textOf({ ...RECOVER_MESSAGES.emailSent, values: { email: 'ana@exemplo.com.br' } })).toBe(
      'Foi enviado um e-mail para ana@exemplo.com.br',
    );
  });

  it('renders a translation when the intl has one', () => {
    const en = createDomainIntl('en', { [RECOVER_MESSAGES.emailSent.id]: 'An e-mail was sent to {email}' });
    expect(textOf({ ...RECOVER_MESSAGES.emailSent, values: { email: 'a@b.co' } }, en)).toBe(
      'An e-mail was sent to a@b.co',
    );
  });

  it('surfaces a broken message instead of hiding it', () => {
    expect(() => textOf({ id: 'errors.test.broken', defaultMessage: 'Olá {nome' })).toThrow();
  });
});
