import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutboundError, outboundClient } from '../src/connectors/outbound';
import { type Receiver, startReceiver } from './support/receiver';

// DNS rebinding (ADR 0078): a name that answers a public address when checked and loopback the
// next time. The client must resolve once and connect to what it checked, never asking again.

const asked: string[] = [];
vi.mock('node:dns', async (original) => {
  const dns = await original<typeof import('node:dns')>();
  const lookup = (host: string, options: object, callback: (e: null, a: LookupAddress[]) => void) => {
    if (host !== 'rebind.test') return dns.lookup(host, options as never, callback as never);
    asked.push(host);
    // First a public (unrouted) address, then the server's own loopback.
    const address = asked.length === 1 ? '100.128.0.1' : '127.0.0.1';
    callback(null, [{ address, family: 4 }]);
  };
  return { ...dns, lookup, default: { ...dns, lookup } };
});

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe('a name whose address changes between two answers', () => {
  it('is resolved once, and the request never reaches the second answer', async () => {
    const client = outboundClient({ timeoutMs: 500 });
    await expect(client.fetch(`https://rebind.test:${receiver.port}/api/token`)).rejects.toBeInstanceOf(OutboundError);
    expect(asked).toEqual(['rebind.test']);
    expect(receiver.connections).toBe(0);
  });
});
