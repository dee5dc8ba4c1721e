import { HARDENING_MESSAGES, SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { NotADecimal } from '../ledger/decimal';
import { HttpError, raise } from './errors';
import { schemaFields } from './field-messages';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

// The database is restarting or unreachable: connection-level failures (Node socket codes, pg's
// own messages) and PostgreSQL's shutdown / start-up / connection-failure SQLSTATEs.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Client was closed/i;

export function isDatabaseUnavailable(err: PgError & { message?: string }): boolean {
  const code = err.code ?? '';
  return (
    UNAVAILABLE_CODES.has(code) ||
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    UNAVAILABLE_MESSAGE.test(err.message ?? '')
  );
}

function fromPostgres(err: PgError & { message?: string }): HttpError | undefined {
  if (isDatabaseUnavailable(err))
    return new HttpError(503, 'DATABASE_UNAVAILABLE', serverText(HARDENING_MESSAGES.DATABASE_UNAVAILABLE));
  switch (err.code) {
    case '23505':
      return new HttpError(
        409,
        'ER_DUP_ENTRY',
        'Registro duplicado',
        err.constraint ? [{ field: err.constraint, message: err.detail ?? 'duplicado' }] : undefined,
      );
    case '23503':
      return raise('REFERENCE_CONFLICT', { status: 409 });
    case '23514':
    case '22P02':
    case '22003':
    case '22008':
      return new HttpError(422, 'VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos));
    case '40001':
    case '40P01':
      return new HttpError(409, 'CONCURRENT_UPDATE', serverText(SERVER_TEXTS.operacaoConcorrenteTenteNovamente));
    default:
      return undefined;
  }
}

const NOT_A_NUMBER = VALIDATION_MESSAGES.numberInvalid.defaultMessage;

/** Every error leaves in the contract's model `{ code, message, fields?, requestId }`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & PgError, req, reply) => {
    const parts: Record<string, unknown> = { body: req.body, querystring: req.query, params: req.params };
    let e: HttpError;
    if (err instanceof HttpError) e = err;
    else if (err.validation) {
      const where = err.validationContext ?? 'body';
      const fields = schemaFields(err.validation, where, parts[where]);
      e = new HttpError(422, 'VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), fields);
    } else if (err instanceof NotADecimal) e = new HttpError(422, 'VALIDATION_FAILED', NOT_A_NUMBER);
    else if (fromPostgres(err)) e = fromPostgres(err) as HttpError;
    else if (err.statusCode === 413)
      e = new HttpError(413, 'PAYLOAD_TOO_LARGE', serverText(SERVER_TEXTS.requisicaoMaiorPermitido));
    else if (err.statusCode === 429)
      e = new HttpError(429, 'TOO_MANY_REQUESTS', serverText(SERVER_TEXTS.muitasRequisicoesTenteMaisTarde));
    else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      e = new HttpError(400, 'BAD_REQUEST', err.message);
    else {
      req.log.error({ err }, 'unexpected error');
      e = new HttpError(500, 'INTERNAL', serverText(SERVER_TEXTS.erroInterno));
    }
    // A retry is safe: ledger writes carry an Idempotency-Key and are booked at most once.
    if (e.status === 503) reply.header('retry-after', '1');
    // Every 429 says when to come back (issue 40): the limiter's own figure where it set one.
    if (e.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    reply
      .code(e.status)
      .type('application/json')
      .send({
        code: e.code,
        message: e.message,
        ...(e.fields ? { fields: e.fields } : {}),
        ...(e.challenge ? { challenge: e.challenge } : {}),
        requestId: req.id,
      });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({
      code: 'NOT_FOUND',
      message: serverText(SERVER_TEXTS.rotaNaoEncontrada, { method: req.method, url: req.url }),
      requestId: req.id,
    });
  });
}
