import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESOURCES, readsField, SERVER_TEXTS, serverText } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import { sql } from 'kysely';
import { forbidden, unprocessable } from '../../http/errors';
import type { Ctx, FileReply, Handlers, OperationId } from '../../http/types';
import { allowed } from '../../policy/policy';
import { insightsHandlers } from '../insights';
import { ledgerHandlers } from '../ledger';
import { moneyHandlers } from '../money';
import { peopleHandlers } from '../people';
import { plantsHandlers } from '../plants';
import { writeReportExport } from '../reports/export';
import { type ExportColumn, listColumns, listFilters } from './columns';
import { presentListColumns } from './presentation';
import { sheetWriter } from './xlsx';

// POST /exports: the whole list of a resource as an .xlsx, through the resource's own list handler
// (same row scope, search, sort and shape as the screen's list), page after page, written with the
// streaming WorkbookWriter to a temporary file that is streamed back and removed.

type Resource = Schemas['ExportInput']['resource'];

/** A plain catalogue exports through its definition's list (ADR 0095): no line here. */
const CATALOGUE_LISTS = Object.fromEntries(
  Object.values(RESOURCES).flatMap((def) =>
    def.catalogue && def.operations.list ? [[def.name, def.operations.list.id as OperationId]] : [],
  ),
);

/** The list operation behind each exportable resource; `report` goes to the report's own writer. */
export const EXPORT_LISTS: Readonly<Partial<Record<Exclude<Resource, 'report'>, OperationId>>> = {
  ...CATALOGUE_LISTS,
  admins: 'listAdmins',
  users: 'listUsers',
  registrants: 'listRegistrants',
  businesses: 'listBusinesses',
  participants: 'listParticipants',
  ceg: 'listCegs',
  tutorials: 'listTutorials',
  recs: 'listRecs',
  invoices: 'listInvoices',
  invoicesredemptions: 'listInvoiceRedemptions',
  transfers: 'listTransfers',
  redemptions: 'listRedemptions',
  retirements: 'listRetirements',
  beneficiaries: 'listBeneficiaries',
  generation: 'listGeneration',
  rdms: 'listRdms',
  exchanges: 'listExchanges',
};

/** Excel's row limit, less the header. */
export const MAX_EXPORT_ROWS = 1_048_575;
/** Rows fetched per call of the list handler. */
export const EXPORT_PAGE = 20_000;

type ListHandler = (ctx: Ctx<OperationId>) => Promise<unknown>;

/** Every list handler of the other groups, by operationId. */
export const listHandlers = (): Partial<Record<OperationId, ListHandler>> =>
  ({ ...peopleHandlers, ...plantsHandlers, ...ledgerHandlers, ...moneyHandlers, ...insightsHandlers }) as Partial<
    Record<OperationId, ListHandler>
  >;

function pageOf(answer: unknown): { data: Record<string, unknown>[]; total: number } {
  if (Array.isArray(answer)) return { data: answer, total: answer.length };
  const a = answer as { data?: Record<string, unknown>[]; total?: number };
  return { data: a.data ?? [], total: Number(a.total ?? a.data?.length ?? 0) };
}

function chosenColumns(all: ExportColumn[], asked: string[] | undefined): ExportColumn[] {
  if (!asked?.length) return all;
  const unknown = asked.filter((k) => !all.some((c) => c.key === k));
  if (unknown.length)
    throw unprocessable(
      'VALIDATION_FAILED',
      serverText(SERVER_TEXTS.colunasInexistentesNestaLista),
      unknown.map((k) => ({
        field: 'columns',
        code: 'unknown_column',
        message: serverText(SERVER_TEXTS.colunaInexistente, { key: k }),
      })),
    );
  return asked.map((k) => all.find((c) => c.key === k) as ExportColumn);
}

export interface ExportOptions {
  page?: number;
}

/** Writes the export to `filename`; answers how many rows it holds. */
export async function writeExport(
  ctx: Ctx<'exportList'>,
  filename: string,
  options: ExportOptions = {},
): Promise<{ rows: number; resource: string }> {
  const { resource, search, sort, order, columns, filters, labels } = ctx.body;
  if (resource === 'report')
    return writeReportExport(ctx, filename, { page: options.page ?? EXPORT_PAGE, maxRows: MAX_EXPORT_ROWS });
  const operationId = EXPORT_LISTS[resource];
  const list = operationId && listHandlers()[operationId];
  if (!list || !operationId)
    throw unprocessable('EXPORT_NOT_AVAILABLE', serverText(SERVER_TEXTS.exportacaoNaoDisponivel, { resource }));
  if (!allowed(ctx.user.role, operationId)) throw forbidden();
  // The columns the caller reads (the field-level policy): its list handler leaves the rest out.
  const readable = listColumns(operationId).filter((c) => readsField(ctx.user.role, resource, c.key));
  const cols = presentListColumns(operationId, chosenColumns(readable, columns)).map((c) =>
    labels && Object.hasOwn(labels, c.key) ? { ...c, label: labels[c.key] } : c,
  );
  const own = listFilters(operationId, filters);
  const amount = options.page ?? EXPORT_PAGE;
  const fetchPage = (page: number) =>
    list({
      ...(ctx as unknown as Ctx<OperationId>),
      params: {} as never,
      body: undefined as never,
      files: [],
      query: {
        ...own,
        page,
        amount,
        ...(search ? { search } : {}),
        ...(sort ? { sort } : {}),
        ...(order ? { order } : {}),
      } as never,
    });
  let writer: ReturnType<typeof sheetWriter> | undefined;
  let written = 0;
  let next = fetchPage(1);
  for (let page = 1; ; page++) {
    const { data, total } = pageOf(await next);
    if (page === 1 && total > MAX_EXPORT_ROWS)
      throw unprocessable(
        'EXPORT_TOO_LARGE',
        serverText(SERVER_TEXTS.listaTemLinhasExcelAceita, { total, MAX_EXPORT_ROWS }),
      );
    const more = data.length === amount && written + data.length < total;
    // The next page is asked for before this one is written: the database works on it while
    // this process turns rows into XML (the list handlers' statements queue on the one connection).
    if (more) {
      next = fetchPage(page + 1);
      next.catch(() => undefined); // awaited on the next turn; this only keeps it from being "unhandled"
    }
    writer ??= sheetWriter({ filename }, resource, cols);
    writer.add(data);
    written += data.length;
    if (!more) break;
  }
  await (writer ?? sheetWriter({ filename }, resource, cols)).finish();
  return { rows: written, resource };
}

export const exportsHandlers: Handlers = {
  async exportList(ctx) {
    // All pages from one snapshot: nothing ran in this transaction yet (exports take no
    // Idempotency-Key), so its isolation can still be chosen. Not READ ONLY: some list handlers
    // write on read (the invoice lists block what became overdue); such a write meeting a
    // concurrent one answers 409 CONCURRENT_UPDATE, which the caller may simply retry.
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`.execute(ctx.db);
    const file = path.join(tmpdir(), `rec-export-${randomUUID()}.xlsx`);
    try {
      const { resource } = await writeExport(ctx, file);
      const body = createReadStream(file);
      // The open descriptor keeps the bytes readable; the name goes at once.
      body.once('open', () => void unlink(file).catch(() => undefined));
      const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      const reply: FileReply = {
        kind: 'file',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `${resource}-${day}.xlsx`,
        body,
      };
      return reply;
    } catch (err) {
      await unlink(file).catch(() => undefined);
      throw err;
    }
  },
};
