import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { registerTokenRoute } from './clients/token-route';
import type { Config } from './config';
import type { Database } from './db/connect';
import { loadContract } from './http/contract';
import { installControlCharacterGuard } from './http/control-chars';
import { registerDocs } from './http/docs';
import { installErrorHandler } from './http/error-handler';
import { ListPages, Snapshots } from './http/list-pages';
import { requestId } from './http/request-id';
import { registerContract } from './http/routes';
import { serveWebApp } from './http/static-web';
import { acceptStreamBodies } from './http/stream-body';
import type { Handlers } from './http/types';
import { schemaController } from './http/validation';
import { handlers as allHandlers } from './resources/index';
import { buildServices, type Services } from './services';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  services?: Partial<Services>;
  handlers?: Handlers;
  /** The bundled contract to serve (tests of a deprecated operation use a marked copy). */
  contractFile?: string;
}

export interface App {
  app: FastifyInstance;
  services: Services;
  operations: string[];
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? { level: config.logLevel },
    // The caller's X-Request-Id only when short and plain (request-id.ts), never verbatim.
    requestIdHeader: false,
    genReqId: requestId,
    schemaController,
  };
  const app = Fastify(serverOptions);
  const services = await buildServices(database.db, config, app.log, options.services);
  installErrorHandler(app);
  installControlCharacterGuard(app);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { 'script-src': ["'self'"], 'style-src': ["'self'", "'unsafe-inline'"] } },
  });
  await app.register(cors, {
    origin: config.webOrigins,
    // The contract's verbs: the web app's forms edit (PUT) and delete (DELETE) too.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language', 'idempotency-key'],
    exposedHeaders: ['content-disposition', 'x-request-id'],
  });
  await app.register(multipart);
  acceptStreamBodies(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.get('/health', async () => {
    await sql`select 1`.execute(database.db);
    return { status: 'ok', database: database.kind };
  });
  await registerDocs(app, options.contractFile);
  await registerTokenRoute(app, database, services);
  // npm start: the built web app from this origin (scripts/start.mjs sets WEB_DIST).
  if (config.webDist) await serveWebApp(app, config.webDist);
  const kept =
    config.listPages === false ? undefined : { pages: new ListPages(), snapshots: new Snapshots(database.snapshot) };
  const ops = registerContract(
    app,
    loadContract(options.contractFile),
    options.handlers ?? allHandlers,
    database.db,
    services,
    kept,
  );
  return { app, services, operations: ops.map((o) => o.operationId) };
}
