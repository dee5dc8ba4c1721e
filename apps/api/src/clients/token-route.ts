import { CLIENT_TOKEN_SECONDS } from '@rec/domain/clients';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connect';
import type { Services } from '../services';
import { signClientAccess } from './access';
import { clientByCredentials } from './credentials';

// POST /oauth/token: OAuth 2.0 client credentials (RFC 6749 §4.4), outside /v1 as token endpoints
// are. Answers and errors are RFC 6749's own (§5.1, §5.2), not the contract's Error model.

type OAuthError = 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type';

const refuse = (reply: FastifyReply, error: OAuthError, description: string) => {
  const status = error === 'invalid_client' ? 401 : 400;
  if (status === 401) reply.header('www-authenticate', 'Basic realm="rec-ledger", charset="UTF-8"');
  return reply.code(status).send({ error, error_description: description });
};

/** Client id and secret from HTTP Basic (each form-urlencoded, RFC 6749 §2.3.1) or from the body. */
export function credentialsOf(req: FastifyRequest, form: Record<string, string>) {
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return { basic: true };
    try {
      const id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
      return { basic: true, id, secret, twice: form.client_secret !== undefined };
    } catch {
      return { basic: true };
    }
  }
  return { basic: false, id: form.client_id, secret: form.client_secret };
}

export async function registerTokenRoute(app: FastifyInstance, database: Database, services: Services) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post('/oauth/token', async (req, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const type = String(req.headers['content-type'] ?? '');
      if (!type.startsWith('application/x-www-form-urlencoded') || typeof req.body !== 'object' || !req.body)
        return refuse(reply, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
      const form = req.body as Record<string, string>;
      if (form.grant_type !== 'client_credentials')
        return refuse(
          reply,
          form.grant_type ? 'unsupported_grant_type' : 'invalid_request',
          'grant_type must be client_credentials',
        );
      const given = credentialsOf(req, form);
      if (given.twice) return refuse(reply, 'invalid_request', 'Send the client secret by one method only');
      if (!given.id || !given.secret) return refuse(reply, 'invalid_client', 'Client authentication failed');
      const client = await clientByCredentials(database.db, given.id, given.secret, services.clock());
      if (!client) return refuse(reply, 'invalid_client', 'Client authentication failed');
      const asked = form.scope?.split(' ').filter(Boolean);
      const unknown = asked?.filter((s) => !client.scopes.includes(s));
      if (unknown?.length) return refuse(reply, 'invalid_scope', `Not granted to this client: ${unknown.join(' ')}`);
      const scopes = asked ?? client.scopes;
      const token = await signClientAccess(services.tokens, client, scopes, CLIENT_TOKEN_SECONDS);
      await services.clientUse.touch(client.clientId);
      return reply.code(200).send({
        access_token: token,
        token_type: 'Bearer',
        expires_in: CLIENT_TOKEN_SECONDS,
        scope: scopes.join(' '),
      });
    });
  });
}
