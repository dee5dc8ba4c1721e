import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/imports/ccee-hourly/header';
import { readGenerationRecords } from '../src/imports/generation-records';
import { ImportProblem } from '../src/imports/problems';
import { generationRecords } from '../src/imports/records-thread';
import { HEADER, workbook } from './support/workbooks';

// A file without a column the import needs is refused as a whole (422 VALIDATION_FAILED), with
// one field error per missing column, named as the template names it.

const bytes = async (rows: unknown[][]) => Buffer.from(await (await workbook(rows)).arrayBuffer());

async function refusal(read: () => AsyncIterable<unknown>): Promise<ImportProblem> {
  try {
    for await (const _ of read());
  } catch (err) {
    if (err instanceof ImportProblem) return err;
    throw err;
  }
  throw new Error('the file was read');
}

const field = (label: string) => ({ field: label, code: 'missing_column', message: `Coluna não encontrada: ${label}` });

describe('missing columns', () => {
  it('refuses a generation workbook without a total column, on a worker and on this thread alike', async () => {
    const data = await bytes([
      HEADER.filter((h) => h !== 'Total' && h !== 'MWh contabilizados'),
      ['UFV.RS.BA.000001-0.01', 1, 2025, 1.5, 744],
    ]);
    for (const read of [generationRecords, readGenerationRecords]) {
      const problem = await refusal(() => read(data));
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.message).toBe('Colunas não encontradas na planilha: Total');
      expect(problem.fields).toEqual([field('Total')]);
    }
  });

  it('refuses a generation workbook without month and year or a period', async () => {
    const data = await bytes([
      ['CEG', 'Total'],
      ['UFV.RS.BA.000001-0.01', 10],
    ]);
    const problem = await refusal(() => readGenerationRecords(data));
    expect(problem.message).toBe('Colunas não encontradas na planilha: Mês, Ano');
    expect(problem.fields).toEqual([field('Mês'), field('Ano')]);
  });

  it('names the required columns of a sheet whose header is never found', async () => {
    const data = await bytes([
      ['Mês', 'Ano', 'Total'],
      [1, 2025, 10],
    ]);
    const problem = await refusal(() => readGenerationRecords(data));
    expect(problem.message).toBe('Colunas não encontradas na planilha: CEG');
    expect(problem.fields).toEqual([field('CEG')]);
  });

  it('refuses a CCEE hourly file whose header lacks a required column', () => {
    let problem: unknown;
    try {
      readHeader('DATA;PERIODO_COMERCIALIZACAO;CODIGO_PARCELA_USINA;GERACAO_CENTRO_GRAVIDADE');
    } catch (err) {
      problem = err;
    }
    expect(problem).toBeInstanceOf(ImportProblem);
    expect((problem as ImportProblem).message).toBe(
      'Colunas não encontradas no arquivo: FATOR_PERDA_INTERNA, FATOR_RATEIO_PERDA_GERACAO',
    );
    expect((problem as ImportProblem).fields).toEqual([
      field('FATOR_PERDA_INTERNA'),
      field('FATOR_RATEIO_PERDA_GERACAO'),
    ]);
  });
});
