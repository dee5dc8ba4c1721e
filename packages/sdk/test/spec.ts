import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** Media type of the first 2xx response, or undefined when it has no body. */
  responseMedia: string | undefined;
}

/** The part of the bundled document this module reads. */
interface BundledSpec {
  paths: Record<
    string,
    Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>
  >;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation of the bundled contract, by operationId. */
export function operationsOfSpec(): Map<string, Operation> {
  const file = path.resolve(import.meta.dirname, '../../../openapi/openapi.bundle.json');
  const spec: BundledSpec = JSON.parse(readFileSync(file, 'utf8'));
  const ops = new Map<string, Operation>();
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const ok = Object.keys(op.responses).find((s) => s.startsWith('2'));
      const content = ok ? op.responses[ok]?.content : undefined;
      ops.set(op.operationId, {
        operationId: op.operationId,
        method,
        path: p,
        responseMedia: content ? Object.keys(content)[0] : undefined,
      });
    }
  }
  return ops;
}
