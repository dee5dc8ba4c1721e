import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/verify';
import { messages, other, rec, w } from '../support/bulk-suite';
import { csv, RECEIVER, RETIREMENT_HEADER, SENDER, TRANSFER_HEADER } from '../support/bulk-world';

// The job: booked all or nothing, once per Idempotency-Key, its result file, and retirements by file.

describe('the job', () => {
  it('books every line once, replays its Idempotency-Key, and answers the result file', async () => {
    const events = async () =>
      Number(
        (await sql<{ n: string }>`SELECT count(*)::text AS n FROM events WHERE type LIKE 'transfer.%'`.execute(w.db))
          .rows[0]?.n,
      );
    const eventsBefore = await events();
    const sent = await w.upload(
      'transfers',
      csv([
        TRANSFER_HEADER,
        `${SENDER};${rec};10;${RECEIVER}`,
        `${SENDER};${rec};5,5;${RECEIVER}`,
        `${SENDER};${other};1;${RECEIVER}`,
      ]),
    );
    const id = sent.data?.id as number;
    const early = await w.sender.GET('/bulk/jobs/{id}/result', { params: { path: { id } }, parseAs: 'text' });
    expect([early.response.status, early.error?.code]).toEqual([409, 'BULK_NOT_DONE']);
    const key = randomUUID();
    const first = await w.commit(id, key);
    expect([first.response.status, first.data?.status]).toEqual([202, 'queued']);
    const again = await w.commit(id, key);
    expect([again.response.status, again.data?.id, again.response.headers.get('idempotent-replayed')]).toEqual([
      202,
      id,
      'true',
    ]);
    const twice = await w.commit(id, randomUUID());
    expect([twice.response.status, twice.error?.code]).toEqual([409, 'ILLEGAL_TRANSITION']);
    expect(await w.worker.drain()).toBe(1);
    expect(await w.job(id)).toMatchObject({ status: 'done', processed: 3, valid: 3 });
    const result = await w.sender.GET('/bulk/jobs/{id}/result', { params: { path: { id } }, parseAs: 'text' });
    const lines = String(result.data)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(`Linha;${TRANSFER_HEADER};Transferência`);
    const ids = lines.slice(1).map((l) => Number(l.split(';').at(-1)));
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 5).join(';'))).toEqual([
      `2;${SENDER};${rec};10,000000;${RECEIVER}`,
      `3;${SENDER};${rec};5,500000;${RECEIVER}`,
      `4;${SENDER};${other};1,000000;${RECEIVER}`,
    ]);
    // Each id is a transfer the receiver sees, as one sent alone, with its two events.
    const seen = await w.receiver.GET('/transfers/{id}', { params: { path: { id: ids[1] as number } } });
    expect(seen.data).toMatchObject({
      source_account_code: SENDER,
      destination_account_code: RECEIVER,
      volume: '5.500000',
    });
    expect(await events()).toBe(eventsBefore + 6);
    expect(await w.holdings(rec)).toMatchObject({ [SENDER]: '84.500000', [RECEIVER]: '15.500000' });
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  });

  it('books nothing when a line no longer fits at booking time (spent since the preview), naming it', async () => {
    const sent = await w.upload(
      'transfers',
      csv([
        TRANSFER_HEADER,
        `${SENDER};${other};20;${RECEIVER}`,
        `${SENDER};${rec};30;${RECEIVER}`,
        `${SENDER};${rec};40;${RECEIVER}`,
      ]),
    );
    expect(sent.data?.invalid).toBe(0);
    // A direct transfer between the preview and the booking: 84.5 - 20 left, the last line (40) no longer fits.
    const spent = await w.sender.POST('/transfers', {
      body: {
        source_account_code: SENDER,
        destination_account_code: RECEIVER,
        items: [{ rec_id: rec, volume: '20.000000' }],
      },
    });
    expect(spent.response.status).toBe(201);
    const before = {
      rec: await w.holdings(rec),
      other: await w.holdings(other),
      transfers: await w.count('transfers'),
    };
    await w.commit(sent.data?.id as number, randomUUID());
    await w.worker.drain();
    const failed = await w.job(sent.data?.id as number);
    expect(failed?.status).toBe('failed');
    expect(failed?.message).toBe(
      `Nada foi registrado. Linha 4: Volume (MWh): Com as linhas anteriores do arquivo, 70.000000 MWh do certificado ${rec} passam do saldo de 64.500000 MWh da conta ${SENDER}`,
    );
    expect({
      rec: await w.holdings(rec),
      other: await w.holdings(other),
      transfers: await w.count('transfers'),
    }).toEqual(before);
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  });

  it('retires by file: each line a redemption of the named beneficiary, with its statement', async () => {
    const redemptions = await w.count('redemptions');
    const sent = await w.upload(
      'retirements',
      csv([
        RETIREMENT_HEADER,
        `${SENDER};${rec};2;33.444.555/0001-72;Escopo 2;01/01/2026;31/01/2026`,
        `${SENDER};${rec};3;Beneficiário 33444555000172;Escopo 2;2026-02-01;2026-02-28`,
        `${SENDER};${rec};1;Ninguém;Escopo 2;2026-02-01;2026-01-28`,
      ]),
    );
    expect(messages(sent.data?.rows)).toEqual([
      'Linha 4, coluna Fim do período: O fim do período é anterior ao início',
      'Linha 4, coluna Beneficiário: Beneficiário Ninguém não encontrado entre os seus',
    ]);
    expect(sent.data?.summary).toEqual([{ key: 'Beneficiário 33444555000172', rows: 2, volume: '5.000000' }]);
    const fixed = await w.upload(
      'retirements',
      csv([
        RETIREMENT_HEADER,
        `${SENDER};${rec};2;33444555000172;Escopo 2;01/01/2026;31/01/2026`,
        `${SENDER};${rec};3;33444555000172;Escopo 2;2026-02-01;2026-02-28`,
      ]),
    );
    const id = fixed.data?.id as number;
    await w.commit(id, randomUUID());
    await w.worker.drain();
    expect(await w.job(id)).toMatchObject({ status: 'done', processed: 2 });
    expect(await w.count('redemptions')).toBe(redemptions + 2);
    const result = await w.sender.GET('/bulk/jobs/{id}/result', { params: { path: { id } }, parseAs: 'text' });
    const last = String(result.data).trim().split('\r\n').at(-1)?.split(';').at(-1);
    const redemption = await w.sender.GET('/redemptions/{id}', { params: { path: { id: Number(last) } } });
    expect(redemption.data).toMatchObject({ volume: '3.000000', beneficiary_id: w.beneficiary, purpose: 'Escopo 2' });
    expect(redemption.data?.verification_code).toBeTruthy();
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  });

  it('keeps other participants out', async () => {
    const sent = await w.upload('transfers', csv([TRANSFER_HEADER, `${SENDER};${rec};1;${RECEIVER}`]));
    const peek = await w.receiver.GET('/bulk/jobs/{id}', { params: { path: { id: sent.data?.id as number } } });
    expect(peek.response.status).toBe(404);
  });
});
