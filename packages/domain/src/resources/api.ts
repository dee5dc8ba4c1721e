import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { MULTIPART_OPERATIONS } from './multipart';
import type { ResourceName } from './names';
import { operationOf } from './registry';
import type { Operation } from './types';

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

type Init = { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> }; body?: unknown };
type Answer = { data?: unknown; error?: unknown; response: Response };
// The typed client narrows every call to one path; a registry-driven caller picks the path at
// run time, so it goes through this untyped view of the same client.
type Caller = (path: string, init: Init & { bodySerializer?: (body: never) => unknown }) => Promise<Answer>;

const callerOf = (client: ApiClient, method: Operation['method']): Caller =>
  (client as unknown as Record<Operation['method'], Caller>)[method].bind(client);

// Failures are thrown in the { error, response } shape the domain's toDomainError reads.
const settle = ({ data, error, response }: Answer): unknown => {
  if (!response.ok) throw { error, response };
  return data;
};

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

export const resourceApi = (client: ApiClient, name: ResourceName) => {
  const call = async (key: string, init: Init): Promise<unknown> => {
    const op = operationOf(name, key);
    if (!op) throw new MissingOperationError(`${name} has no ${key} operation`);
    const multipart = MULTIPART_OPERATIONS.has(op.id) && init.body !== undefined;
    return settle(
      await callerOf(client, op.method)(op.path, multipart ? { ...init, bodySerializer: formDataSerializer } : init),
    );
  };
  return {
    has: (key: string): boolean => operationOf(name, key) !== undefined,
    list: async (query: ListQuery): Promise<ListPage> => toListPage(await call('list', { params: { query } })),
    get: async (id: number): Promise<ApiRecord> => {
      const body = await call('show', { params: { path: { id } } });
      return isRecord(body) ? body : {};
    },
    create: (body: ApiRecord) => call('create', { body }),
    update: (id: number, body: ApiRecord) => call('edit', { params: { path: { id } }, body }),
    remove: (id: number) => call('delete', { params: { path: { id } } }),
    // A record action (approve, refuse, upload…): the operation by key, on one record.
    // A string id too: a lookup by key (GET /cnpj/{id} takes the CNPJ's digits).
    act: (key: string, id: number | string, body?: ApiRecord) =>
      call(key, { params: { path: { id } }, ...(body === undefined ? {} : { body }) }),
  };
};

export type ResourceApi = ReturnType<typeof resourceApi>;

// POST /exports answers the whole list as a workbook; the server may not implement it yet.
export const exportOnServer = async (
  client: ApiClient,
  body: {
    resource: string;
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
