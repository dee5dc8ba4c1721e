import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../src/index';
import { zError } from '../src/zod';

const baseUrl = inject('prismUrl');

describe('the contract refuses bad requests', () => {
  it('answers 401 in the error model when the bearer token is missing', async () => {
    const anonymous = createApiClient({ baseUrl });
    const { response, error } = await anonymous.GET('/admins', { params: { query: { page: 1 } } });
    expect(response.status).toBe(401);
    expect(zError.parse(error).code).toBe('UNAUTHORIZED');
  });

  it('answers 422 in the error model when the body is malformed', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 'contract-test-token' });
    const { response, error } = await client.POST('/recs', {
      // @ts-expect-error — emissionVolume must be a decimal string and business_id is missing
      body: { scheme: 'irec', initial_period: '2026-01-01', final_period: '2026-01-31', emissionVolume: 12.5 },
    });
    expect(response.status).toBe(422);
    expect(zError.parse(error).code).toBe('VALIDATION_FAILED');
  });

  it('lets sign-in through without a token', async () => {
    const anonymous = createApiClient({ baseUrl });
    const { response, data } = await anonymous.POST('/auth/login', {
      body: { email: 'ana@registro.org.br', password: 'x' },
    });
    expect(response.status).toBe(200);
    expect(data?.roles.length).toBeGreaterThan(0);
  });
});
