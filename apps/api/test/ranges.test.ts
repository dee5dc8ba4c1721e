import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, startInjectServer } from './support/inject';

// Issue 35 §10: each field takes the range its meaning allows (the contract's Price and
// x-date-range), refused on the field with a Portuguese message; values inside it still pass.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

type Field = { field: string; code: string; message: string };

const fieldsOf = async (as: 'admin' | 'participant', method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await s.call(as, { method, url, payload });
  expect(res.statusCode, res.body).toBe(422);
  return (res.json() as { fields: Field[] }).fields;
};
const messageOn = (fields: Field[], field: string) => fields.find((f) => f.field === field)?.message;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const year = Number(today.slice(0, 4));
const dmy = (iso: string) => iso.split('-').reverse().join('/');

describe('ranges by meaning', () => {
  it('refuses a negative price on its field; zero is a price', async () => {
    const url = `/v1/registrants/${s.fixture.registrants.a}`;
    const fields = await fieldsOf('admin', 'PUT', url, { price_emission_irec: '-1.00', price_new_plant_irec: '0.00' });
    expect(messageOn(fields, 'price_emission_irec')).toBe('O valor deve ser no mínimo 0');
    expect(messageOn(fields, 'price_new_plant_irec')).toBeUndefined();
    const p = await fieldsOf('admin', 'PUT', `/v1/participants/${s.fixture.participants.p1}`, {
      name: '',
      retirement_price_irec: '-0.80',
    });
    expect(messageOn(p, 'retirement_price_irec')).toBe('O valor deve ser no mínimo 0');
  });

  it('bounds a redemption period to 2000-01-01 … 31 December of next year', async () => {
    const far = await fieldsOf('participant', 'POST', '/v1/redemptions', {
      period_start: '0001-01-01',
      period_end: '9999-12-31',
    });
    expect(messageOn(far, 'period_start')).toBe('A data deve ser igual ou posterior a 01/01/2000');
    expect(messageOn(far, 'period_end')).toBe(`A data deve ser igual ou anterior a 31/12/${year + 1}`);
    const near = await fieldsOf('participant', 'POST', '/v1/redemptions', {
      period_start: '2000-01-01',
      period_end: `${year + 1}-12-31`,
    });
    expect(messageOn(near, 'period_start')).toBeUndefined();
    expect(messageOn(near, 'period_end')).toBeUndefined();
  });

  it('keeps plant dates between 1900-01-01 and today (§5: not in the future)', async () => {
    const url = `/v1/businesses/${s.fixture.businesses.approvedA}`;
    const fields = await fieldsOf('admin', 'PUT', url, {
      commercial_operation_date: '1800-01-01',
      commercial_operation_start: '9999-12-31',
      rec_generation_start: today,
      irec_due_date: `${year + 5}-01-01`,
      irec_registration_date: `${year + 1}-01-01`,
    });
    expect(messageOn(fields, 'commercial_operation_date')).toBe('A data deve ser igual ou posterior a 01/01/1900');
    expect(messageOn(fields, 'commercial_operation_start')).toBe('A data não pode estar no futuro');
    expect(messageOn(fields, 'irec_registration_date')).toBe('A data não pode estar no futuro');
    expect(messageOn(fields, 'rec_generation_start')).toBeUndefined();
    expect(messageOn(fields, 'irec_due_date')).toBeUndefined();
    const ceg = await fieldsOf('admin', 'POST', '/v1/ceg', { operation_date: '1899-12-31' });
    expect(messageOn(ceg, 'operation_date')).toBe(`A data deve ser igual ou posterior a ${dmy('1900-01-01')}`);
  });
});
