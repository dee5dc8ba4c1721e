import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import { type FieldError, unprocessable } from '../../http/errors';
import { readHeaderOf } from '../../imports/ccee-hourly/header';
import { decodeField, encodingOf } from '../../imports/ccee-hourly/lines';
import { normalCeg } from '../../imports/ccee-hourly/mapping';
import { limitExceeded, PARSER_LIMITS, sizeText } from '../../imports/limits';
import { unknownCegs } from './mappings';

// Seeding the share mapping from a CSV: CODIGO_PARCELA_USINA;CEG[;SIGLA_USINA]. Every line is
// applied (created or updated by share code) or none (422 with one field per line in error).

/** The file's lines, refused (422 FILE_LIMIT_EXCEEDED) past the line-length or line-count bound. */
function boundedLines(data: Buffer): string[] {
  const lines = data.toString('latin1').split(/\r?\n/);
  const long = lines.findIndex((l) => l.length > PARSER_LIMITS.lineBytes);
  if (long >= 0)
    throw limitExceeded(
      serverText(SERVER_TEXTS.linhaExcedeLimiteLinha, {
        value: long + 1,
        lineBytes: sizeText(PARSER_LIMITS.lineBytes),
      }),
      serverText(SERVER_TEXTS.linha, { line: long + 1 }),
    ).toHttp();
  // The header is line 1; a final empty line is no line.
  const count = lines.length - 1 - (lines[lines.length - 1] === '' ? 1 : 0);
  if (count > PARSER_LIMITS.mappingLines)
    throw limitExceeded(
      serverText(SERVER_TEXTS.arquivoExcedeLimiteLinhasMapeamento, {
        mappingLines: PARSER_LIMITS.mappingLines.toLocaleString('pt-BR'),
      }),
    ).toHttp();
  return lines;
}

/** The mapping file's columns (its template is written from these too). */
export const MAPPING_REQUIRED = ['CODIGO_PARCELA_USINA', 'CEG'] as const;
export const MAPPING_OPTIONAL = ['SIGLA_USINA'] as const;

export async function importMappings(db: Kysely<DB>, data: Buffer) {
  const lines = boundedLines(data);
  const header = readHeaderOf(lines[0] ?? '', MAPPING_REQUIRED, MAPPING_OPTIONAL);
  const rows = new Map<string, { line: number; share: string; ceg: string; name: string | null }>();
  const fields: FieldError[] = [];
  for (let k = 1; k < lines.length; k++) {
    const raw = lines[k] as string;
    if (!raw.trim()) continue;
    const f = decodeField(raw, encodingOf(raw)).split(header.delimiter);
    const share = (f[header.at.CODIGO_PARCELA_USINA as number] ?? '').trim();
    const ceg = normalCeg(f[header.at.CEG as number] ?? '');
    const name = (header.at.SIGLA_USINA ?? -1) >= 0 ? (f[header.at.SIGLA_USINA as number] ?? '').trim() || null : null;
    const at = serverText(SERVER_TEXTS.linha, { line: k + 1 });
    if (!share || !ceg) {
      fields.push({
        field: `${at}.${share ? 'CEG' : 'CODIGO_PARCELA_USINA'}`,
        code: 'required',
        message: serverText(VALIDATION_MESSAGES.required),
      });
      continue;
    }
    const prev = rows.get(share);
    if (prev && prev.ceg !== ceg)
      fields.push({
        field: `${at}.CEG`,
        code: 'conflict',
        message: serverText(SERVER_TEXTS.parcelaDoisCegsArquivoLinha, { share, line: prev.line }),
      });
    rows.set(share, { line: k + 1, share, ceg, name });
  }
  const unknown = await unknownCegs(db, [...new Set([...rows.values()].map((r) => r.ceg))]);
  for (const r of rows.values())
    if (unknown.has(r.ceg))
      fields.push({
        field: serverText(SERVER_TEXTS.linhaColuna, { line: r.line, column: 'CEG' }),
        code: 'CEG_NOT_FOUND',
        message: serverText(SERVER_TEXTS.cegNaoCadastrado, { ceg: r.ceg }),
      });
  if (fields.length)
    throw unprocessable(
      'VALIDATION_FAILED',
      serverText(SERVER_TEXTS.arquivoMapeamentoTemLinhaS, { length: fields.length }),
      fields.slice(0, 100),
    );
  if (!rows.size) throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.nenhumMapeamentoArquivo));
  const json = JSON.stringify([...rows.values()].map((r) => [r.share, r.ceg, r.name]));
  const r = await sql<{ inserted: boolean }>`
    INSERT INTO ccee_share_mappings (share_code, "codeCEG", plant_name)
    SELECT x->>0, x->>1, x->>2 FROM json_array_elements(${json}::json) AS x
    ON CONFLICT (share_code) DO UPDATE SET "codeCEG" = EXCLUDED."codeCEG",
      plant_name = coalesce(EXCLUDED.plant_name, ccee_share_mappings.plant_name), updated_at = now()
    RETURNING (xmax = 0) AS inserted`.execute(db);
  const created = r.rows.filter((x) => x.inserted).length;
  return { total: r.rows.length, created, updated: r.rows.length - created };
}
