import type { DomainMessage } from './entry';

// Parsers of user input return this instead of throwing: a bad date is an answer, not a fault.
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: DomainMessage };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: DomainMessage): Result<T> => ({ ok: false, error });
