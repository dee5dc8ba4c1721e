import { CLIENT_MESSAGES, ptText, SERVER_TEXTS, serverText } from '@rec/domain';
import { scopeAllows, scopeOf } from '@rec/domain/clients';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionEnded } from '../auth/tokens';
import { forbidden, HttpError } from '../http/errors';
import type { OperationId, Principal } from '../http/types';
import { allowed } from '../policy/policy';
import type { Services } from '../services';
import { verifyClientAccess } from './access';

/**
 * A machine client's request (ADR 0117): its token is valid and the client not revoked; it is
 * within its requests per minute (RateLimit fields on every answer, 429 with Retry-After past
 * them); its organisation's role may call the operation AND its token holds the operation's
 * scope. Its request log lines carry the client's id (the audit of every call).
 */
export async function admitClient(
  req: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  token: string,
  op: OperationId,
): Promise<Principal> {
  const principal = await verifyClientAccess(services.tokens, token);
  const client = principal.client as NonNullable<Principal['client']>;
  const log = req.log.child({ client: client.id });
  req.log = log;
  reply.log = log;
  if (!(await services.clients.admits({ id: client.id, version: 0 }))) throw sessionEnded();
  const rate = services.clientRates.take(client.id, client.rateLimit);
  reply.header('ratelimit-policy', `"client";q=${client.rateLimit};w=60`);
  reply.header('ratelimit', `"client";r=${rate.remaining};t=${rate.reset}`);
  if (!rate.allowed) {
    reply.header('retry-after', String(rate.reset));
    throw new HttpError(429, 'TOO_MANY_REQUESTS', serverText(SERVER_TEXTS.muitasRequisicoesTenteMaisTarde));
  }
  void services.clientUse.touch(client.id);
  if (!allowed(principal.role, op)) throw forbidden();
  if (!scopeAllows(client.scopes, op))
    throw new HttpError(
      403,
      'INSUFFICIENT_SCOPE',
      ptText({ ...CLIENT_MESSAGES.INSUFFICIENT_SCOPE, values: { scope: scopeOf(op) ?? op } }),
    );
  return principal;
}
