import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

const repo = path.resolve(import.meta.dirname, '../../..');
const bundle = path.join(repo, 'openapi/openapi.bundle.json');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism exited early:\n${log()}`);
    try {
      await fetch(`${url}/adminDashboard/topNumbers`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`prism did not start in 45 s:\n${log()}`);
}

/** Starts `prism mock` on 127.0.0.1 for the contract tests and stops it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const prism = path.join(repo, 'node_modules/.bin/prism');
  const child = spawn(prism, ['mock', '-h', '127.0.0.1', '-p', String(port), bundle], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitUntilUp(url, child, () => output);
  project.provide('prismUrl', url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}
