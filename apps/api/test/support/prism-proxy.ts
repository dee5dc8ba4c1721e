import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../../../..');
const bundle = path.join(repo, 'openapi/openapi.bundle.json');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `prism proxy --errors` in front of the server: every request and response is checked against
 * the contract, and a violation turns into a 500 that fails the calling test.
 */
export async function startPrismProxy(upstream: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    path.join(repo, 'node_modules/.bin/prism'),
    ['proxy', bundle, upstream, '--errors', '-h', '127.0.0.1', '-p', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism proxy exited:\n${log}`);
    try {
      await fetch(`${url}/__ready`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`prism proxy did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}
