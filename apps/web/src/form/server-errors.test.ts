import { toDomainError } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { duplicateField, placeServerErrors } from './server-errors';

const failure = (status: number, body: unknown) => toDomainError({ error: body, response: { status } });

describe('server errors on a form', () => {
  it('puts the API error model’s field messages on their inputs', () => {
    const error = failure(422, {
      code: 'VALIDATION_FAILED',
      message: 'Dados inválidos',
      fields: [
        { field: 'code', message: 'deve ter no máximo 8 caracteres' },
        { field: 'body', message: 'inválido' },
      ],
    });
    expect(placeServerErrors(error, ['name', 'code'])).toEqual({
      onFields: { code: 'deve ter no máximo 8 caracteres' },
      duplicateOn: null,
    });
  });

  it('finds the field of a duplicate from the constraint name', () => {
    expect(duplicateField('sources_code_key', ['name', 'code'])).toBe('code');
    expect(duplicateField('countries_countryCode_key', ['country', 'countryCode'])).toBe('countryCode');
    expect(duplicateField('other_thing', ['name'])).toBeNull();
    const error = failure(409, {
      code: 'ER_DUP_ENTRY',
      message: 'Registro duplicado',
      fields: [{ field: 'sources_code_key', message: 'Key (code)=(RS) already exists.' }],
    });
    expect(placeServerErrors(error, ['name', 'code', 'active']).duplicateOn).toBe('code');
  });
});
