import type { operations } from '@rec/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, Role } from '../db/schema';
import type { Services } from '../services';

export type OperationId = keyof operations;

/** The signed-in caller, from the access token. */
export interface Principal {
  id: number;
  role: Role;
  email: string;
  registrantId: number | null;
  participantId: number | null;
  /** A machine client's token (ADR 0117): the role above is its organisation's, narrowed to these scopes. */
  client?: { id: string; scopes: readonly string[]; rateLimit: number };
}

type Params<Op extends OperationId> = operations[Op]['parameters'];
type PathOf<Op extends OperationId> = Params<Op> extends { path: infer P } ? NonNullable<P> : Record<string, never>;
type QueryOf<Op extends OperationId> = Params<Op> extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
type BodyOf<Op extends OperationId> = operations[Op] extends { requestBody?: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer M }
      ? { [K in keyof M]: M[K] extends Blob | undefined | null ? never : M[K] }
      : never
  : undefined;
type Responses<Op extends OperationId> = operations[Op]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessOf<Op extends OperationId> =
  | JsonOf<Responses<Op> extends { 200: infer R } ? R : never>
  | JsonOf<Responses<Op> extends { 201: infer R } ? R : never>
  | JsonOf<Responses<Op> extends { 202: infer R } ? R : never>;

/**
 * A file received in a multipart request, streamed to a spool file (never held in memory whole);
 * the spool file is removed when the response is sent.
 */
export interface UploadedFile {
  field: string;
  filename: string;
  /** The type its first bytes are (http/file-types.ts), where its field declares types. */
  mimetype: string;
  size: number;
  /** The spool file; storage moves it, parsers read it. */
  path: string;
  /** The bytes, for parsers that need them all (workbooks, bounded by the operation's cap). */
  read(): Promise<Buffer>;
  /** Its bytes matched a type its field declares; only such files may be stored (storeFile). */
  typeChecked: boolean;
}

/** A binary answer (PDF, xlsx). */
export interface FileReply {
  kind: 'file';
  contentType: string;
  filename: string;
  body: Buffer | NodeJS.ReadableStream;
  /** The byte length of a streamed body (a Buffer's is known), sent as Content-Length. */
  length?: number;
}

export interface Ctx<Op extends OperationId> {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The request's transaction for writes; the shared pool for reads. */
  db: Kysely<DB>;
  services: Services;
  user: Principal;
  params: PathOf<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
  files: UploadedFile[];
  lang: string;
}

/** What a handler may return for a wire type: dates may still be Date (the serializer writes ISO text). */
type Loose<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Loose<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Loose<T[K]> }
      : T;

type Answer<Op extends OperationId> = [SuccessOf<Op>] extends [never] ? undefined | FileReply : Loose<SuccessOf<Op>>;

export type Handler<Op extends OperationId> = (ctx: Ctx<Op>) => Promise<Answer<Op>>;

/**
 * Marks a write handler that changes the database in ONE statement (a ledger function): without an
 * Idempotency-Key the route runs it without an explicit transaction — the statement is atomic by
 * itself — saving the BEGIN and COMMIT round trips. With a key it runs in the usual transaction.
 */
export const atomic = <H extends (ctx: never) => unknown>(handler: H): H => Object.assign(handler, { atomic: true });

export const isAtomic = (handler: unknown): boolean => (handler as { atomic?: boolean }).atomic === true;

/** Handlers by operationId; a resource module exports one of these. */
export type Handlers = { [Op in OperationId]?: Handler<Op> };
