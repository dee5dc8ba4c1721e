import { mwhOf } from '@rec/domain/hourly';
import { type PDFPage, rgb } from 'pdf-lib';
import type { FigureArea } from './layout';
import { ptMwh } from './text';

// The hourly profile of a retirement as a bar chart drawn in the PDF: one bar per hour of the
// Brasília days the retirement's bundles were produced in (an empty hour leaves a gap), the
// tallest bar the busiest hour; day ticks below the baseline, labelled at a readable spacing.

const HOUR_MS = 3_600_000;
const BRASILIA_MS = 3 * HOUR_MS;
const BAR = rgb(0.05, 0.42, 0.26);
const AXIS = rgb(0.38, 0.38, 0.42);
const GRID = rgb(0.85, 0.85, 0.87);

export const CHART_HEIGHT = 150;
const LABELS = 14;

export interface ProfilePoint {
  interval_start: string;
  wh: string;
}

/** The first Brasília midnight at or before the instant (epoch ms, as UTC). */
export const brasiliaDayStart = (ms: number) => {
  const local = ms - BRASILIA_MS;
  return local - (((local % 86_400_000) + 86_400_000) % 86_400_000) + BRASILIA_MS;
};

/** 'DD/MM' of a Brasília day starting at `ms`. */
const dayLabel = (ms: number) => {
  const d = new Date(ms - BRASILIA_MS).toISOString();
  return `${d.slice(8, 10)}/${d.slice(5, 7)}`;
};

export function drawProfileChart(
  page: PDFPage,
  x: number,
  y: number,
  area: FigureArea,
  points: readonly ProfilePoint[],
) {
  if (!points.length) return;
  const first = brasiliaDayStart(Date.parse(points[0]?.interval_start ?? ''));
  const last = brasiliaDayStart(Date.parse(points.at(-1)?.interval_start ?? '')) + 86_400_000;
  const days = Math.round((last - first) / 86_400_000);
  const left = x + 4;
  const width = area.width - 8;
  const bottom = y + 22;
  const height = CHART_HEIGHT - 40;
  const max = points.reduce((m, p) => (BigInt(p.wh) > m ? BigInt(p.wh) : m), 0n);
  const perHour = width / (days * 24);
  // Horizontal guides at the top (the busiest hour) and half way.
  for (const share of [0.5, 1]) {
    page.drawLine({
      start: { x: left, y: bottom + height * share },
      end: { x: left + width, y: bottom + height * share },
      thickness: 0.4,
      color: GRID,
    });
  }
  for (const p of points) {
    const wh = BigInt(p.wh);
    if (wh <= 0n || max <= 0n) continue;
    const index = (Date.parse(p.interval_start) - first) / HOUR_MS;
    // Heights in thousandths of the busiest hour: bigint division, then a drawing coordinate.
    const share = Number((wh * 1000n) / max) / 1000;
    page.drawRectangle({
      x: left + index * perHour,
      y: bottom,
      width: Math.max(perHour * 0.85, 0.4),
      height: Math.max(height * share, 0.5),
      color: BAR,
    });
  }
  page.drawLine({ start: { x: left, y: bottom }, end: { x: left + width, y: bottom }, thickness: 0.6, color: AXIS });
  const every = Math.max(1, Math.ceil(days / LABELS));
  for (let d = 0; d < days; d++) {
    const at = left + d * 24 * perHour;
    page.drawLine({ start: { x: at, y: bottom }, end: { x: at, y: bottom - 3 }, thickness: 0.4, color: AXIS });
    if (d % every === 0)
      page.drawText(dayLabel(first + d * 86_400_000), {
        x: at + 1,
        y: bottom - 12,
        size: 7,
        font: area.font,
        color: AXIS,
      });
  }
  const top = area.clean(`${ptMwh(mwhOf(max))} MWh`);
  page.drawText(top, { x: left, y: bottom + height + 4, size: 7, font: area.font, color: AXIS });
}
