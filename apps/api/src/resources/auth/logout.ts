import { sql } from 'kysely';
import { sha256 } from '../../auth/secrets';
import { atomic, type Handlers } from '../../http/types';

// "Sair" ends the session on the server (issue 35 #4, ADR 0077), in one statement: the refresh
// token names its family, the family is the session. Unknown or already ended: the same 204.
export const logoutHandlers: Handlers = {
  logout: atomic(async (ctx) => {
    await sql`UPDATE sessions SET revoked_at = now()
      WHERE id = (SELECT family_id FROM refresh_tokens WHERE token_hash = ${sha256(ctx.body.refreshToken)})
        AND revoked_at IS NULL`.execute(ctx.db);
    ctx.reply.code(204);
    return undefined;
  }),
};
