import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, startInjectServer } from './support/inject';

// Issue 35 §13: a caller's X-Request-Id is echoed and written to every log line, so only a short
// id of plain characters is kept; anything else is replaced by one of ours before either happens.

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer({ logger: { level: 'info', stream } });
});
afterAll(() => s?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const withId = (id: string) =>
  s.call(undefined, { method: 'GET', url: '/v1/participants/1', headers: { 'x-request-id': id } });

describe('X-Request-Id', () => {
  it('echoes a short plain id as sent, in the header and the error body', async () => {
    const res = await withId('trace-01.AB_c');
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('trace-01.AB_c');
    expect(res.json()).toMatchObject({ requestId: 'trace-01.AB_c' });
    expect((await withId('x'.repeat(64))).headers['x-request-id']).toBe('x'.repeat(64));
  });

  it.each([
    ['8,000 characters', 'x'.repeat(8000)],
    ['65 characters', 'y'.repeat(65)],
    ['a forged log line', 'abc\\n{"level":50,"msg":"forged"}'],
    ['spaces and quotes', 'a b"c'],
    ['non-ASCII', 'ação'],
  ])('replaces %s with an id of its own before echoing or logging it', async (_what, sent) => {
    lines.length = 0;
    const res = await withId(sent);
    const echoed = String(res.headers['x-request-id']);
    expect(echoed).toMatch(UUID);
    expect(res.json()).toMatchObject({ requestId: echoed });
    const logged = lines.join('');
    expect(logged).toContain(echoed);
    expect(logged).not.toContain(sent);
  });
});
