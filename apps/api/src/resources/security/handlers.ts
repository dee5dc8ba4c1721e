import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';

// The admins' list of security events (ADR 0122): newest first, filtered by kind, searched by the
// account's or the actor's e-mail or the address, narrowed to a month (`period`, UTC).
export const securityHandlers: Handlers = {
  listSecurityEvents: ({ db, query }) => {
    const rows = db
      .selectFrom('security_events as e')
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .leftJoin('users as a', 'a.id', 'e.actor_user_id')
      .select(['e.id', 'e.type', 'u.email as user', 'a.email as actor', 'e.address', 'e.user_agent', 'e.created_at']);
    let filtered = query.type ? rows.where('e.type', '=', query.type) : rows;
    if (query.period) {
      const start = new Date(`${query.period}-01T00:00:00Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
      filtered = filtered.where('e.created_at', '>=', start).where('e.created_at', '<', end);
    }
    return listPage(db.selectFrom(filtered.as('ev')).selectAll(), query, {
      searchable: ['user', 'actor', 'address'],
      sortable: ['created_at', 'type', 'user'],
      newestFirst: true,
    }) as never;
  },
};
