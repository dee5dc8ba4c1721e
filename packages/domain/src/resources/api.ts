import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { MULTIPART_OPERATIONS } from './multipart';
import type { ResourceName } from './names';
import { callerOf, type Init, settle } from './read';
import { loadResource, operationOf } from './registry';

// The registry knows each resource's calls (method, path, operationId); this facade makes them
// callable by name over the SDK client (multipart bodies as form data), failures thrown in the
// shape toDomainError reads.

export type ListQuery = {
  page: number;
  amount: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  // The list operation's own filters (the resource's `filters`, a route's preset).
  [filter: string]: string | number | undefined;
};
/** `estimated`: the total is the server's estimate of a long list (ADR 0030). */
export type ListPage = { data: Record<string, unknown>[]; total: number; estimated?: true };
export type ApiRecord = Record<string, unknown>;

export { readPath } from './read';

const isRecord = (value: unknown): value is ApiRecord => typeof value === 'object' && value !== null;
// §3: lists carry { data, total }; some accept a bare array.
export const toListPage = (body: unknown): ListPage => {
  if (Array.isArray(body)) return { data: body.filter(isRecord), total: body.length };
  if (isRecord(body) && Array.isArray(body.data)) {
    const data = body.data.filter(isRecord);
    const total = typeof body.total === 'number' ? body.total : data.length;
    return body.estimated === true ? { data, total, estimated: true } : { data, total };
  }
  return { data: [], total: 0 };
};

export class MissingOperationError extends Error {}

// Any operation of the resource, by key: its path parameters ({id}, {number}), query, body, an
// idempotency key (one per intended write: a retry or a double click sends the same key and the
// ledger books it once; operations without the header ignore it), and a signal that bounds a
// long call (the generation preview's 6,000,000 ms).
export type CallInit = {
  readonly path?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
};

export const resourceApi = (client: ApiClient, name: ResourceName) => {
  const send = async (key: string, init: CallInit, parseAs?: 'blob'): Promise<unknown> => {
    // A call may name a resource its route did not load (the CNPJ lookup on registrants).
    await loadResource(name);
    const op = operationOf(name, key);
    if (!op) throw new MissingOperationError(`${name} has no ${key} operation`);
    const { path, query, body, idempotencyKey, signal } = init;
    const multipart = MULTIPART_OPERATIONS.has(op.id) && body !== undefined;
    return settle(
      await callerOf(client, op.method)(op.path, {
        params: {
          ...(path ? { path: { ...path } } : {}),
          ...(query ? { query: { ...query } } : {}),
          ...(idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {}),
        },
        ...(body === undefined ? {} : { body }),
        ...(signal ? { signal } : {}),
        ...(parseAs ? { parseAs } : {}),
        ...(multipart ? { bodySerializer: formDataSerializer } : {}),
      }),
    );
  };
  // A list by operation key, as { data, total }: the resource's own, another it has (GET
  // /recs/recsprimary), or one record's (its activity).
  const page = async (key: string, init: CallInit = {}): Promise<ListPage> => toListPage(await send(key, init));
  return {
    has: (key: string): boolean => operationOf(name, key) !== undefined,
    call: (key: string, init: CallInit = {}): Promise<unknown> => send(key, init),
    page,
    // A file by operation key (GET /pdf/getPdf/{id}), as bytes.
    file: async (key: string, init: CallInit): Promise<Blob> => (await send(key, init, 'blob')) as Blob,
    list: (query: ListQuery): Promise<ListPage> => page('list', { query }),
    get: async (id: number): Promise<ApiRecord> => {
      const body = await send('show', { path: { id } });
      return isRecord(body) ? body : {};
    },
    create: (body: ApiRecord, idempotencyKey?: string) => send('create', { body, idempotencyKey }),
    update: (id: number, body: ApiRecord) => send('edit', { path: { id }, body }),
    remove: (id: number) => send('delete', { path: { id } }),
  };
};

export type ResourceApi = ReturnType<typeof resourceApi>;

// POST /exports answers the whole list as a workbook; the server may not implement it yet.
export const exportOnServer = async (
  client: ApiClient,
  body: {
    resource: string;
    /** With resource `report`: which report, and its filters in `filters`. */
    report?: string;
    search?: string;
    sort?: string;
    order?: 'asc' | 'desc';
    columns: string[];
    filters?: Record<string, string | number>;
    labels?: Record<string, string>;
  },
): Promise<Blob> => {
  const answer = await callerOf(client, 'POST')('/exports', { body, parseAs: 'blob' } as Init);
  return settle(answer) as Blob;
};

// GET /files/{id} answers a stored file (an attachment, a receipt) in the caller's scope. A call
// rather than a link: the session is a bearer token, which a bare href would not carry.
export const downloadStoredFile = async (client: ApiClient, id: number): Promise<Blob> => {
  const answer = await callerOf(client, 'GET')('/files/{id}', { params: { path: { id } }, parseAs: 'blob' } as Init);
  return settle(answer) as Blob;
};
