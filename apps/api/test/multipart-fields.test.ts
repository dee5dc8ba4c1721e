import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, multipart, startInjectServer } from './support/inject';
import { insertEmissionInvoice } from './support/invoice-row';

// Issue 35 §9–10 for multipart bodies: their text parts are checked against the operation's body
// schema before any handler runs (Price never negative, x-date-range, exact numbers and booleans),
// with the same Portuguese messages on the field as JSON bodies get.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

let invoices = 0;
// Ten digits, as the books number them.
const invoice = () =>
  insertEmissionInvoice(s.database.db, s.fixture.registrants.a, `97${String(++invoices).padStart(8, '0')}`);

const put = (url: string, form: Record<string, string>) =>
  s.call('admin', {
    method: 'PUT',
    url,
    ...multipart(Object.entries(form).map(([name, value]) => ({ name, value }))),
  });

const stored = (id: number) =>
  s.database.db.selectFrom('invoices').select(['value', 'due_date']).where('id', '=', id).executeTakeFirstOrThrow();

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('invoice edits (multipart)', () => {
  it('refuse a negative value on the field, in Portuguese, and keep the invoice', async () => {
    const id = await invoice();
    const res = await put(`/v1/invoices/${id}`, { value: '-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'value', code: 'pattern', message: 'O valor deve ser no mínimo 0' }],
    });
    expect(await stored(id)).toMatchObject({ value: '150.00' });
  });

  it('refuse a value that is no number, and more than two decimals', async () => {
    const id = await invoice();
    for (const value of ['abc', '1e309', '12.345', '1,50']) {
      const res = await put(`/v1/invoices/${id}`, { value });
      expect(res.statusCode, value).toBe(422);
      expect(res.json().fields, value).toEqual([{ field: 'value', code: 'pattern', message: 'Formato inválido' }]);
    }
  });

  it('refuse a due date outside its range, on the field', async () => {
    const id = await invoice();
    const early = await put(`/v1/invoices/${id}`, { due_date: '1999-12-31' });
    expect(early.statusCode).toBe(422);
    expect(early.json().fields).toEqual([
      { field: 'due_date', code: 'x-date-range', message: 'A data deve ser igual ou posterior a 01/01/2000' },
    ]);
    const late = await put(`/v1/invoices/${id}`, { due_date: day(Date.now() + 3 * 366 * 86_400_000) });
    expect(late.statusCode).toBe(422);
    expect(late.json().fields).toMatchObject([
      {
        field: 'due_date',
        code: 'x-date-range',
        message: expect.stringMatching(/^A data deve ser igual ou anterior a /),
      },
    ]);
    const bad = await put(`/v1/invoices/${id}`, { due_date: '2026-02-30x' });
    expect(bad.json().fields).toEqual([{ field: 'due_date', code: 'format', message: 'Formato inválido' }]);
  });

  it('the same on a redemption invoice edit', async () => {
    const res = await put('/v1/invoicesredemptions/1', { value: '-0.01', due_date: '1999-01-01' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['due_date', 'value']);
  });

  it('take a valid edit; an empty optional part is as if not sent', async () => {
    const id = await invoice();
    const due = day(Date.now() - 86_400_000);
    const res = await put(`/v1/invoices/${id}`, {
      value: '200.50',
      due_date: due,
      description: 'Ajuste',
      observations: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ value: '200.50', due_date: due, description: 'Ajuste' });
  });
});

describe('other multipart bodies', () => {
  const integration = async () =>
    (
      await s.database.db
        .insertInto('api_integrations')
        .values({ name: 'CCEE', provider: 'ccee', base_url: 'https://ccee.example' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const form = { name: 'CCEE', provider: 'ccee', base_url: 'https://ccee.example' };

  it('read integers and booleans from their exact text only', async () => {
    const id = await integration();
    for (const [field, value, message] of [
      ['registrant_id', 'abc', 'Número inválido'],
      ['registrant_id', '1e309', 'Número inválido'],
      ['registrant_id', '0', 'O valor deve ser no mínimo 1'],
      ['active', 'yes', 'Valor inválido'],
    ] as const) {
      const res = await put(`/v1/apiintegrations/${id}`, { ...form, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(422);
      expect(res.json().fields, `${field}=${value}`).toMatchObject([{ field, message }]);
    }
    const ok = await put(`/v1/apiintegrations/${id}`, {
      ...form,
      registrant_id: String(s.fixture.registrants.a),
      active: 'false',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ registrant_id: s.fixture.registrants.a, active: false });
  });

  it('refuse a required part left empty and an unknown provider', async () => {
    const id = await integration();
    const res = await put(`/v1/apiintegrations/${id}`, { ...form, name: '', provider: 'outro' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: 'Campo Obrigatório' }),
        expect.objectContaining({ field: 'provider', code: 'enum' }),
      ]),
    );
  });
});
