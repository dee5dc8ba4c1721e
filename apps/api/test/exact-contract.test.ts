import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, startInjectServer } from './support/inject';
import { addAccount } from './support/ledger-world';

// Issue 35 §9: a JSON body is taken as the contract types it, never coerced ("1e309" is no
// integer, `true` no text, a JSON number no MWh string); query and path text still read as numbers.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
  await addAccount(s.database.db, s.fixture.participants.p1, 'trade', 'BR-EXACT-A');
  await addAccount(s.database.db, s.fixture.participants.p2, 'trade', 'BR-EXACT-B');
});
afterAll(() => s?.close());

type Field = { field: string; code: string; message: string };

const transfer = (item: Record<string, unknown>) =>
  s.call('participant', {
    method: 'POST',
    url: '/v1/transfers',
    payload: { source_account_code: 'BR-EXACT-A', destination_account_code: 'BR-EXACT-B', items: [item] },
  });

function refused(res: { statusCode: number; json(): unknown }, field: string): Field {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
  const body = res.json() as { code: string; fields: Field[] };
  expect(body.code).toBe('VALIDATION_FAILED');
  const found = body.fields.find((f) => f.field === field);
  expect(found, JSON.stringify(body.fields)).toBeDefined();
  return found as Field;
}

describe('an exact contract for bodies', () => {
  it.each(['1e309', 'Infinity', 'NaN', '-Infinity', '12', true])('refuses rec_id %j (no coercion)', async (rec_id) => {
    const field = refused(await transfer({ rec_id, volume: '1.000000' }), 'items.0.rec_id');
    expect(field).toMatchObject({ code: 'type', message: 'Número inválido' });
  });

  it('refuses volumes sent as JSON numbers (MWh are decimal strings)', async () => {
    for (const volume of [1.5, 1, 1e308]) refused(await transfer({ rec_id: 1, volume }), 'items.0.volume');
  });

  it('refuses a boolean for an id and for a text, with Portuguese field messages', async () => {
    const rec = await s.call('clientAdmin', {
      method: 'POST',
      url: '/v1/recs',
      payload: { business_id: true, emissionVolume: '1.000000' },
    });
    expect(refused(rec, 'business_id').message).toBe('Número inválido');
    const source = await s.call('admin', { method: 'POST', url: '/v1/sources', payload: { name: true } });
    expect(refused(source, 'name').message).toBe('Valor inválido');
    const missing = refused(source, 'code');
    expect(missing).toMatchObject({ code: 'required', message: 'Campo Obrigatório' });
  });

  it('still reads query and path text as the numbers they declare, but never a non-finite one', async () => {
    expect((await s.call('admin', { method: 'GET', url: '/v1/participants?page=1' })).statusCode).toBe(200);
    const id = s.fixture.participants.p1;
    expect((await s.call('admin', { method: 'GET', url: `/v1/participants/${id}` })).statusCode).toBe(200);
    for (const bad of ['1e309', 'Infinity', 'NaN']) {
      refused(await s.call('admin', { method: 'GET', url: `/v1/participants/${bad}` }), 'id');
      refused(await s.call('admin', { method: 'GET', url: `/v1/participants?page=${bad}` }), 'page');
    }
  });
});
