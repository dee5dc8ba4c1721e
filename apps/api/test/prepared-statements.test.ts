import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_MARK, prepareMarked } from '../src/db/prepared';

// ADR 0055: marked list selects run as named prepared statements without parameters (their values
// written in as literals), a bounded number per connection.

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.log('prepared-statements.test.ts skipped: needs PostgreSQL (DATABASE_URL)');

describe.skipIf(!DATABASE_URL)('prepared list statements', () => {
  let pool: pg.Pool;
  let client: pg.PoolClient;
  const statements = async () =>
    (await client.query('SELECT statement, parameter_types::text AS types FROM pg_prepared_statements')).rows as {
      statement: string;
      types: string;
    }[];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
    pool.on('connect', (c) => prepareMarked(c, 2));
    client = await pool.connect();
  });
  afterAll(async () => {
    client.release();
    await pool.end();
  });

  it('prepare marked selects once per text and values, with the values as literals, at most the bound', async () => {
    const marked = `select ${PREPARED_MARK} $1::int + 1 AS n, $2 = 'it''s' AS quoted, $3::bigint AS big`;
    expect((await client.query(marked, [1, "it's", 10n])).rows).toEqual([{ n: 2, quoted: true, big: '10' }]);
    expect((await client.query(marked, [1, "it's", 10n])).rows).toEqual([{ n: 2, quoted: true, big: '10' }]);
    expect(await statements()).toEqual([
      {
        statement: `select ${PREPARED_MARK} '1'::int + 1 AS n, 'it''s' = 'it''s' AS quoted, '10'::bigint AS big`,
        types: '{}',
      },
    ]);
    expect((await client.query(marked, [2, 'x\\y', null])).rows).toEqual([{ n: 3, quoted: false, big: null }]);
    expect((await client.query(marked, [3, '', 1])).rows).toEqual([{ n: 4, quoted: false, big: '1' }]);
    // The least recently used one was deallocated.
    expect(await statements()).toHaveLength(2);
  });

  it('run other statements and other values unnamed, and a failing marked one leaves the client usable', async () => {
    const before = (await statements()).length;
    expect((await client.query('select $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);
    const when = new Date('2026-01-02T03:04:05Z');
    expect((await client.query(`select ${PREPARED_MARK} $1::timestamptz AS t`, [when])).rows).toEqual([{ t: when }]);
    expect((await statements()).length).toBe(before);
    await expect(client.query(`select ${PREPARED_MARK} 1/0`, [])).rejects.toThrow(/division by zero/);
    await expect(client.query(`select ${PREPARED_MARK} from nowhere`, [])).rejects.toThrow();
    expect((await client.query(`select ${PREPARED_MARK} 5 AS n`, [])).rows).toEqual([{ n: 5 }]);
  });
});
