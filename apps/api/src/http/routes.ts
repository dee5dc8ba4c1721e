import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sessionEnded, verifyAccess } from '../auth/tokens';
import { CLIENT_TOKEN_PREFIX } from '../clients/access';
import { admitClient } from '../clients/admit';
import type { DB } from '../db/schema';
import { claimKey, type Replay, requestHash, storeReply } from '../ledger/idempotency';
import { allowed } from '../policy/policy';
import type { Services } from '../services';
import type { Contract, OperationDef } from './contract';
import { deprecationHeaders } from './deprecation';
import { attachment } from './disposition';
import { forbidden, HttpError, raise, unauthorized } from './errors';
import { PlanEstimates, withEstimates } from './estimates';
import { cursorKey, listCursors, withCursors } from './list-cursor';
import { isPagedRead, type ListPages, pageKey, type Snapshots } from './list-pages';
import { readMultipart, refuseDeclaredLength, removeSpooled } from './multipart';
import { multipartChecker } from './multipart-fields';
import { type Ctx, type FileReply, type Handlers, isAtomic, type OperationId, type Principal } from './types';

const JSON_UTF8 = 'application/json; charset=utf-8';

/** What an admin who must enrol a second factor may still call (ADR 0121). */
const ENROLMENT_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'getTwoFactor',
  'startTwoFactor',
  'confirmTwoFactor',
  'listSessions',
  'revokeSession',
  'revokeAllSessions',
  'getConfig',
  'listConfigs',
]);
const mustEnrol = () => raise('E_TWO_FACTOR_SETUP_REQUIRED', { status: 403 });

const ANONYMOUS: Principal = { id: 0, role: 'service', email: '', registrantId: null, participantId: null };

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
}

async function inTransaction<T>(db: Kysely<DB>, run: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(run);
  } catch (err) {
    if (err instanceof HttpError && err.afterRollback) await err.afterRollback(db);
    throw err;
  }
}

const takesCursor = (querySchema: unknown): boolean =>
  (querySchema as { properties?: Record<string, unknown> } | undefined)?.properties?.cursor !== undefined;

function isFileReply(value: unknown): value is FileReply {
  return typeof value === 'object' && value !== null && (value as FileReply).kind === 'file';
}

/**
 * Registers every operation of the contract that has a handler, under /v1, with the contract's
 * schemas for params, query, JSON body and success response. Writes run in one transaction.
 */
