import {
  type DomainMessage,
  ERROR_CODE_MESSAGES,
  type FieldCode,
  HTTP_CODE_MESSAGES,
  ptText,
  SERVER_TEXTS,
  serverText,
} from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A field's error: its `code` is one the domain's catalogue holds (FIELD_CODE_MESSAGES). */
export type FieldError = { field: string; code?: FieldCode; message: string };

/** Every code the contract lists (ErrorCode): the compiler proves the server raises no other. */
export type ErrorCode = Schemas['ErrorCode'];

/** An error that leaves the server in the contract's error model. */
export class HttpError extends Error {
  /**
   * Work that must persist although the request fails (a security event such as revoking a
   * stolen token family): run after the request's transaction has rolled back.
   */
  afterRollback?: (db: Kysely<DB>) => Promise<void>;

  /** E_SECOND_FACTOR_REQUIRED's second step (ADR 0121): sent in the error body. */
  challenge?: { challengeToken: string; expiresIn: number };

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message = serverText(HTTP_CODE_MESSAGES.BAD_REQUEST), code: ErrorCode = 'BAD_REQUEST') =>
  new HttpError(400, code, message);
export const unauthorized = (message = serverText(SERVER_TEXTS.naoAutenticado), code: ErrorCode = 'UNAUTHORIZED') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'Acesso negado', code: ErrorCode = 'FORBIDDEN') =>
  new HttpError(403, code, message);
export const notFound = (message = serverText(SERVER_TEXTS.naoEncontrado), code: ErrorCode = 'NOT_FOUND') =>
  new HttpError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);
export const unprocessable = (code: ErrorCode, message: string, fields?: HttpError['fields']) =>
  new HttpError(422, code, message, fields);
export const tooManyRequests = (code: ErrorCode, message: string) => new HttpError(429, code, message);

type Raise = {
  status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;
  values?: DomainMessage['values'];
  fields?: HttpError['fields'];
};

/** The contract's error with the domain catalogue's Portuguese text for its code (no retyped copy). */
export const raise = (code: ErrorCode, { status, values, fields }: Raise): HttpError =>
  new HttpError(status, code, ptText({ ...ERROR_CODE_MESSAGES[code], ...(values ? { values } : {}) }), fields);
