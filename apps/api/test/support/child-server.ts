import type { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

// Servers the tests run as child processes (the Prism proxy, a second API node) on a free port.
// A port is free when asked for, not when the child binds it a moment later: another test file's
// server can take it first. The child then cannot listen, and a readiness probe of the port would
// reach that other server (its answers to this file's requests are someone else's: a 401 for a
// token this file's server signed, rows of another schema). So a child is ready only when it says
// it listens on its own URL, and a child that could not is started again on another port.

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

export interface ChildServer {
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

export interface ChildServerSpec {
  /** Names the server in errors. */
  label: string;
  /** Spawns the server on `port`, its stdout and stderr piped. */
  spawn(port: number): ReturnType<typeof spawn>;
  /** The text the server prints once it listens at `url` (http://127.0.0.1:port). */
  listening(url: string): string;
  /** Seconds to wait for it (default 45). */
  timeout?: number;
}

/** Starts the server on a free port, and again on another one when it could not listen there. */
export async function startChildServer(spec: ChildServerSpec): Promise<ChildServer> {
  let failures = '';
  for (let attempt = 1; attempt <= 5; attempt++) {
    const started = await startOn(spec, await freePort());
    if ('url' in started) return started;
    failures += `attempt ${attempt}:\n${started.log}\n`;
  }
  throw new Error(`${spec.label} did not start:\n${failures}`);
}

/** The server on `port`: itself once it listens there, or its output when it could not. */
export async function startOn(spec: ChildServerSpec, port: number): Promise<ChildServer | { log: string }> {
  const url = `http://127.0.0.1:${port}`;
  const proc = spec.spawn(port);
  const line = spec.listening(url);
  let log = '';
  const listening = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), (spec.timeout ?? 45) * 1000);
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    // Read to the end (a full pipe would stall the child); kept only until it listens.
    let settled = false;
    const read = (d: Buffer) => {
      if (settled) return;
      log += d;
      if (log.includes(line)) {
        settled = true;
        settle(true);
      }
    };
    proc.stdout?.on('data', read);
    proc.stderr?.on('data', read);
    proc.once('exit', () => settle(false));
  });
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  };
  if (!listening) {
    await stop();
    return { log };
  }
  return { url, proc, stop };
}
