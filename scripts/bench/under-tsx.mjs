// The benchmarks import the server's TypeScript: each re-runs itself once under
// `node --import tsx` from apps/api, forwarding Ctrl+C, then does its work in that child.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib.mjs';

export const apiDir = path.join(root, 'apps/api');

/** Runs `work` under tsx (re-spawning this script there first when needed). */
export async function underTsx(scriptUrl, work) {
  if (process.env.REC_BENCH_UNDER_TSX) return work();
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, REC_BENCH_UNDER_TSX: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
}

/**
 * Starts the API (src/main.ts under tsx) on `port` over `databaseUrl`; resolves once /health answers.
 * BENCH_SERVER_PROFILE=dir writes the server's CPU profile there when it stops;
 * BENCH_SERVER_NODE_FLAGS adds node flags (e.g. `--heap-prof --heap-prof-dir=…`, `--trace-gc`).
 */
export async function startApi(databaseUrl, port) {
  const dir = process.env.BENCH_SERVER_PROFILE;
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...profile, ...flags, '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      REC_BENCH_UNDER_TSX: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let k = 0; k < 1800; k++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}
