import { GENERIC_MESSAGES } from './catalogue-generic';
import { classify } from './classify';
import { type DomainError, isDomainError } from './domain-error';
import { isRecord, readBody } from './read-body';

type ResponseLike = { status: number; headers?: { get(name: string): string | null } };
export type ErrorContext = { status?: number };

const isResponseLike = (value: unknown): value is ResponseLike => isRecord(value) && typeof value.status === 'number';

const retryAfter = (response: ResponseLike): number | undefined => {
  const seconds = Number(response.headers?.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) ? seconds : undefined;
};

const fromBody = (body: unknown, status: number | undefined, extra: { retryAfterSeconds?: number | undefined }) => {
  const read = readBody(body);
  return classify({
    ...extra,
    status,
    code: read.code,
    message: read.message ?? GENERIC_MESSAGES.unexpected.defaultMessage,
    serverMessage: read.message,
    fieldErrors: read.fieldErrors,
    requestId: read.requestId,
    payload: body,
  });
};

// Thrown errors: a failed fetch (no status: it never reached the server) or an error object
// some library decorated with a status and code.
const fromThrown = (err: Error, ctx: ErrorContext): DomainError => {
  const decorated: Record<string, unknown> = isRecord(err) ? err : {};
  const status = typeof decorated.status === 'number' ? decorated.status : ctx.status;
  const code = typeof decorated.code === 'string' ? decorated.code : undefined;
  return classify({ status, code, message: err.message, fieldErrors: {}, network: status === undefined, cause: err });
};

// One forgiving parser for anything the SDK (openapi-fetch) or a caller can produce.
export const toDomainError = (err: unknown, ctx: ErrorContext = {}): DomainError => {
  if (isDomainError(err)) return err;
  if (isRecord(err) && isResponseLike(err.response)) {
    return fromBody(err.error, err.response.status, { retryAfterSeconds: retryAfter(err.response) });
  }
  if (err instanceof Error) return fromThrown(err, ctx);
  // A body that states its own HTTP status ({ status: 404, message }) or a bare Response.
  return fromBody(err, ctx.status ?? (isResponseLike(err) ? err.status : undefined), {});
};
