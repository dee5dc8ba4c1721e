import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fromMicro, toMicro } from '../ledger/decimal';
import type { DemoMetering } from './demo-metering';

// The demo's CCEE open-data file (geracao_horaria_usina, shared notes ccee-open-data.md), written at
// seed time so that the admin can try the hourly import offline: the latest closed month, one
// share per CCEE-metered plant (mapped by the seed) plus a few shares of plants outside the
// platform (reported as unmapped), CCEE's 36 columns, ';' and comma decimals. The hourly figures
// of each mapped share add up exactly to the demo's metering of the month: the seed imports that
// first publication through the hourly import; the file it leaves for the admin is CCEE's
// republication (recontabilização), one plant a little higher, so that its preview shows a new
// version with a real diff. Deterministic: no clock, no randomness.

const COLUMNS =
  'MES_REFERENCIA;DATA;PERIODO_COMERCIALIZACAO;SUBMERCADO;CODIGO_PARCELA_USINA;SIGLA_USINA;FONTE_PRIMARIA;TIPO_USINA;' +
  'CODIGO_PERFIL_AGENTE;SIGLA_PERFIL_AGENTE;PARTICIPANTE_MRE;PARTICIPANTE_RATEIO_PERDA;GERACAO_CENTRO_GRAVIDADE;' +
  'FATOR_PERDA_INTERNA;FATOR_RATEIO_PERDA_GERACAO;GERACAO_VERIFICADA_ONS;GERACAO_NO_PONTO_CONEXAO;GERACAO_TESTE;' +
  'GERACAO_INFLEXIBILIDADE;GERACAO_ORDEM_MERITO;GERACAO_RESTRICAO_ELETRICA;GERACAO_SEGURANCA_ENERGETICA;' +
  'GERACAO_REPOSICAO_PERDAS;GERACAO_EXPORTACAO;GERACAO_SUBSTITUICAO;GERACAO_UNIT_COMMITMENT;GERACAO_CONSTRAINED_OFF;' +
  'GERACAO_GARANTIA_FISICA;GERACAO_FORA_ORDEM_MERITO;GERACAO_COMERCIAL;GERACAO_MRE;GERACAO_LASTRO;GERACAO_ESPECIAL;' +
  'GERACAO_AJUSTE;GERACAO_PROPRIA;GERACAO_CONTRATADA';
const EMPTY_TAIL = ';'.repeat(20);

/** One plant share of the file: its code, short name, kind and its month in micro-MWh. */
export interface DemoShare {
  code: string;
  name: string;
  tech: string;
  uf: string;
  /** The CEG it maps to; undefined for a plant outside the platform. */
  codeCEG?: string;
  micro: bigint;
}

const SOURCE: Record<string, [string, string]> = {
  UFV: ['SOLAR', 'Demais usinas'],
  EOL: ['EÓLICA', 'Eólicas'],
  PCH: ['HIDRÁULICA', 'Hidráulicas MRE'],
  CGH: ['HIDRÁULICA', 'Hidráulicas não MRE'],
  UTE: ['BIOMASSA', 'Biomassa'],
};
const SOUTH = new Set(['RS', 'SC', 'PR']);
const NORTHEAST = new Set(['BA', 'PE', 'RN', 'CE', 'PI', 'PB', 'SE', 'AL', 'MA']);
/** The submarket of a plant in state `uf`, as the file's SUBMERCADO column names it. */
export const submarket = (uf: string) => (SOUTH.has(uf) ? 'SUL' : NORTHEAST.has(uf) ? 'NORDESTE' : 'SUDESTE');

/** Relative output of hour-of-day `h` (0–23): the sun from 6 h to 18 h, the wind stronger at night, the rest flat. */
function weight(tech: string, h: number, day: number): bigint {
  if (tech === 'UFV') return h < 6 || h > 18 ? 0n : BigInt(36 - (h - 12) * (h - 12));
  if (tech === 'EOL') return BigInt(20 + Math.abs(h - 12) + ((day * 7) % 5));
  return BigInt(10 + ((day + h) % 3));
}

