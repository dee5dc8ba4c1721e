import { notFound } from '../http/errors';
import type { Handlers } from '../http/types';

// The registry's outgoing mail for the admin (issue 42): what went, waits or failed, and why.
const PAGE = 20;

const summary = [
  'id',
  'to_address',
  'subject',
  'state',
  'attempts',
  'created_at',
  'sent_at',
  'next_attempt_at',
  'error',
] as const;

type Row = {
  id: number;
  to_address: string;
  subject: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  created_at: Date | string;
  sent_at: Date | string | null;
  next_attempt_at: Date | string;
  error: string | null;
};

const toMail = ({ to_address, ...rest }: Row) => ({ to: to_address, ...rest });

export const outboxHandlers: Handlers = {
  async listOutbox({ db, query }) {
    const page = query.page ?? 1;
    const base = db.selectFrom('outbox').$if(Boolean(query.state), (q) => q.where('state', '=', query.state as 'sent'));
    const [data, total] = await Promise.all([
      base
        .select([...summary])
        .orderBy('id', 'desc')
        .limit(PAGE)
        .offset((page - 1) * PAGE)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { data: data.map((r) => toMail(r as Row)), total: Number(total.n) };
  },

  async getOutboxMail({ db, params }) {
    const row = await db
      .selectFrom('outbox')
      .select([...summary, 'body', 'html'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const { body, html, ...rest } = row;
    return { ...toMail(rest as Row), body, html };
  },
};
