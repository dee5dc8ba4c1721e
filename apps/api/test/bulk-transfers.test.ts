import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify';
import { csv, RECEIVER, RETIREMENT_HEADER, SENDER, startBulkWorld, TRANSFER_HEADER } from './support/bulk-world';
import { addAccount } from './support/ledger-world';

// Bulk transfers and retirements by file (issue 41 item 3, ADR 0127): the preview's checks line by
// line and across the file, nothing booked before the job, the job all or nothing (a line spent
// after the preview fails all of it), the Idempotency-Key, the result file and conservation; a line
// into an account with a standing agreement executes it as a transfer sent alone does (ADR 0126).

let w: Awaited<ReturnType<typeof startBulkWorld>>;
let rec = 0;
let other = 0;
beforeAll(async () => {
  w = await startBulkWorld();
  rec = await w.issued('100.000000', 1);
  other = await w.issued('50.000000', 2);
}, 120_000);
afterAll(() => w?.close());

const messages = (rows: { line: number; errors: { column: string; message: string }[] }[] = []) =>
  rows.flatMap((r) => r.errors.map((e) => `Linha ${r.line}, coluna ${e.column}: ${e.message}`));

describe('templates', () => {
  it('downloads both templates in both formats, headed by the columns the reader takes', async () => {
    const file = await w.sender.GET('/bulk/templates/{kind}', {
      params: { path: { kind: 'transfers' }, query: { format: 'csv' } },
      parseAs: 'text',
    });
    expect(String(file.data).split('\r\n')[0]).toBe(TRANSFER_HEADER);
    const book = await w.direct.GET('/bulk/templates/{kind}', {
      params: { path: { kind: 'retirements' } },
      parseAs: 'arrayBuffer',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([Buffer.from(book.data as ArrayBuffer)]));
    const values = (workbook.worksheets[0]?.getRow(1).values ?? []) as unknown[];
    const header = values.slice(1).join(';');
    expect(header).toBe(RETIREMENT_HEADER);
    // The template itself reads: its example line is checked like any (its placeholder account is not ours).
    const sent = await w.upload('retirements', new File([Buffer.from(book.data as ArrayBuffer)], 'modelo.xlsx'));
    expect(sent.response.status).toBe(201);
    expect(messages(sent.data?.rows)[0]).toBe(
      'Linha 2, coluna Conta de origem: A conta BR-SUA-CONTA-TR-01 não é uma conta de negociação sua',
    );
  });
});

describe('preview', () => {
  it('checks every line and the file as a whole, sums per receiving account, and books nothing', async () => {
    const before = await w.holdings(rec);
    const transfers = await w.count('transfers');
    const sent = await w.upload(
      'transfers',
      csv([
        TRANSFER_HEADER,
        `${SENDER};${rec};60,000000;${RECEIVER}`,
        `${SENDER};${rec};50;${RECEIVER}`,
        `${SENDER};${rec};40;BR-NINGUEM-TR-09`,
        `${SENDER};${rec};abc;${RECEIVER}`,
        `${SENDER};${rec};30.5;${RECEIVER}`,
        `${SENDER};${other};10;${SENDER}`,
        `${SENDER};${other};10;${RECEIVER}`,
      ]),
    );
    expect(sent.response.status).toBe(201);
    expect(sent.data).toMatchObject({ status: 'preview', total: 7, valid: 3, invalid: 4, total_volume: '100.500000' });
    expect(messages(sent.data?.rows)).toEqual([
      `Linha 3, coluna Volume (MWh): Com as linhas anteriores do arquivo, 110.000000 MWh do certificado ${rec} passam do saldo de 100.000000 MWh da conta ${SENDER}`,
      'Linha 4, coluna Conta de destino: Conta de negociação BR-NINGUEM-TR-09 não encontrada',
      'Linha 5, coluna Volume (MWh): Número inválido: abc',
      'Linha 7, coluna Conta de destino: A conta de destino é a própria conta de origem',
    ]);
    expect(sent.data?.summary).toEqual([{ key: RECEIVER, rows: 3, volume: '100.500000' }]);
    expect(await w.holdings(rec)).toEqual(before);
    expect(await w.count('transfers')).toBe(transfers);
    const refused = await w.commit(sent.data?.id as number);
    expect([refused.response.status, refused.error?.code]).toEqual([422, 'BULK_HAS_ERRORS']);
  });

  it('refuses a file without the columns it needs', async () => {
    const sent = await w.upload('transfers', csv(['Conta de origem;Volume', `${SENDER};1`]));
    expect(sent.response.status).toBe(422);
    expect(sent.error?.fields?.map((f) => f.field)).toEqual(['Certificado', 'Conta de destino']);
  });
});

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

describe('standing agreements on the receiving accounts', () => {
  it('moves the agreed share of a line on, once, when the job is confirmed twice with one Idempotency-Key', async () => {
    const SECOND = 'BR-VERDE-TR-02';
    await addAccount(w.db, w.s.fixture.participants.p1, 'trade', SECOND);
    const made = await w.sender.POST('/agreements', {
      body: {
        source_account_code: SECOND,
        destination_account_code: RECEIVER,
        starts_on: '2020-01-01',
        share: '25',
        notice_days: 0,
      },
    });
    const agreement = made.data?.id as number;
    const accepted = await w.receiver.POST('/agreements/{id}/accept', { params: { path: { id: agreement } } });
    expect(accepted.data?.state).toBe('active');
    const before = await w.holdings(other);
    const sent = await w.upload(
      'transfers',
      csv([TRANSFER_HEADER, `${SENDER};${other};10;${SECOND}`, `${SENDER};${other};2;${RECEIVER}`]),
    );
    const id = sent.data?.id as number;
    const key = randomUUID();
    expect((await w.commit(id, key)).response.status).toBe(202);
    const again = await w.commit(id, key);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await w.worker.drain()).toBe(1);
    expect(await w.worker.drain()).toBe(0);
    expect(await w.job(id)).toMatchObject({ status: 'done', processed: 2 });
    // 10 arrived in SECOND: 25 % (2.5) went on to the receiver; the line sent to it directly runs nothing.
    const micro = (v?: string) => Math.round(Number(v ?? 0) * 1e6);
    expect(await w.holdings(other)).toMatchObject({
      [SENDER]: ((micro(before[SENDER]) - 12_000_000) / 1e6).toFixed(6),
      [SECOND]: '7.500000',
      [RECEIVER]: ((micro(before[RECEIVER]) + 4_500_000) / 1e6).toFixed(6),
    });
    const result = await w.sender.GET('/bulk/jobs/{id}/result', { params: { path: { id } }, parseAs: 'text' });
    const line2 = Number(String(result.data).trim().split('\r\n')[1]?.split(';').at(-1));
    const seen = await w.receiver.GET('/agreements/{id}', { params: { path: { id: agreement } } });
    expect(seen.data?.executions).toHaveLength(1);
    expect(seen.data?.executions?.[0]).toMatchObject({
      source_kind: 'transfer',
      source_id: line2,
      arrived: '10.000000',
      volume: '2.500000',
      state: 'booked',
    });
    expect((await verifyLedger(w.db)).problems).toEqual([]);
  });
});

