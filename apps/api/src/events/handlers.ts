import type { Handlers } from '../http/types';
import { readFeed } from './feed';

/** GET /events: the caller's organisation's events from a cursor (issue 40, ADR 0115). */
export const eventsHandlers: Handlers = {
  listEvents: ({ db, user, query }) => readFeed(db, user, { after: query.after, limit: query.limit ?? 100 }),
};
