import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// Issue 36 item 14: the transfer form looks the destination up as the user types, by code
// prefix or holder's name, and sees only the code and the holder of other participants' accounts.
let s: TestServer;
let participant: ApiClient;

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  const { p1, p2 } = s.fixture.participants;
  await addAccount(db, p1, 'trade', 'BR-VERDE-TR-01');
  await addAccount(db, p1, 'trade', 'BR-VERDE-TR-02');
  await addAccount(db, p1, 'retirement', 'BR-VERDE-RT-01');
  await addAccount(db, p2, 'trade', 'BR-AZUL-TR-01');
  await addAccount(db, p2, 'retirement', 'BR-AZUL-RT-01');
  participant = await s.client('participant');
});
afterAll(() => s.close());

const lookup = (q: string, exclude?: string, as = participant) =>
  as.GET('/transfers/destinations', { params: { query: { q, ...(exclude ? { exclude } : {}) } } });

describe('GET /transfers/destinations', () => {
  it('finds trade accounts by a code prefix, in any case', async () => {
    const { data, response } = await lookup('br-azul');
    expect(response.status).toBe(200);
    expect(data?.data).toEqual([{ accountCode: 'BR-AZUL-TR-01', participant_name: 'Energia Azul Trading Ltda' }]);
    // A code is matched from its start: the middle of a code finds nothing.
    expect((await lookup('TR-01')).data?.data).toEqual([]);
  });

  it("finds them by part of the holder's name, accents and case ignored", async () => {
    const { data } = await lookup('TRADING');
    expect(data?.data?.map((a) => a.accountCode)).toEqual(['BR-AZUL-TR-01']);
    const verde = await lookup('comercializadora vérde');
    expect(verde.data?.data?.map((a) => a.accountCode)).toEqual(['BR-VERDE-TR-01', 'BR-VERDE-TR-02']);
  });

  it('leaves out the source account and gives only the code and the holder', async () => {
    const { data } = await lookup('BR-', 'BR-VERDE-TR-01');
    expect(data?.data?.map((a) => a.accountCode)).toEqual(['BR-AZUL-TR-01', 'BR-VERDE-TR-02']);
    for (const row of data?.data ?? []) expect(Object.keys(row).sort()).toEqual(['accountCode', 'participant_name']);
  });

  it('asks for at least 2 characters and answers at most 10 accounts', async () => {
    expect((await lookup('B')).response.status).toBe(422);
    for (let n = 3; n <= 14; n++)
      await addAccount(s.database.db, s.fixture.participants.p2, 'trade', `BR-AZUL-TR-${String(n).padStart(2, '0')}`);
    expect((await lookup('BR-AZUL')).data?.data).toHaveLength(10);
  });

  it('is for participant admins and admin only', async () => {
    expect((await lookup('azul', undefined, await s.client('admin'))).response.status).toBe(200);
    for (const role of ['client', 'clientAdmin', 'financial'] as const)
      expect((await lookup('azul', undefined, await s.client(role))).response.status, role).toBe(403);
    expect((await lookup('azul', undefined, await s.client())).response.status).toBe(401);
  });
});
