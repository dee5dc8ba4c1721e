import { type ApiClient, formDataSerializer, type Schemas } from '@rec/sdk';
import { sql } from 'kysely';
import { startBulkWorker } from '../../src/bulk/worker';
import { RECEIVER, SENDER, startOffersWorld } from './offers-world';

// A world for bulk files (issue 41 item 3): the offers world (p1 sends from SENDER, has a retirement
// account and a beneficiary; p2 receives in RECEIVER), a bulk worker that runs only when drained,
// and helpers to upload a file (straight to the server: prism corrupts binary multipart,
// stoplightio/prism#2349) and read back what was booked.

export { RECEIVER, SENDER };
export type BulkAnswer = { data?: Schemas['BulkJob']; error?: Schemas['Error']; response: Response };

export const TRANSFER_HEADER = 'Conta de origem;Certificado;Volume (MWh);Conta de destino';
export const RETIREMENT_HEADER =
  'Conta de origem;Certificado;Volume (MWh);Beneficiário;Finalidade;Início do período;Fim do período';

export const csv = (lines: string[], name = 'lote.csv') =>
  new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });

export async function startBulkWorld() {
  const w = await startOffersWorld();
  const direct: ApiClient = await w.s.client('participant', 'direct');
  const worker = startBulkWorker(w.db, { poll: false });
  const upload = (kind: 'transfers' | 'retirements', file: File) =>
    direct.POST('/bulk/files/{kind}', {
      params: { path: { kind } },
      body: { file },
      bodySerializer: formDataSerializer,
    }) as Promise<BulkAnswer>;
  const commit = (id: number, key?: string) =>
    w.sender.POST('/bulk/jobs/{id}/commit', {
      params: { path: { id }, header: key ? { 'Idempotency-Key': key } : {} },
    });
  const job = async (id: number) => (await w.sender.GET('/bulk/jobs/{id}', { params: { path: { id } } })).data;
  const count = async (table: 'transfers' | 'redemptions') =>
    Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(w.db)).rows[0]?.n);
  const close = async () => {
    await worker.stop();
    await w.s.close();
  };
  return { ...w, direct, worker, upload, commit, job, count, close };
}
