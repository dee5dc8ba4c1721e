import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Selects marked with this comment right after `select` (Kysely: `modifyFront(sql.raw(PREPARED_MARK))`)
 * run as named prepared statements on PostgreSQL (ADR 0055): the list pages, whose planning (four
 * joins, an index per filter) cost twice their run. Their values are written into the text as
 * quoted literals of the very text pg would send for them (an untyped literal resolves like an
 * untyped parameter), so each statement has no parameters: PostgreSQL plans it once with the real
 * values, exactly as it plans the unnamed statement, and keeps that plan on the connection. With
 * parameters it would move to a generic plan after five runs, blind to the values (measured: an
 * `open` invoice filter went from 4 ms to 325 ms). Anything else keeps the unnamed protocol.
 */
export const PREPARED_MARK = '/* prepared */';
const MARKED = `select ${PREPARED_MARK} `;

/** Prepared statements kept per connection; the least recently used one is deallocated. */
export const MAX_PREPARED = 200;

interface NamedConnection {
  parsedStatements: Record<string, string>;
}

type Run = (...args: unknown[]) => Promise<pg.QueryResult>;

/** The text with its values as literals, or undefined when a value is not plain text or number. */
function inline(text: string, values: unknown[] | undefined, quote: (s: string) => string): string | undefined {
  const literals: string[] = [];
  for (const v of values ?? []) {
    if (v === null || v === undefined) literals.push('NULL');
    else if (typeof v === 'string') literals.push(quote(v));
    else if ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'bigint' || typeof v === 'boolean')
      literals.push(quote(String(v)));
    else return undefined;
  }
  // Kysely numbers its placeholders $1…$n and writes no other `$<digits>` (no dollar quoting).
  return text.replace(/\$(\d+)/g, (_, n: string) => literals[Number(n) - 1] ?? `$${n}`);
}

/** Makes the client run marked selects by name (once per pooled client, on connect). */
export function prepareMarked(client: pg.PoolClient, max = MAX_PREPARED): void {
  const plain = client.query.bind(client) as unknown as Run;
  const connection = (client as unknown as { connection: NamedConnection }).connection;
  const kept = new Map<string, true>();
  const named = async (text: string) => {
    const name = `p${createHash('sha1').update(text).digest('hex')}`;
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
    return plain({ name, text });
  };
  (client as unknown as { query: Run }).query = (...args: unknown[]) => {
    const [config, values, callback] = args;
    if (typeof config !== 'string' || callback !== undefined || !config.startsWith(MARKED)) return plain(...args);
    const text = inline(config, values as unknown[] | undefined, (s) => client.escapeLiteral(s));
    return text === undefined ? plain(...args) : named(text);
  };
}
