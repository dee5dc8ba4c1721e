import { createApiClient } from '@rec/sdk';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './all';
import { resourceApi } from './api';

// Issue 38 item 5: the certificates list and the emission lists offer Granularidade (Mensal /
// Horária) beside the plant filter, as data, and the list call sends the choice to the server.

const filterOf = (name: 'recs' | 'certificates', field: string) =>
  RESOURCES[name].filters.find((f) => f.name === field);

describe('granularity and plant filters', () => {
  it.each(['recs', 'certificates'] as const)('%s offers Granularidade with Mensal and Horária', (name) => {
    const granularity = filterOf(name, 'granularity');
    expect(granularity?.label.defaultMessage).toBe('Granularidade');
    expect(granularity?.input).toBe('select');
    expect(granularity?.options?.map((o) => [o.value, o.label.defaultMessage])).toEqual([
      ['monthly', 'Mensal'],
      ['hourly', 'Horária'],
    ]);
    expect(filterOf(name, 'business_id')?.reference).toBe('businesses');
  });

  it("shows each holding's granularity as a column of the certificates list", () => {
    const column = RESOURCES.certificates.fields.find((f) => f.name === 'granularity');
    expect(column).toMatchObject({ column: true, label: { defaultMessage: 'Granularidade' } });
  });

  it.each([
    ['recs', '/v1/recs'],
    ['certificates', '/v1/redemptions/get-items'],
  ] as const)('%s sends the chosen granularity with the plant', async (name, path) => {
    const urls: string[] = [];
    const fetch = async (input: Request) => {
      urls.push(input.url);
      return new Response(JSON.stringify({ data: [], total: 0 }), { headers: { 'content-type': 'application/json' } });
    };
    const client = createApiClient({ baseUrl: 'http://api.test/v1', fetch: fetch as typeof globalThis.fetch });
    await resourceApi(client, name).list({ page: 1, amount: 10, granularity: 'hourly', business_id: 7 });
    const url = new URL(urls[0] ?? '');
    expect(url.pathname).toBe(path);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ granularity: 'hourly', business_id: '7' });
  });
});
