import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_MARK, prepareMarked } from '../src/db/prepared';

// ADR 0055: marked list selects run as named prepared statements, a bounded number per connection.

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.log('prepared-statements.test.ts skipped: needs PostgreSQL (DATABASE_URL)');

describe.skipIf(!DATABASE_URL)('prepared list statements', () => {
  let pool: pg.Pool;
  let client: pg.PoolClient;
  const prepared = async () =>
    (await client.query('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n as number;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
    pool.on('connect', (c) => prepareMarked(c, 2));
    client = await pool.connect();
  });
  afterAll(async () => {
    client.release();
    await pool.end();
  });

  it('prepare marked selects once per text and values, and keep at most the bound', async () => {
    const marked = `select ${PREPARED_MARK} $1::int + 1 AS n`;
    expect((await client.query(marked, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(marked, [1])).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toBe(1);
    expect((await client.query(marked, [2])).rows).toEqual([{ n: 3 }]);
    expect((await client.query(marked, [3])).rows).toEqual([{ n: 4 }]);
    // The least recently used one was deallocated.
    expect(await prepared()).toBe(2);
    const names = (await client.query('SELECT statement FROM pg_prepared_statements')).rows.map((r) => r.statement);
    expect(names.every((s: string) => s.startsWith(`select ${PREPARED_MARK}`))).toBe(true);
  });

  it('run other statements unnamed, and a failing marked one leaves the client usable', async () => {
    const before = await prepared();
    expect((await client.query('select $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);
    await expect(client.query(`select ${PREPARED_MARK} 1/0`, [])).rejects.toThrow(/division by zero/);
    await expect(client.query(`select ${PREPARED_MARK} from nowhere`, [])).rejects.toThrow();
    expect((await client.query(`select ${PREPARED_MARK} 5 AS n`, [])).rows).toEqual([{ n: 5 }]);
    expect(await prepared()).toBeLessThanOrEqual(Math.max(before, 2));
  });
});
