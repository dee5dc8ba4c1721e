import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startOn } from './support/child-server';
import { prismSpec, startPrismProxy } from './support/prism-proxy';

// The servers the tests start as child processes (the contract proxy every API test goes through,
// a second API node): never ready on a port someone else holds, whose answers would be that
// server's (e.g. a 401 for a token this file's server signed).

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const holdPort = async (port: number) => {
  const server = createServer((_, res) => res.writeHead(401).end());
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  servers.push(server);
};

describe('a child server of the tests', () => {
  it('is not ready on a port another server took first', async () => {
    const port = await freePort();
    await holdPort(port);
    const started = await startOn(prismSpec('http://127.0.0.1:9/v1'), port);
    expect('url' in started).toBe(false);
  });

  it('is ready on a port of its own, and answers as itself', async () => {
    const proxy = await startPrismProxy('http://127.0.0.1:9/v1');
    try {
      const res = await fetch(`${proxy.url}/v1/no-such-operation`);
      // Prism's own answer for a path outside the contract, not an upstream's.
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('NO_PATH_MATCHED_ERROR');
    } finally {
      await proxy.stop();
    }
  });
});
