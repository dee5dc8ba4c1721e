import type { Handlers } from '../../http/types';
import { confirmInTransaction, previewMatching } from '.';

// The 24/7 matching routes (ADR 0105): the route's transaction and Idempotency-Key (http/routes.ts)
// wrap the confirmation, as for every hourly move.

export const hourlyMatchingHandlers: Handlers = {
  async previewHourlyMatching({ db, user, body }) {
    return previewMatching(db, user, body);
  },

  async createHourlyMatching({ db, user, body }) {
    return confirmInTransaction(db, user, body);
  },
};
