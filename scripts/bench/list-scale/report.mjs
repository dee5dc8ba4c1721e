// What list-scale.mjs prints, and whether the targets are met (the exit code).

const TARGET = { growth: 2, p50: 50, throughput: 0.2 };

export function report(results, tput, tps, clientWorkers) {
  let ok = true;
  const fmt = (r) =>
    r ? `${r.p50.toFixed(1).padStart(6)} ms ${String(r.total).padStart(8)}${r.estimated ? '~' : ' '}` : '-';
  console.log(
    `\n${'list / filter'.padEnd(52)} ${'10k p50, total'.padStart(20)} ${'1M p50, total'.padStart(20)}  growth`,
  );
  for (const r of results.values()) {
    const growth = r['1M'].p50 / r['10k'].p50;
    const miss = growth > TARGET.growth || r['1M'].p50 > TARGET.p50;
    ok &&= !miss;
    console.log(
      `${r.name.padEnd(52)} ${fmt(r['10k']).padStart(20)} ${fmt(r['1M']).padStart(20)}  ${growth.toFixed(2)}×${miss ? '  MISS' : ''}`,
    );
  }
  console.log('(~ = estimated total, ADR 0030)');
  if (tput.length)
    console.log(
      `\nthroughput at 20 connections on 1M (page 1, client ${clientWorkers ? 'in a worker thread' : 'inline'}); pgbench -S: ${tps.toFixed(0)} tps\n` +
        `${''.padEnd(24)} ${'every page read'.padStart(26)}   ${'pages kept (ADR 0058, as served)'.padStart(34)}`,
    );
  const cell = (r) =>
    `${r.rps.toFixed(0).padStart(6)} req/s ${(r.rps / tps).toFixed(3).padStart(6)}×${r.non2xx ? ` ${r.non2xx} non-2xx` : ''}`;
  for (const t of tput) {
    // The target is the served configuration's; the lists' own cost is printed beside it.
    const miss = t.kept.rps / tps < TARGET.throughput || t.kept.non2xx || t.read.non2xx;
    ok &&= !miss;
    console.log(
      `${t.list.padEnd(24)} ${cell(t.read).padStart(26)}   ${cell(t.kept).padStart(34)}${miss ? '  MISS' : ''}`,
    );
  }
  console.log(
    `\ntargets: growth ≤ ${TARGET.growth}×, p50 ≤ ${TARGET.p50} ms on 1M, ≥ ${TARGET.throughput} × pgbench: ${ok ? 'met' : 'NOT met'}`,
  );
  process.exitCode = ok ? 0 : 1;
}