export function registerContract(
  app: FastifyInstance,
  contract: Contract,
  handlers: Handlers,
  db: Kysely<DB>,
  services: Services,
  /** Paged reads answered again while the database is unchanged (ADR 0058); off for benches of the lists themselves. */
  kept: { pages: ListPages; snapshots: Snapshots } | undefined,
): OperationDef[] {
  for (const schema of contract.schemas) app.addSchema(schema);
  const registered: OperationDef[] = [];
  // One database per registration: the lists' total estimates are kept for it (estimates.ts).
  const estimates = new PlanEstimates();
  const cursorSecret = cursorKey(services.tokens.key);
  for (const op of contract.operations) {
    const handler = handlers[op.operationId as OperationId] as
      | ((ctx: Ctx<OperationId>) => Promise<unknown>)
      | undefined;
    if (!handler) continue;
    registered.push(op);
    const operationId = op.operationId as OperationId;
    const paged = kept && isPagedRead(op.method, op.querySchema) ? kept : undefined;
    // Lists whose contract takes `cursor` sign and read their cursors (ADR 0125).
    const cursors = takesCursor(op.querySchema) ? listCursors(cursorSecret, operationId) : undefined;
    // A multipart body is checked against its schema as a JSON body is (multipart-fields.ts).
    const checkFields = op.bodyMedia === 'multipart' && op.bodySchema ? multipartChecker(op.bodySchema) : undefined;
    app.route({
      method: op.method,
      url: `/v1${op.url}`,
      schema: {
        ...(op.paramsSchema ? { params: op.paramsSchema } : {}),
        ...(op.querySchema ? { querystring: op.querySchema } : {}),
        ...(op.bodyMedia === 'json' && op.bodySchema ? { body: op.bodySchema } : {}),
        ...(op.responseSchema ? { response: { [op.successStatus]: op.responseSchema } } : {}),
      },
      // Authentication and the role check come before validation: a stranger learns nothing.
      onRequest: async (req, reply) => {
        if (op.isPublic) return;
        const token = bearer(req);
        if (!token) throw unauthorized();
        if (token.startsWith(CLIENT_TOKEN_PREFIX)) {
          req.principal = await admitClient(req, reply, services, token, operationId);
          return;
        }
        const { principal, session } = await verifyAccess(services.tokens, token);
        // Signed-out, deactivated or changed since the token was signed: refused now (ADR 0077).
        const admitted = await services.sessions.check(session);
        if (admitted === 'refused') throw sessionEnded();
        // An admin the registry requires a second factor of may only set one up (ADR 0121).
        if (admitted === 'must-enrol' && !ENROLMENT_OPERATIONS.has(operationId)) throw mustEnrol();
        if (!allowed(principal.role, operationId)) throw forbidden();
        req.principal = principal;
        req.sessionId = session.id;
      },
      preValidation: async (req) => {
        if (op.bodyMedia === 'multipart') refuseDeclaredLength(req, op.uploadLimits);
        if (op.bodyMedia === 'json' && !op.bodyRequired && req.body === undefined) req.body = {};
      },
      // A deprecated operation says so on every answer, errors included (ADR 0123).
      ...(op.deprecation ? { onSend: deprecationHeaders(op.deprecation) } : {}),
      // Spooled uploads storage did not take over go once the answer is out (or the request failed).
      onResponse: async (req) => {
        if (req.spooled?.length) await removeSpooled(req.spooled);
      },
      handler: async (req, reply) => {
        req.spooled = [];
        const { fields, files } =
          op.bodyMedia === 'multipart'
            ? await readMultipart(req, op.bodyFields, op.uploadLimits, req.spooled, op.fileTypes)
            : { fields: undefined, files: [] };
        const body = fields && checkFields ? checkFields(fields, files) : (fields ?? req.body);
        const user = req.principal ?? ANONYMOUS;
        const key = op.idempotent ? req.headers['idempotency-key'] : undefined;
        // Reads only: a list inside a write's transaction plans its own statement.
        if (op.method === 'GET') withEstimates(req.query, estimates);
        if (cursors) withCursors(req.query, cursors);
        const lang = String(req.headers['accept-language'] ?? 'pt').slice(0, 2);
        const page = paged && { key: pageKey(req, user, lang), snapshot: await paged.snapshots.current() };
        const hit = page && paged?.pages.get(page.key, page.snapshot);
        if (hit) return reply.code(200).type(JSON_UTF8).send(hit);
        const run = async (tx: Kysely<DB>): Promise<{ replay?: Replay; result?: unknown }> => {
          if (typeof key === 'string' && user.id) {
            const replay = await claimKey(tx, user.id, key, operationId, requestHash(operationId, req.params, body));
            if (replay) return { replay };
          }
          const result = await handler({
            req,
            reply,
            db: tx,
            services,
            user,
            params: req.params as never,
            query: (req.query ?? {}) as never,
            body: body as never,
            files,
            lang,
          });
          if (typeof key === 'string' && user.id) {
            // Store the answer exactly as it goes on the wire (the route's serializer), so a
            // replay is byte-for-byte the same contract-shaped body.
            reply.code(op.successStatus);
            const wire = op.responseSchema ? JSON.parse(String(reply.serialize(result))) : (result ?? null);
            await storeReply(tx, user.id, key, { status: op.successStatus, body: wire });
          }
          return { result };
        };
        const alone = op.method === 'GET' || (isAtomic(handler) && typeof key !== 'string');
        const { replay, result } = alone ? await run(db) : await inTransaction(db, run);
        if (replay) return reply.code(replay.status).header('idempotent-replayed', 'true').send(replay.body);
        if (isFileReply(result)) {
          reply
            .code(200)
            .header('content-type', result.contentType)
            .header('content-disposition', attachment(result.filename));
          if (result.length !== undefined) reply.header('content-length', result.length);
          return reply.send(result.body);
        }
        if (op.alsoNoContent && reply.statusCode === 204) return reply.send();
        reply.code(op.successStatus);
        if (page) {
          const body = Buffer.from(String(reply.serialize(result)));
          paged?.pages.set(page.key, page.snapshot, body);
          return reply.type(JSON_UTF8).send(body);
        }
        return op.successStatus === 204 ? reply.send() : result;
      },
    });
  }
  return registered;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** The session of the access token (ADR 0077): the "Sessões" screen marks it current. */
    sessionId?: string;
    /** Spool files of the request's uploads (http/multipart.ts). */
    spooled?: string[];
  }
}
