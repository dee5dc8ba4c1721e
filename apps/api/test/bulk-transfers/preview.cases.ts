import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { messages, other, rec, w } from '../support/bulk-suite';
import { csv, RECEIVER, RETIREMENT_HEADER, SENDER, TRANSFER_HEADER } from '../support/bulk-world';

// The templates a participant fills, and the preview: every line checked, the file as a whole, nothing booked.

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
