import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './all';
import { MULTIPART_OPERATIONS } from './multipart';

type Bundle = {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { content?: object } }>>;
};
const bundle = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../openapi/openapi.bundle.json'), 'utf8'),
) as Bundle;
const operations = Object.values(bundle.paths).flatMap((item) => Object.values(item));

describe('the registry against the contract', () => {
  it('names exactly the contract’s multipart operations', () => {
    const multipart = operations
      .filter((op) => op.requestBody?.content && 'multipart/form-data' in op.requestBody.content)
      .map((op) => op.operationId);
    expect([...MULTIPART_OPERATIONS].sort()).toEqual(multipart.sort());
  });

  it('calls only operations the contract has', () => {
    const ids = new Set(operations.map((op) => op.operationId));
    const used = Object.values(RESOURCES).flatMap((def) => Object.values(def.operations).map((op) => op.id));
    expect(used.filter((id) => !ids.has(id))).toEqual([]);
  });
});
