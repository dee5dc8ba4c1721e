import { mwhOf } from '@rec/domain/hourly';
import type { hourlyStatement } from '../../hourly/statement';
import { brasiliaDayStart, CHART_HEIGHT, drawProfileChart, type ProfilePoint } from './hourly-chart';
import type { PdfWriter } from './layout';
import { ptDate, ptDateTime, ptMwh } from './text';

// The hourly part of a retirement statement (issue 38 item 4, ADR 0099): the hourly profile as a
// chart and a table of one row per Brasília day (a month is 31 rows, not 744), the plants with
// their certificate number ranges, and the movement's Merkle root with how anyone checks a
// bundle's proof on the public verify page.

export type HourlyPart = NonNullable<Awaited<ReturnType<typeof hourlyStatement>>>['hourly'];

const HOUR_MS = 3_600_000;
const hourOf = (ms: number, dayStart: number) => String(Math.round((ms - dayStart) / HOUR_MS)).padStart(2, '0');
const thousands = (n: string) => n.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** One row per Brasília day: its hours with certificates, first and last hour, busiest hour, total. */
export function dayRows(points: readonly ProfilePoint[]): string[][] {
  const days = new Map<number, { hours: number[]; whs: bigint[] }>();
  for (const p of points) {
    const ms = Date.parse(p.interval_start);
    const day = brasiliaDayStart(ms);
    const d = days.get(day) ?? { hours: [], whs: [] };
    d.hours.push(ms);
    d.whs.push(BigInt(p.wh));
    days.set(day, d);
  }
  return [...days.entries()].map(([day, d]) => {
    // biome-ignore lint/complexity/useMathMinMax: Wh are bigints, which Math.max does not take
    const peak = d.whs.reduce((m, w) => (w > m ? w : m), 0n);
    const total = d.whs.reduce((t, w) => t + w, 0n);
    const firstHour = hourOf(Math.min(...d.hours), day);
    const lastHour = String(Number(hourOf(Math.max(...d.hours), day)) + 1).padStart(2, '0');
    return [
      ptDate(new Date(day - 3 * HOUR_MS).toISOString()),
      String(d.hours.length),
      `${firstHour}:00–${lastHour}:00`,
      ptMwh(mwhOf(peak)),
      ptMwh(mwhOf(total)),
    ];
  });
}

export function writeHourlySection(pdf: PdfWriter, h: HourlyPart, verifyUrl: string) {
  pdf.section('Perfil horário dos certificados aposentados');
  pdf.paragraph(
    `${h.totals.bundles} lotes de certificados horários (1 certificado = 1 Wh), ${ptMwh(h.totals.mwh)} MWh, ` +
      'por hora de produção no horário de Brasília (UTC-3). Cada barra é uma hora; a mais alta é a hora de maior volume.',
    9,
  );
  pdf.figure(CHART_HEIGHT, (page, x, y, area) => drawProfileChart(page, x, y, area, h.profile));
  pdf.table(
    [
      { header: 'Dia', width: 0.18 },
      { header: 'Horas', width: 0.12, align: 'right' },
      { header: 'Primeira–última hora', width: 0.24 },
      { header: 'Maior hora (MWh)', width: 0.22, align: 'right' },
      { header: 'Total (MWh)', width: 0.24, align: 'right' },
    ],
    [...dayRows(h.profile), ['Total', String(h.profile.length), '', '', ptMwh(h.totals.mwh)]],
  );
  pdf.section('Lotes por usina');
  pdf.table(
    [
      { header: 'Usina', width: 0.26 },
      { header: 'Código CEG', width: 0.22 },
      { header: 'Lotes', width: 0.08, align: 'right' },
      { header: 'Faixas de numeração', width: 0.28 },
      { header: 'MWh', width: 0.16, align: 'right' },
    ],
    h.plants.map((p) => [
      p.name,
      p.ceg,
      String(p.bundles),
      p.ranges.map((r) => `${thousands(r.start)}–${thousands(r.end)}`).join('; '),
      ptMwh(p.mwh),
    ]),
  );
  pdf.section('Prova de Merkle');
  pdf.field('Movimentação horária nº', String(h.movement.seq));
  if (h.movement.at) pdf.field('Registrada em', ptDateTime(h.movement.at));
  pdf.code('Raiz de Merkle dos lotes aposentados', h.movement.merkle_root);
  pdf.code('Hash da movimentação na trilha horária', h.movement.hash);
  pdf.space(4);
  pdf.paragraph(
    'A movimentação que aposentou estes lotes está encadeada na trilha de auditoria horária e registra a raiz de ' +
      'Merkle acima. Cada lote é uma folha: SHA-256 do texto "bundle|emissão|usina|início da hora em ms|Wh|início da ' +
      'faixa|fim da faixa"; cada nó é o SHA-256 dos bytes de seus dois filhos. Em ' +
      `${verifyUrl} a página mostra, para cada lote, o caminho de hashes até a raiz e o recalcula no navegador: ` +
      'um lote com Wh, hora ou faixa alterados não confere.',
    8,
  );
}
