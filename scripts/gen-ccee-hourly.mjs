#!/usr/bin/env node
import { once } from 'node:events';
// Writes a synthetic month of CCEE's geracao_horaria_usina (see ccee-hourly-month.mjs): by default
// July 2026, 3,984 plant shares × 744 hours = 2,964,096 lines, gzip-compressed.
//
//   node scripts/gen-ccee-hourly.mjs --out /tmp/ccee-202607.csv.gz [--shares 3984] [--month 2026-07]
//     [--plain]   (write .csv, not gzip)
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { headerLine, monthLines } from './ccee-hourly-month.mjs';

export async function writeMonth({ out, shares = 3984, year = 2026, month = 7, plain = false }) {
  const file = createWriteStream(out);
  const sink = plain ? file : createGzip({ level: 6 });
  if (!plain) sink.pipe(file);
  const write = async (buf) => {
    if (!sink.write(buf)) await once(sink, 'drain');
  };
  let lines = 0;
  await write(Buffer.from(`${headerLine()}\n`, 'latin1'));
  for (const batch of monthLines({ year, month, shares })) {
    lines += batch.length;
    await write(Buffer.from(`${batch.join('\n')}\n`, 'latin1'));
  }
  sink.end();
  await once(file, 'close');
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      shares: { type: 'string' },
      month: { type: 'string' },
      plain: { type: 'boolean' },
    },
  });
  const [y, m] = (values.month ?? '2026-07').split('-').map(Number);
  const out = values.out ?? `geracao_horaria_usina_${y}${String(m).padStart(2, '0')}.csv${values.plain ? '' : '.gz'}`;
  const t = performance.now();
  const lines = await writeMonth({
    out,
    shares: Number(values.shares ?? 3984),
    year: y,
    month: m,
    plain: values.plain,
  });
  console.log(`${out}: ${lines} lines in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
