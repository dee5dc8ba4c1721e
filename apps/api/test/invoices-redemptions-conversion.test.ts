import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type RedemptionInvoiceWorld, startRedemptionInvoiceWorld, today } from './support/redemption-invoices';
import type { TestServer } from './support/server';

// Converting open redemption invoices into another currency, exactly.

let s: TestServer;
let admin: ApiClient;
let participant: ApiClient;
let redeem: RedemptionInvoiceWorld['redeem'];
const inv = { big: 0, half: 0, clone: 0 };

beforeAll(async () => {
  ({ s, admin, participant, redeem } = await startRedemptionInvoiceWorld());
  // The invoices invoices-redemptions-raise-pay leaves: 123.456789 MWh's (98.77) paid, 1.256250 MWh's
  // (1.01) open, and a clone of the first, open, edited to 98.70.
  const invoiceOf = async (redemptionId: number) =>
    (
      await s.database.db
        .selectFrom('invoices')
        .select('id')
        .where('redemption_id', '=', redemptionId)
        .executeTakeFirstOrThrow()
    ).id;
  inv.big = await invoiceOf(await redeem('123.456789'));
  inv.half = await invoiceOf(await redeem('1.256250'));
  await admin.POST('/invoicesredemptions/toPay/{id}', { params: { path: { id: inv.big } } });
  const clone = await admin.POST('/invoicesredemptions/clone/{id}', { params: { path: { id: inv.big } } });
  inv.clone = clone.data?.id as number;
  await admin.PUT('/invoicesredemptions/{id}', {
    params: { path: { id: inv.clone } },
    body: { justification: 'Reemissão por erro de cadastro', value: '98.70' },
    bodySerializer: formDataSerializer,
  });
});
afterAll(() => s.close());

describe('currency conversion', () => {
  const convert = (body: { currency: 'BRL' | 'USD' | 'EUR'; ids?: number[] }) =>
    admin.POST('/invoicesredemptions/currencyconversion', { body });

  it('answers 422 when there is no rate for the currency', async () => {
    const { response, error } = await convert({ currency: 'USD', ids: [inv.half] });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({ code: 'RATE_NOT_FOUND', message: 'Cotação não encontrada' });
  });

  it('uses the inverse of a USD→BRL quote to convert BRL into USD, exactly, and says so', async () => {
    const quote = await s.database.db
      .insertInto('exchanges')
      .values({ source_currency: 'USD', destination_currency: 'BRL', rate: '3.000000', date: '2025-06-30' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { data, response } = await convert({ currency: 'USD', ids: [inv.half, inv.clone] });
    expect(response.status).toBe(200);
    const common = { converted_currency: 'USD', exchange_id: quote.id, exchange_inverted: true };
    // 1.01 ÷ 3 = 0.3366… → 0.34; 98.70 ÷ 3 = 32.90 (one rounding of the exact quotient)
    expect(data).toEqual([
      expect.objectContaining({ id: inv.half, converted_value: '0.34', exchange_rate: '0.333333', ...common }),
      expect.objectContaining({ id: inv.clone, converted_value: '32.90', exchange_rate: '0.333333', ...common }),
    ]);
  });

  it('converts at the latest known rate, exactly: value × rate rounded half-up to the cent', async () => {
    const later = new Date(`${today}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 10);
    const future = later.toISOString().slice(0, 10);
    await s.database.db
      .insertInto('exchanges')
      .values([
        { source_currency: 'BRL', destination_currency: 'USD', rate: '0.200000', date: '2025-12-31' },
        { source_currency: 'BRL', destination_currency: 'USD', rate: '0.187654', date: today },
        { source_currency: 'BRL', destination_currency: 'USD', rate: '9.000000', date: future }, // not known yet
        { source_currency: 'BRL', destination_currency: 'EUR', rate: '0.500000', date: '2026-01-02' },
        { source_currency: 'USD', destination_currency: 'BRL', rate: '5.328900', date: today },
      ])
      .execute();
    const usd = await convert({ currency: 'USD', ids: [inv.clone] });
    expect(usd.response.status).toBe(200);
    // 98.70 × 0.187654 = 18.5214498 → 18.52
    expect(usd.data).toEqual([
      expect.objectContaining({
        id: inv.clone,
        value: '98.70',
        converted_value: '18.52',
        converted_currency: 'USD',
        exchange_rate: '0.187654',
        exchange_inverted: false,
      }),
    ]);
    const eur = await convert({ currency: 'EUR', ids: [inv.half] });
    // 1.01 × 0.5 = 0.505 → 0.51
    expect(eur.data?.[0]).toMatchObject({
      converted_value: '0.51',
      converted_currency: 'EUR',
      exchange_rate: '0.500000',
    });
    const brl = await convert({ currency: 'BRL', ids: [inv.half] });
    expect(brl.data?.[0]).toMatchObject({
      converted_value: '1.01',
      converted_currency: 'BRL',
      exchange_rate: '1.000000',
    });
  });

  it('without ids converts every open invoice and leaves paid ones alone', async () => {
    const { data, response } = await convert({ currency: 'USD' });
    expect(response.status).toBe(200);
    expect(data?.map((i) => i.id)).toEqual([inv.half, inv.clone]);
    expect(data?.[0]).toMatchObject({ converted_value: '0.19', exchange_rate: '0.187654' }); // 0.18953054
    expect((await get(admin, inv.big)).data).toMatchObject({ status: 'paid', converted_value: null });
  });

  it('answers 204 when nothing is left to convert, 422 for an unknown id', async () => {
    const paidOnly = await convert({ currency: 'USD', ids: [inv.big] });
    expect(paidOnly.response.status).toBe(204);
    expect(paidOnly.data).toBeUndefined();
    expect(paidOnly.response.headers.get('x-request-id')).toEqual(expect.any(String));
    const unknown = await convert({ currency: 'USD', ids: [999_999] });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.fields?.[0]?.field).toBe('ids');
    const forbidden = await participant.POST('/invoicesredemptions/currencyconversion', {
      body: { currency: 'USD' },
    });
    expect(forbidden.response.status).toBe(403);
  });

  it('answers 204 when no open invoice remains at all', async () => {
    for (const id of [inv.half, inv.clone])
      await admin.POST('/invoicesredemptions/toPay/{id}', { params: { path: { id } } });
    const { response } = await convert({ currency: 'EUR' });
    expect(response.status).toBe(204);
  });
});
