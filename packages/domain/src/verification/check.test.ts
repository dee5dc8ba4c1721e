import { createApiClient } from '@rec/sdk';
import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../errors/catalogue-generic';
import { VERIFY_MESSAGES } from '../errors/catalogue-verify';
import { checkStatement } from './check';
import { formatVerificationCode, verificationCodeOf } from './code';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The real SDK client over an injected fetch that answers `reply` and records the URLs asked.
const clientAnswering = (reply: () => Response | Promise<Response>) => {
  const urls: string[] = [];
  const fetch = async (input: Request) => {
    urls.push(input.url);
    return reply();
  };
  return { client: createApiClient({ baseUrl: 'http://api.test/v1', fetch: fetch as typeof globalThis.fetch }), urls };
};

const code = verificationCodeOf('ab'.repeat(32));
const found = { code: formatVerificationCode(code), verified: true, problems: [], statement: { number: 7 } };

describe('checkStatement', () => {
  it('asks the public API with the canonical code and answers the statement', async () => {
    const { client, urls } = clientAnswering(() => json(200, found));
    expect(await checkStatement(client, formatVerificationCode(code).toLowerCase())).toEqual({
      state: 'found',
      result: found,
    });
    expect(urls).toEqual([`http://api.test/v1/verify/${code}`]);
  });

  it('catches a typo without a request', async () => {
    const { client, urls } = clientAnswering(() => json(200, found));
    const typo = `${code.slice(0, 12)}${code[12] === '0' ? '1' : '0'}`;
    expect(await checkStatement(client, typo)).toEqual({
      state: 'invalid',
      message: VERIFY_MESSAGES.VERIFICATION_CODE_CHECK,
    });
    expect(await checkStatement(client, 'abc')).toEqual({
      state: 'invalid',
      message: VERIFY_MESSAGES.VERIFICATION_CODE_MALFORMED,
    });
    expect(urls).toEqual([]);
  });

  it('says unknown for 404, invalid for 400 and failed with the catalogue text otherwise', async () => {
    const answer = async (status: number, errorCode: string) =>
      checkStatement(clientAnswering(() => json(status, { code: errorCode, message: 'x' })).client, code);
    expect(await answer(404, 'VERIFICATION_CODE_UNKNOWN')).toEqual({
      state: 'unknown',
      message: VERIFY_MESSAGES.VERIFICATION_CODE_UNKNOWN,
    });
    expect(await answer(400, 'VERIFICATION_CODE_CHECK')).toEqual({
      state: 'invalid',
      message: VERIFY_MESSAGES.VERIFICATION_CODE_CHECK,
    });
    expect(await answer(429, 'VERIFY_RATE_LIMITED')).toEqual({
      state: 'failed',
      message: VERIFY_MESSAGES.VERIFY_RATE_LIMITED,
    });
    expect(await answer(500, 'INTERNAL')).toEqual({ state: 'failed', message: GENERIC_MESSAGES.unexpected });
  });

  it('says the network failed when the request never reached the server', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await checkStatement(client, code)).toEqual({ state: 'failed', message: GENERIC_MESSAGES.network });
  });
});
