import { describe, expect, inject, it } from 'vitest';
import type { ZodType } from 'zod';
import { createApiClient } from '../src/index';
import * as zod from '../src/zod';
import * as zodMini from '../src/zod-mini';
import { cases } from './cases/index';
import { operationsOfSpec } from './spec';

const client = createApiClient({ baseUrl: inject('prismUrl'), getToken: () => 'contract-test-token' });
const schemas: Record<string, unknown> = zod;
const miniSchemas: Record<string, unknown> = zodMini;

// Both flavours have safeParse; the mini one is read through the same (full zod) type.
function responseSchema(operationId: string, flavour = schemas): ZodType | undefined {
  const name = `z${operationId[0]?.toUpperCase()}${operationId.slice(1)}Response`;
  return flavour[name] as ZodType | undefined;
}

const spec = operationsOfSpec();

describe.each(Object.entries(cases))('%s', (operationId, call) => {
  it('is accepted by the contract and answers a body that parses with the generated schema', async () => {
    const { response, data, error } = await call(client);
    const violations = response.headers.get('sl-violations');
    expect({ status: response.status, error, violations }).toMatchObject({
      status: expect.any(Number),
      error: undefined,
    });
    expect(response.status).toBeLessThan(300);
    const op = spec.get(operationId);
    expect(op, 'operation exists in the spec').toBeDefined();
    const media = op?.responseMedia;
    if (media === 'application/json') {
      const parsed = responseSchema(operationId)?.safeParse(data);
      expect(parsed?.error?.issues ?? []).toEqual([]);
      expect(parsed?.success).toBe(true);
      // The zod/mini flavour, which the browser loads, reads the same answer the same way.
      expect(responseSchema(operationId, miniSchemas)?.safeParse(data).data).toEqual(parsed?.data);
    } else if (media) {
      expect(response.headers.get('content-type')).toContain(media);
      expect(data).toBeInstanceOf(Blob);
    } else {
      expect(response.status).toBe(204);
    }
  });
});
