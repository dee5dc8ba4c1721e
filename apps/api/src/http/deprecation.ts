import type { FastifyReply, FastifyRequest } from 'fastify';

// How a deprecated operation of the contract answers (ADR 0123): the contract marks it
// `deprecated: true` with `x-deprecated-on` and `x-sunset` dates, and the server derives the
// RFC 9745 `Deprecation` and RFC 8594 `Sunset` fields from them, so the two can never disagree.

/** The least notice between deprecation and sunset: six months (ADR 0123). */
export const NOTICE_MONTHS = 6;

export interface Deprecation {
  /** `Deprecation: @<epoch seconds>` (RFC 9745 §2.1, a structured-field date). */
  deprecation: string;
  /** `Sunset: <HTTP-date>` (RFC 8594 §3). */
  sunset: string;
  /** Where a caller reads what to use instead: the reference, and the contract's changelog there. */
  link: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(operationId: string, name: string, value: unknown): Date {
  if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value)))
    throw new Error(`${operationId} is deprecated: ${name} must be a YYYY-MM-DD date (ADR 0123)`);
  return new Date(`${value}T00:00:00Z`);
}

/**
 * The headers of an operation the contract deprecates, or undefined. A deprecated operation
 * without both dates, or with less than six months between them, is refused at start.
 */
export function deprecationOf(operationId: string, op: Record<string, unknown>): Deprecation | undefined {
  if (op.deprecated !== true) return undefined;
  const since = day(operationId, 'x-deprecated-on', op['x-deprecated-on']);
  const sunset = day(operationId, 'x-sunset', op['x-sunset']);
  const earliest = new Date(since);
  earliest.setUTCMonth(earliest.getUTCMonth() + NOTICE_MONTHS);
  if (sunset < earliest)
    throw new Error(
      `${operationId}: x-sunset must be at least ${NOTICE_MONTHS} months after x-deprecated-on (ADR 0123)`,
    );
  const tag = Array.isArray(op.tags) ? String(op.tags[0]) : '';
  return {
    deprecation: `@${since.getTime() / 1000}`,
    sunset: sunset.toUTCString(),
    link: `</docs/#tag/${encodeURIComponent(tag)}>; rel="deprecation"; type="text/html", </docs/>; rel="sunset"; type="text/html"`,
  };
}

/** A route's onSend hook writing the three fields. */
export const deprecationHeaders =
  (d: Deprecation) =>
  async (_req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    reply.header('deprecation', d.deprecation).header('sunset', d.sunset).header('link', d.link);
    return payload;
  };
