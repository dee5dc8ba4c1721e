import type { ApiClient } from '@rec/sdk';

// The SDK client called by method and path at run time (the registry, a widget, a report), and
// its answer settled: failures thrown in the { error, response } shape toDomainError reads. Kept
// apart from the registry so that a caller by path does not bundle every resource definition.

export type Init = {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, string> };
  body?: unknown;
  parseAs?: 'blob';
  signal?: AbortSignal;
};
export type Answer = { data?: unknown; error?: unknown; response: Response };
// The typed client narrows every call to one path; a caller picking the path at run time goes
// through this untyped view of the same client.
export type Caller = (path: string, init: Init & { bodySerializer?: (body: never) => unknown }) => Promise<Answer>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const callerOf = (client: ApiClient, method: Method): Caller =>
  (client as unknown as Record<Method, Caller>)[method].bind(client);

export const settle = ({ data, error, response }: Answer): unknown => {
  if (!response.ok) throw { error, response };
  return data;
};

/** A read by path (a dashboard widget, a report page): the answer's body, failures thrown. */
export const readPath = async (client: ApiClient, path: string, params: NonNullable<Init['params']> = {}) =>
  settle(await callerOf(client, 'GET')(path, { params }));
