import { serverText, VERIFY_MESSAGES } from '@rec/domain';
import { formatVerificationCode, parseVerificationCode } from '@rec/domain/verification';
import { hourlyStatement } from '../../hourly/statement';
import { hourlyBundlePage } from '../../hourly/statement-pages';
import { badRequest, notFound, tooManyRequests } from '../../http/errors';
import type { RateWindow } from '../../http/rate-window';
import type { Handlers } from '../../http/types';
import { checkRedemptionChain } from './chain';
import { statementFacts } from './facts';

// The Portuguese texts match the domain's error catalogue (errors/catalogue-verify.ts).
const MALFORMED = serverText(VERIFY_MESSAGES.VERIFICATION_CODE_MALFORMED);
const CHECK = serverText(VERIFY_MESSAGES.VERIFICATION_CODE_CHECK);
const UNKNOWN = serverText(VERIFY_MESSAGES.VERIFICATION_CODE_UNKNOWN);
const LIMITED = serverText(VERIFY_MESSAGES.VERIFY_RATE_LIMITED);

type Reply = { header: (name: string, value: string) => unknown };

function refuseWhenFull(limit: RateWindow, ip: string, reply: Reply) {
  if (!limit.blocked(ip)) return;
  reply.header('retry-after', String(Math.ceil(limit.windowMs / 1000)));
  throw tooManyRequests('VERIFY_RATE_LIMITED', LIMITED);
}

function parsedCode(code: string) {
  const parsed = parseVerificationCode(code);
  if (!parsed.ok)
    throw parsed.reason === 'malformed'
      ? badRequest(MALFORMED, 'VERIFICATION_CODE_MALFORMED')
      : badRequest(CHECK, 'VERIFICATION_CODE_CHECK');
  return parsed;
}

/** GET /verify/{code}: public, rate-limited per address, answers only what the statement shows (ADR 0075). */
export const verifyHandlers: Handlers = {
  async verifyStatement({ db, services, req, reply, params }) {
    refuseWhenFull(services.verifyThrottle, req.ip, reply);
    // Every lookup counts, found or not: the limit is what makes 60-bit codes unguessable.
    services.verifyThrottle.hit(req.ip);
    const parsed = parsedCode(params.code);
    const found = await statementFacts(db, parsed.hashPrefix);
    if (!found) throw notFound(UNKNOWN, 'VERIFICATION_CODE_UNKNOWN');
    const chain = await checkRedemptionChain(db, found.red);
    // An hourly retirement also answers its hours, plants and verdict; its bundles come in pages.
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

  // GET /verify/{code}/bundles (ADR 0112): a statement's pages count in a looser window of their
  // own, and a code of no statement in the statement's too, so guessing codes here is no cheaper.
  async listVerifiedStatementBundles({ db, services, req, reply, params, query }) {
    refuseWhenFull(services.verifyThrottle, req.ip, reply);
    refuseWhenFull(services.verifyPageThrottle, req.ip, reply);
    services.verifyPageThrottle.hit(req.ip);
    const parsed = parsedCode(params.code);
    const found = await statementFacts(db, parsed.hashPrefix);
    if (!found) {
      services.verifyThrottle.hit(req.ip);
      throw notFound(UNKNOWN, 'VERIFICATION_CODE_UNKNOWN');
    }
    return hourlyBundlePage(db, { ...found.red, id: Number(found.red.id) }, query.page ?? 1, query.amount ?? 10);
  },
};
