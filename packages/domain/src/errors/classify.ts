import {
  ConflictError,
  type DomainError,
  type DomainErrorInit,
  InputError,
  NotAllowedError,
  NotFoundError,
  RateLimitedError,
  ServerError,
} from './domain-error';
import { lookup } from './lookup';

export type Classified = DomainErrorInit & {
  fieldErrors: Record<string, string>;
  retryAfterSeconds?: number | undefined;
  network?: boolean;
};

// Without a status (a bare body), the code of the API's error model still says what happened.
const KIND_BY_CODE: Readonly<Record<string, number>> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ER_DUP_ENTRY: 409,
  EMISSION_LIMIT: 429,
  TOO_MANY_REQUESTS: 429,
};

const effectiveStatus = (init: Classified): number | undefined => {
  if (init.status !== undefined) return init.status;
  const byCode = lookup(KIND_BY_CODE, init.code);
  if (byCode !== undefined) return byCode;
  return Object.keys(init.fieldErrors).length > 0 ? 422 : undefined;
};

export const classify = (init: Classified): DomainError => {
  switch (effectiveStatus(init)) {
    case 400:
    case 422:
      return new InputError(init);
    case 401:
    case 403:
      return new NotAllowedError(init);
    case 404:
      return new NotFoundError(init);
    case 409:
      return new ConflictError(init);
    case 429:
      return new RateLimitedError(init);
    default:
      return new ServerError(init);
  }
};
