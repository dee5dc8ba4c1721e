import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ListPages, Snapshots } from '../src/http/list-pages';
import type { Handlers } from '../src/http/types';
import { handlers as real } from '../src/resources/index';
import { type InjectServer, startInjectServer } from './support/inject';
import { throwawayCluster } from './support/pg-cluster';

// ADR 0058: a paged read is answered again only while PostgreSQL's snapshot shows nothing committed since.
// The snapshot is the whole server's: other tests' commits would change it at any time, so on
// PostgreSQL these run on a cluster of their own (PGlite is private anyway).
const made = process.env.DATABASE_URL ? await throwawayCluster() : undefined;
if (typeof made === 'string') throw new Error(`list pages need a PostgreSQL of their own: ${made}`);
const own = made ? { databaseUrl: made.url } : undefined;
afterAll(() => made?.destroy());

const bytes = (c: string, n = 10) => Buffer.from(c.repeat(n));

describe('kept list pages', () => {
  it('answer under the same snapshot, within the time to live, and forget the oldest past the bound', () => {
    let t = 0;
    const pages = new ListPages(1000, 80, () => t);
    pages.set('a', 's1', bytes('A'));
    expect(pages.get('a', 's1')?.toString()).toBe('A'.repeat(10));
    expect(pages.get('a', 's2')).toBeUndefined();
    expect(pages.get('a', 's1')).toBeUndefined();
    pages.set('a', 's1', bytes('A'));
    t = 1000;
    expect(pages.get('a', 's1')).toBeUndefined();
    for (const key of 'abcdefgh') pages.set(key, 's1', bytes(key));
    expect(pages.size).toBe(8);
    pages.set('i', 's1', bytes('i'));
    expect(pages.get('a', 's1')).toBeUndefined();
    expect(pages.get('b', 's1')?.toString()).toBe('b'.repeat(10));
    pages.set('j', 's1', bytes('j', 11)); // past an eighth of the bound: never kept
    expect(pages.get('j', 's1')).toBeUndefined();
    expect(pages.size).toBe(8);
  });
});

describe('shared snapshots', () => {
  it('give each caller one read after it asked, shared with whoever asked meanwhile', async () => {
    const sent: ((s: string) => void)[] = [];
    const snapshots = new Snapshots(() => new Promise<string>((resolve) => sent.push(resolve)));
    const first = snapshots.current();
    const second = snapshots.current(); // the first read may predate this call: it waits for the next
    const third = snapshots.current();
    expect(sent.length).toBe(1);
    sent[0]?.('s1');
    expect(await first).toBe('s1');
    await Promise.resolve();
    expect(sent.length).toBe(2);
    const fourth = snapshots.current(); // asked while the second read is on its way
    sent[1]?.('s2');
    expect([await second, await third]).toEqual(['s2', 's2']);
    await Promise.resolve();
    sent[2]?.('s3');
    expect(await fourth).toBe('s3');
    expect(sent.length).toBe(3);
  });
});

describe('paged reads over the API', () => {
  let s: InjectServer | undefined;
  const reads = { n: 0 };
  // The server starts in a hook (its own, longer timeout): on a busy machine a fresh embedded
  // database can take longer to start than a test may run.
  beforeEach(async () => {
    reads.n = 0;
    const inner = real.listParticipants;
    if (!inner) throw new Error('listParticipants has no handler');
    const listParticipants: Handlers['listParticipants'] = async (ctx) => {
      reads.n++;
      return inner(ctx);
    };
    s = await startInjectServer({ handlers: { ...real, listParticipants }, connect: own });
  });
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  const list = (as: 'admin' | 'participant' = 'admin', lang = 'pt') =>
    s?.call(as, { method: 'GET', url: '/v1/participants?page=1&amount=10', headers: { 'accept-language': lang } });

  /** The body of a page answered without a read (the cluster's own autovacuum may commit: a few tries). */
  async function answeredWithoutReading(as?: 'participant') {
    for (let i = 0; i < 5; i++) {
      const before = reads.n;
      const res = await list(as);
      if (reads.n === before) return res?.body;
    }
    return undefined;
  }

  it('answers an unchanged list again without reading it, and reads it again once anything commits', async () => {
    const first = await list();
    expect(first?.statusCode).toBe(200);
    expect(first?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await answeredWithoutReading()).toBe(first?.body);

    // Another writer (a second node, a job) commits: the next page shows it at once.
    await s?.database.db
      .updateTable('participants')
      .set({ name: 'Verde Renomeada S.A.' })
      .where('id', '=', s.fixture.participants.p1)
      .execute();
    const before = reads.n;
    const after = await list();
    expect(reads.n).toBe(before + 1);
    expect(after?.body).toContain('Verde Renomeada S.A.');
    expect(first?.body).not.toContain('Verde Renomeada S.A.');
  });

  it('keeps a page per caller and language', async () => {
    await list('admin');
    await list('participant');
    await list('admin', 'en');
    expect(reads.n).toBe(3);
    expect(await answeredWithoutReading('participant')).toContain('Comercializadora Verde');
  });
});
