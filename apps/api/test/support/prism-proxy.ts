import { spawn } from 'node:child_process';
import path from 'node:path';
import { type ChildServerSpec, startChildServer } from './child-server';

const repo = path.resolve(import.meta.dirname, '../../../..');
const bundle = path.join(repo, 'openapi/openapi.bundle.json');

/** `prism proxy --errors` in front of `upstream`, on the port it is given. */
export const prismSpec = (upstream: string): ChildServerSpec => ({
  label: 'prism proxy',
  spawn: (port) =>
    spawn(
      path.join(repo, 'node_modules/.bin/prism'),
      ['proxy', bundle, upstream, '--errors', '-h', '127.0.0.1', '-p', String(port)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  listening: (url) => `Prism is listening on ${url}`,
});

/**
 * `prism proxy --errors` in front of the server: every request and response is checked against
 * the contract, and a violation turns into a 500 that fails the calling test.
 */
export async function startPrismProxy(upstream: string): Promise<{ url: string; stop(): Promise<void> }> {
  return startChildServer(prismSpec(upstream));
}