/** The share's hourly micro-MWh: proportional to the weights, the remainder in its strongest hour. */
export function hourly(share: Pick<DemoShare, 'tech' | 'micro'>, hours: number): bigint[] {
  const w = Array.from({ length: hours }, (_, i) => weight(share.tech, i % 24, Math.floor(i / 24)));
  const total = w.reduce((a, b) => a + b, 0n);
  const out = w.map((x) => (share.micro * x) / total);
  const rest = share.micro - out.reduce((a, b) => a + b, 0n);
  let peak = 0;
  for (const [i, x] of w.entries()) if (x > (w[peak] as bigint)) peak = i;
  out[peak] = (out[peak] as bigint) + rest;
  return out;
}

const comma = (micro: bigint) => fromMicro(micro).replace('.', ',');

/** Plants outside the platform: CCEE publishes every share of the grid, mapped or not. */
const OUTSIDE: Omit<DemoShare, 'code'>[] = [
  { name: 'UHE SERRA AZUL', tech: 'PCH', uf: 'MG', micro: 41_250_000_000n },
  { name: 'EOL CAJUEIRO', tech: 'EOL', uf: 'CE', micro: 9_870_500_000n },
  { name: 'UFV SÃO GONÇALO 9', tech: 'UFV', uf: 'PI', micro: 6_120_000_000n },
];

/** The shares of the file: a code per CCEE-metered plant (in the seed's order), then the outside ones. */
export function demoShares(
  metering: DemoMetering[],
  plants: { codeCEG: string; name: string; tech: string; uf: string }[],
  republished: boolean,
) {
  const byCeg = new Map(metering.map((m) => [m.codeCEG, m]));
  const mapped: DemoShare[] = plants.flatMap((p, i) => {
    const m = byCeg.get(p.codeCEG);
    if (!m) return [];
    // In the republication, the first plant 1.5 % higher: the preview's diff has something to show.
    const micro = toMicro(m.total);
    return [
      { ...p, code: String(30_100 + i * 7), micro: republished && i === 0 ? micro + (micro / 200n) * 3n : micro },
    ];
  });
  const outside = OUTSIDE.map((s, i) => ({ ...s, code: String(39_001 + i) }));
  return [...mapped, ...outside];
}

/** The file's text: one line per share × hour, ordered by hour then share, as CCEE publishes it. */
export function demoCceeText(year: number, month: number, shares: DemoShare[]): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const hours = days * 24;
  const mm = String(month).padStart(2, '0');
  const series = shares.map((s) => hourly(s, hours));
  const lines = [COLUMNS];
  for (let h = 0; h < hours; h++) {
    const date = `${String(Math.floor(h / 24) + 1).padStart(2, '0')}/${mm}/${year}`;
    for (const [i, s] of shares.entries()) {
      const [source, kind] = SOURCE[s.tech] ?? ['OUTRAS', 'Demais usinas'];
      const g = comma((series[i] as bigint[])[h] as bigint);
      const ident = `${mm}/${year};${date};${h + 1};${submarket(s.uf)};${s.code};${s.name.toUpperCase()};${source};${kind}`;
      lines.push(`${ident};${500 + i};AGENTE ${500 + i};N;S;${g};0,985;1,012;${g};${g}${EMPTY_TAIL}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The file name CCEE gives the month's resource. */
export const demoCceeName = (year: number, month: number) =>
  `geracao_horaria_usina_${year}${String(month).padStart(2, '0')}.csv.gz`;

/** The gzip file's bytes. */
export const demoCceeFile = (year: number, month: number, shares: DemoShare[]): Buffer =>
  gzipSync(Buffer.from(demoCceeText(year, month, shares), 'utf8'));

/** Writes the gzip file into `folder` (made if missing); answers its path. */
export function writeDemoCceeFile(folder: string, year: number, month: number, shares: DemoShare[]): string {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, demoCceeName(year, month));
  writeFileSync(file, demoCceeFile(year, month, shares));
  return file;
}
