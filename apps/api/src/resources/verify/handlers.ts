import { serverText, VERIFY_MESSAGES } from '@rec/domain';
import { formatVerificationCode, parseVerificationCode } from '@rec/domain/verification';
import { hourlyStatement } from '../../hourly/statement';
import { badRequest, notFound, tooManyRequests } from '../../http/errors';
import type { Handlers } from '../../http/types';
import { checkRedemptionChain } from './chain';
import { statementFacts } from './facts';

// The Portuguese texts match the domain's error catalogue (errors/catalogue-verify.ts).
const MALFORMED = serverText(VERIFY_MESSAGES.VERIFICATION_CODE_MALFORMED);
const CHECK = serverText(VERIFY_MESSAGES.VERIFICATION_CODE_CHECK);
const UNKNOWN = serverText(VERIFY_MESSAGES.VERIFICATION_CODE_UNKNOWN);
const LIMITED = serverText(VERIFY_MESSAGES.VERIFY_RATE_LIMITED);

/** GET /verify/{code}: public, rate-limited per address, answers only what the statement shows (ADR 0075). */
export const verifyHandlers: Handlers = {
  async verifyStatement({ db, services, req, reply, params }) {
    const limit = services.verifyThrottle;
    // Every lookup counts, found or not: the limit is what makes 60-bit codes unguessable.
    if (limit.blocked(req.ip)) {
      reply.header('retry-after', String(Math.ceil(limit.windowMs / 1000)));
      throw tooManyRequests('VERIFY_RATE_LIMITED', LIMITED);
    }
    limit.hit(req.ip);
    const parsed = parseVerificationCode(params.code);
    if (!parsed.ok)
      throw parsed.reason === 'malformed'
        ? badRequest(MALFORMED, 'VERIFICATION_CODE_MALFORMED')
        : badRequest(CHECK, 'VERIFICATION_CODE_CHECK');
    const found = await statementFacts(db, parsed.hashPrefix);
    if (!found) throw notFound(UNKNOWN, 'VERIFICATION_CODE_UNKNOWN');
    const chain = await checkRedemptionChain(db, found.red);
    // An hourly retirement also answers its bundles and their proofs (ADR 0099).
    const hourly = await hourlyStatement(db, { ...found.red, id: Number(found.red.id) });
    const problems = [...chain, ...(hourly?.problems ?? [])];
    return {
      code: formatVerificationCode(parsed.code),
      verified: problems.length === 0,
      problems,
      statement: found.statement,
      ...(hourly ? { hourly: hourly.hourly } : {}),
    };
  },
};
