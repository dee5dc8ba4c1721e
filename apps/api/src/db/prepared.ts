import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Selects marked with this comment right after `select` (Kysely: `modifyFront(sql.raw(PREPARED_MARK))`)
 * run as named prepared statements on PostgreSQL (ADR 0055): the list pages, whose planning (four
 * joins, an index per filter) cost twice their run. The name covers the text and the values, so
 * PostgreSQL switches to its cached generic plan only when that plan costs no more than the custom
 * one for exactly these values: a rare filter value never inherits the plan of a common one.
 * Every other statement keeps the unnamed protocol.
 */
export const PREPARED_MARK = '/* prepared */';
const MARKED = `select ${PREPARED_MARK} `;

/** Prepared statements kept per connection; the least recently used one is deallocated. */
export const MAX_PREPARED = 200;

interface NamedConnection {
  parsedStatements: Record<string, string>;
}

type Run = (...args: unknown[]) => Promise<pg.QueryResult>;

function nameOf(text: string, values: unknown[] | undefined): string {
  return `p${createHash('sha1')
    .update(text)
    .update('\0')
    .update(JSON.stringify(values ?? []))
    .digest('hex')}`;
}

/** Makes the client run marked selects by name (once per pooled client, on connect). */
export function prepareMarked(client: pg.PoolClient, max = MAX_PREPARED): void {
  const plain = client.query.bind(client) as unknown as Run;
  const connection = (client as unknown as { connection: NamedConnection }).connection;
  const kept = new Map<string, true>();
  const named = async (text: string, values: unknown[] | undefined) => {
    const name = nameOf(text, values);
    if (kept.delete(name)) kept.set(name, true);
    else {
      if (kept.size >= max) {
        const oldest = kept.keys().next().value as string;
        kept.delete(oldest);
        // Only what PostgreSQL parsed exists there (a statement that failed to parse does not).
        if (connection.parsedStatements[oldest] !== undefined) {
          delete connection.parsedStatements[oldest];
          await plain(`DEALLOCATE ${oldest}`);
        }
      }
      kept.set(name, true);
    }
    return plain({ name, text, values });
  };
  (client as unknown as { query: Run }).query = (...args: unknown[]) => {
    const [config, values, callback] = args;
    return typeof config === 'string' && callback === undefined && config.startsWith(MARKED)
      ? named(config, values as unknown[] | undefined)
      : plain(...args);
  };
}
