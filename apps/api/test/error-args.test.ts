import { CODE_MESSAGES, ERROR_CODE_MESSAGES, messageFor, textOf } from '@rec/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, startInjectServer } from './support/inject';
import { linkPlantReceivers } from './support/ledger-world';

// Issue 36 item 2: a code whose message has arguments ({deadline}, {filter}) carries them in the
// API's text; the web reads them back (domain fillFromServer). Each such code is provoked here
// and must come out with every placeholder filled, so the catalogue and the API cannot drift.

let s: InjectServer;
let now = new Date('2026-06-02T12:00:00Z');
beforeAll(async () => {
  s = await startInjectServer({ services: { clock: () => now } });
  await s.database.db
    .insertInto('generation')
    .values({ business_id: s.fixture.businesses.approvedA, year: 2025, month: 1, total: '100.000000', origin: 'excel' })
    .execute();
  await linkPlantReceivers(s.database.db);
});
afterAll(() => s?.close());

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const withArguments = Object.entries({ ...CODE_MESSAGES, ...ERROR_CODE_MESSAGES })
  .filter(([, entry]) => placeholders(entry.defaultMessage).length > 0)
  .map(([code]) => code);

const PROVOKE: Record<string, () => Promise<{ statusCode: number; json(): unknown }>> = {
  EMISSION_DEADLINE_PASSED: () =>
    s.call('clientAdmin', {
      method: 'POST',
      url: '/v1/recs',
      payload: {
        business_id: s.fixture.businesses.approvedA,
        scheme: 'irec',
        initial_period: '2025-01-01',
        final_period: '2025-01-28',
        emissionVolume: '1.000000',
      },
    }),
  REPORT_FILTER_NOT_SUPPORTED: () => s.call('admin', { method: 'GET', url: '/v1/reports/emission?rec_id=1' }),
  REPORT_FILTER_REQUIRED: () => s.call('admin', { method: 'GET', url: '/v1/reports/certificatehistory' }),
  REPORT_STATUS_UNKNOWN: () => s.call('admin', { method: 'GET', url: '/v1/reports/emission?status=done' }),
  SCOPE_NOT_GRANTABLE: () =>
    s.call('admin', { method: 'POST', url: '/v1/apiclients', payload: { name: 'X', scopes: ['apiclients:write'] } }),
  // A participant's machine client with transfers:read asks for retirements.
  INSUFFICIENT_SCOPE: async () => {
    const created = await s.call('participant', {
      method: 'POST',
      url: '/v1/apiclients',
      payload: { name: 'Leitor', scopes: ['transfers:read'] },
    });
    const { client_id, client_secret } = created.json() as { client_id: string; client_secret: string };
    const token = await s.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id, client_secret }).toString(),
    });
    const bearer = (token.json() as { access_token: string }).access_token;
    return s.app.inject({ method: 'GET', url: '/v1/retirements', headers: { authorization: `Bearer ${bearer}` } });
  },
};

describe('error codes with arguments', () => {
  it('are all provoked here', () => {
    expect(withArguments.sort()).toEqual(Object.keys(PROVOKE).sort());
  });

  for (const code of withArguments)
    it(`${code}: the API's text fills every placeholder of the catalogue's message`, async () => {
      now = new Date('2026-06-02T12:00:00Z');
      const res = await (PROVOKE[code] ?? (() => Promise.reject(new Error(`provoke ${code}`))))();
      const body = res.json() as { code: string; message: string };
      expect(body.code).toBe(code);
      const message = messageFor({ response: new Response(null, { status: res.statusCode }), error: body });
      const entry = ERROR_CODE_MESSAGES[code as keyof typeof ERROR_CODE_MESSAGES] ?? CODE_MESSAGES[code];
      expect(message.id).toBe(entry?.id);
      expect(Object.keys(message.values ?? {}).sort()).toEqual(placeholders(entry?.defaultMessage ?? '').sort());
      expect(textOf(message)).toBe(body.message);
    });
});
