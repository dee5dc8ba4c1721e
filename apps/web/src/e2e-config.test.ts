import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 36 item 16: `npm test` failed while `npm start` ran, its browser suite wanting 3333 ("is
// already used … set reuseExistingServer"). With the product's port taken, the suite's config
// picks ports of its own and a fresh data folder, and never reuses a server it did not start.
const listen = (port: number) =>
  new Promise<Server | null>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null)); // already taken by a running product: the same case
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

let product: Server | null;
beforeAll(async () => {
  product = await listen(3333);
});
afterAll(() => product?.close());

describe('the browser suite beside npm start', () => {
  it('takes free ports away from 3333 and its own data folder', async () => {
    delete process.env.E2E_PORT_BASE;
    const config = (await import('../playwright.config')).default;
    const servers = [config.webServer].flat().filter((s) => s !== undefined);
    expect(servers).toHaveLength(2);
    const ports = servers.map((s) => Number(new URL(String(s.url)).port));
    expect(ports).not.toContain(3333);
    expect(servers.every((s) => s.reuseExistingServer === false)).toBe(true);
    // Each port is free now: the suite's servers can start beside the product.
    for (const port of ports) {
      const probe = await listen(port);
      expect(probe, `port ${port}`).not.toBeNull();
      probe?.close();
    }
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(servers[0]?.env?.E2E_DATA_ROOT).toBe(path.join(root, '.tmp/e2e-data'));
  });
});
