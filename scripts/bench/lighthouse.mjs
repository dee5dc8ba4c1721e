// Lighthouse (mobile, its default simulated throttling) on /signin of what `npm start` serves
// (issue 12 #5): starts `npm start` on a fresh embedded database (or audits LIGHTHOUSE_URL), runs
// Lighthouse RUNS times in Debian's Chromium and prints the median scores. Targets: performance
// ≥ 95, accessibility 100. Exit 1 when one is missed.
//   flock /work/wt/heavy.lock node scripts/bench/lighthouse.mjs
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../lib.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 33343);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = { performance: 95, accessibility: 100 };
const run = promisify(execFile);

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

let server;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
let base = process.env.LIGHTHOUSE_URL;
if (!base) {
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, API_PORT: String(PORT), DATA_DIR: path.join(dataDir, 'pglite'), LOG_LEVEL: 'warn' },
  });
  base = `http://127.0.0.1:${PORT}`;
}
const stop = () => {
  if (server) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
/**
 * One audit. Lighthouse sometimes fails to record its trace (NO_NAVSTART, NO_FCP: "Please run
 * Lighthouse again"); such a run is taken again, up to twice, and said so. Other errors stop.
 */
async function audit(out, n) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(
        path.join(root, 'node_modules/.bin/lighthouse'),
        [
          `${base}/signin`,
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility',
          `--chrome-path=${CHROME}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
      );
    } catch (e) {
      const retry = /Please run Lighthouse again/.test(String(e?.stderr)) && attempt < 3;
      if (!retry) throw e;
      console.log(`run ${n}: ${String(e.stderr).trim()}; running it again`);
    }
  }
}

try {
  await waitFor(`${base}/signin`, 600);
  const reports = [];
  for (let i = 0; i < RUNS; i++) {
    const out = path.join(dataDir, `report-${i}.json`);
    await audit(out, i + 1);
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const a = lhr.audits;
    reports.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      kib: a['total-byte-weight'].numericValue / 1024,
      requests: a['network-requests']?.details?.items?.length ?? 0,
      // The host's speed as Lighthouse measures it: the simulation multiplies the tasks it
      // observed by 4 whatever the host, so a slower run of the same build scores lower.
      host: lhr.environment.benchmarkIndex,
      failed: Object.values(a)
        .filter((x) => x.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === x.id))
        .map((x) => x.id),
    });
  }
  const median = (key) => [...reports.map((r) => r[key])].sort((x, y) => x - y)[Math.floor(reports.length / 2)];
  console.log(
    `\nLighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile, ${base}/signin, ${RUNS} runs`,
  );
  console.log('run  perf  a11y     FCP      LCP    TBT    CLS    KiB  requests  host (benchmarkIndex)');
  for (const [i, r] of reports.entries())
    console.log(
      `${String(i + 1).padStart(3)}  ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${(r.fcp / 1000).toFixed(2).padStart(5)} s  ${(r.lcp / 1000).toFixed(2).padStart(5)} s  ${r.tbt.toFixed(0).padStart(3)} ms  ${r.cls.toFixed(3)}  ${r.kib.toFixed(0).padStart(5)}  ${String(r.requests).padStart(8)}  ${r.host.toFixed(0).padStart(5)}${r.failed.length ? `  a11y failures: ${r.failed.join(', ')}` : ''}`,
    );
  const perf = median('performance');
  const a11y = median('accessibility');
  const ok = perf >= TARGET.performance && a11y >= TARGET.accessibility;
  console.log(
    `median: performance ${perf} (≥ ${TARGET.performance}), accessibility ${a11y} (= ${TARGET.accessibility}): ${ok ? 'met' : 'NOT met'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  stop();
}
