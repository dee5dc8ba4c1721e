export type DomainErrorKind = 'input' | 'notAllowed' | 'notFound' | 'conflict' | 'rateLimited' | 'server';

export type DomainErrorInit = {
  message: string;
  status?: number | undefined;
  code?: string | undefined;
  // The text the server wrote, kept apart from `message` so a screen can tell it from our fallback.
  serverMessage?: string | undefined;
  requestId?: string | undefined;
  // The raw body, for the places where the spec says "the raw payload is stored".
  payload?: unknown;
  cause?: unknown;
};

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly requestId: string | undefined;
  readonly payload: unknown;

  constructor(init: DomainErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.requestId = init.requestId;
    this.payload = init.payload;
  }
}

export class InputError extends DomainError {
  override readonly kind = 'input';
  readonly fieldErrors: Readonly<Record<string, string>>;
  constructor(init: DomainErrorInit & { fieldErrors?: Record<string, string> }) {
    super(init);
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

export class NotAllowedError extends DomainError {
  override readonly kind = 'notAllowed';
}

export class NotFoundError extends DomainError {
  override readonly kind = 'notFound';
}

export class ConflictError extends DomainError {
  override readonly kind = 'conflict';
}

export class RateLimitedError extends DomainError {
  override readonly kind = 'rateLimited';
  readonly retryAfterSeconds: number | undefined;
  constructor(init: DomainErrorInit & { retryAfterSeconds?: number | undefined }) {
    super(init);
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

// `network` tells a failure that never reached the server from one the server reported.
export class ServerError extends DomainError {
  override readonly kind = 'server';
  readonly network: boolean;
  constructor(init: DomainErrorInit & { network?: boolean }) {
    super(init);
    this.network = init.network ?? false;
  }
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
