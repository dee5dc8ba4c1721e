import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, fuzzRequest } from './support/fuzz-arbitraries';
import { type InjectServer, type Login, startInjectServer } from './support/inject';

// Issue 10, acceptance: a contract-driven property-based fuzz. For every operation, as admin and as
// a registrant or participant role, bad inputs never give a 5xx and every 4xx carries the error
// model's code and message. FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> sets runs per operation.

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TARGET = 10_500;

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

const ROLES: (Login | undefined)[] = ['admin', 'participant', 'clientAdmin', 'financial', undefined];

interface Failure {
  operationId: string;
  as: string;
  status: number;
  request: FuzzRequest;
  body: string;
}

describe('contract fuzz', () => {
  it('never answers 5xx; every 4xx has a code and a message', { timeout: 600_000 }, async () => {
    console.log(`contract fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
    const ops = s.contract.operations;
    const runs = Number(process.env.FUZZ_RUNS ?? Math.ceil(TARGET / ops.length));
    const failures: Failure[] = [];
    let requests = 0;
    let serverErrors = 0;
    for (const [i, op] of ops.entries()) {
      const arb = fc.tuple(fuzzRequest(op), fc.constantFrom(...ROLES));
      await fc.assert(
        fc.asyncProperty(arb, async ([request, as]) => {
          const res = await s.call(as, {
            method: op.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          requests++;
          if (res.statusCode >= 500) serverErrors++;
          const bad = res.statusCode >= 500 || (res.statusCode >= 400 && !hasErrorModel(res.body));
          if (bad && failures.length < 50)
            failures.push({
              operationId: op.operationId,
              as: as ?? 'anonymous',
              status: res.statusCode,
              request,
              body: res.body.slice(0, 300),
            });
          return true;
        }),
        { seed: SEED + i, numRuns: runs },
      );
    }
    console.log(`contract fuzz: ${requests} requests over ${ops.length} operations, ${serverErrors} answered 5xx`);
    expect(failures.map(describeFailure)).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(Math.min(TARGET, runs * ops.length));
  });
});

function hasErrorModel(body: string): boolean {
  try {
    const e = JSON.parse(body) as { code?: unknown; message?: unknown };
    return typeof e.code === 'string' && e.code.length > 0 && typeof e.message === 'string' && e.message.length > 0;
  } catch {
    return false;
  }
}

function describeFailure(f: Failure): string {
  const payload = typeof f.request.payload === 'string' ? f.request.payload.slice(0, 200) : f.request.note;
  return `${f.operationId} as ${f.as}: ${f.status} ${f.body} ← ${f.request.url.slice(0, 200)} ${payload}`;
}