describe('the registry’s oversight (issue 41 item 4, ADR 0134)', () => {
  it('lists every organisation’s jobs newest first, filtered, to the admin only', async () => {
    const sent = await w.upload(
      'retirements',
      csv([RETIREMENT_HEADER, `${SENDER};${rec};abc;x;y;2026-01;2026-01`], 'supervisao.csv'),
    );
    const id = sent.data?.id as number;
    const list = await w.admin.GET('/bulk/jobs', { params: { query: { amount: 2 } } });
    expect(list.response.status).toBe(200);
    expect(list.data?.data[0]).toMatchObject({
      id,
      kind: 'retirements',
      status: 'preview',
      participant_id: w.s.fixture.participants.p1,
      file_name: 'supervisao.csv',
      total: 1,
      invalid: 1,
      processed: 0,
      total_volume: '0.000000',
    });
    expect(list.data?.data[0]?.participant_name).toBeTruthy();
    expect(list.data?.data[0]?.created_by_name).toBeTruthy();
    expect(list.data?.data.map((j) => j.id)).toEqual(
      [...(list.data?.data.map((j) => j.id) ?? [])].sort((a, b) => b - a),
    );
    // The cursor walks on from the page's last id.
    const next = await w.admin.GET('/bulk/jobs', {
      params: { query: { amount: 2, cursor: list.data?.next_cursor as string } },
    });
    expect(next.data?.data.every((j) => j.id < (list.data?.data[1]?.id as number))).toBe(true);
    const query = async (q: Record<string, unknown>) =>
      (await w.admin.GET('/bulk/jobs', { params: { query: { amount: 100, ...q } } })).data?.data.map((j) => j.id) ?? [];
    expect(await query({ kind: 'retirements', status: 'preview' })).toContain(id);
    expect(await query({ kind: 'transfers' })).not.toContain(id);
    expect(await query({ status: 'done' })).not.toContain(id);
    expect((await query({ status: 'done' })).length).toBeGreaterThan(0);
    expect(await query({ participant_id: w.s.fixture.participants.p2 })).toEqual([]);
    expect(await query({ participant_id: w.s.fixture.participants.p1, search: 'supervisao' })).toEqual([id]);
    const month = new Date().toISOString().slice(0, 7);
    expect(await query({ period: month })).toContain(id);
    expect(await query({ period: '2001-01' })).toEqual([]);
    // A participant has its own "Envio em lote", not the registry's list.
    const refused = await w.sender.GET('/bulk/jobs', {});
    expect(refused.response.status).toBe(403);
    // The admin opens any job and its result file as the participant does.
    expect((await w.admin.GET('/bulk/jobs/{id}', { params: { path: { id } } })).data?.status).toBe('preview');
  });
});
