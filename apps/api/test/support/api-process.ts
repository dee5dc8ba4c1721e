import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export interface ApiProcess {
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Another API node: `src/main.ts` in a child process, on `databaseUrl` restricted to `schema`
 * (search_path in the connection's options), with its own timers and import worker.
 */
export async function startApiProcess(databaseUrl: string, schema: string): Promise<ApiProcess> {
  const port = await freePort();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: url.toString(), API_PORT: String(port), LOG_LEVEL: 'warn', DB_POOL_SIZE: '5' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (c) => (output += c));
  proc.stderr?.on('data', (c) => (output += c));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the second API node exited: ${output}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the second API node did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: `${base}/v1`,
    proc,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}
