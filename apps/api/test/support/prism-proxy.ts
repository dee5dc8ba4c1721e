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
  // The port is free when asked for, not when Prism binds it seconds later: another test file's
  // server can take it first. Prism then cannot listen, and a readiness probe would have reached
  // that other server (whose answers to this file's token are 401). So: Prism's own "listening"
  // line is the readiness, and a Prism that could not listen is started again on another port.
  let failures = '';
  for (let attempt = 1; attempt <= 5; attempt++) {
    const started = await startOn(upstream, await freePort());
    if ('url' in started) return started;
    failures += `attempt ${attempt}:\n${started.log}\n`;
  }
  throw new Error(`prism proxy did not start:\n${failures}`);
}

/** Prism on `port`: its URL once it listens there, or its output when it could not. */
export async function startOn(
  upstream: string,
  port: number,
): Promise<{ url: string; stop(): Promise<void> } | { log: string }> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    path.join(repo, 'node_modules/.bin/prism'),
    ['proxy', bundle, upstream, '--errors', '-h', '127.0.0.1', '-p', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const listening = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 45_000);
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    const read = (d: Buffer) => {
      log += d;
      if (log.includes(`Prism is listening on ${url}`)) settle(true);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => settle(false));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  if (!listening) {
    await stop();
    return { log };
  }
  return { url, stop };
}
