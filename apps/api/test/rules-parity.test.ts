import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  BEYOND_SCREENS,
  canAccess,
  ERROR_CODE_MESSAGES,
  type FieldDef,
  RESOURCES,
} from '../../../packages/domain/src/index';
import { loadContract } from '../src/http/contract';
import type { OperationId } from '../src/http/types';
import { allowed } from '../src/policy/policy';

const ROLES = ['client', 'client_admin', 'client_financial', 'client_admin_participant'] as const;

// One set of rules: what the web offers (the domain's grants) is what the API allows, except the
// few reads and edits the server lists as wider than the screens (packages/domain policy/operation-rules.ts).
// The machines are held equal per event by machines-parity.test.ts.
describe('domain and API rules', () => {
  const differences = () => {
    const apiOnly: string[] = [];
    const domainOnly: string[] = [];
    const redundant: string[] = [];
    for (const role of ROLES)
      for (const def of Object.values(RESOURCES))
        for (const action of ACTIONS) {
          const op = def.operations[action];
          if (!op) continue;
          const id = op.id as OperationId;
          const domain = canAccess(role, { resource: def.name, action });
          const api = allowed(role, id);
          const wider = (BEYOND_SCREENS[id] ?? []).includes(role);
          if (domain && !api) domainOnly.push(`${role} ${def.name}.${action} (${id})`);
          if (api && !domain && !wider) apiOnly.push(`${role} ${def.name}.${action} (${id})`);
          if (domain && wider) redundant.push(`${role} ${def.name}.${action} (${id})`);
        }
    return { apiOnly, domainOnly, redundant };
  };

  it('allows in the API exactly what the domain grants (role × resource operation), plus the listed wider reads', () => {
    expect(differences()).toEqual({ apiOnly: [], domainOnly: [], redundant: [] });
  });
});

// Issue 35 §10: a form refuses the days the API refuses, with the same message (one bound reader).
describe('date ranges', () => {
  type Json = Record<string, unknown>;
  const schemas = new Map(loadContract().schemas.map((schema) => [schema.$id as string, schema as Json]));
  const byRef = (node: Json): Json =>
    typeof node.$ref === 'string' ? byRef(schemas.get(node.$ref.replace('#', '')) ?? {}) : node;
  const propertyOf = (schema: Json, name: string): Json | undefined => {
    const s = byRef(schema);
    const own = (s.properties as Record<string, Json> | undefined)?.[name];
    if (own) return byRef(own);
    for (const branch of (s.allOf as Json[] | undefined) ?? []) {
      const found = propertyOf(branch, name);
      if (found) return found;
    }
    return undefined;
  };
  const compare = (fields: readonly FieldDef[], body: Json, where: string, out: string[], seen: { n: number }) => {
    for (const f of fields) {
      const prop = propertyOf(body, f.name);
      if (!prop) continue;
      if (f.itemFields && prop.items) compare(f.itemFields, byRef(prop.items as Json), `${where}.${f.name}`, out, seen);
      if (f.type !== 'date') continue;
      seen.n++;
      const contract = JSON.stringify(prop['x-date-range'] ?? null);
      const domain = JSON.stringify(f.dateRange ?? null);
      if (contract !== domain) out.push(`${where}.${f.name}: contract ${contract}, domain ${domain}`);
    }
  };

  it('gives every date field of a form the range its body has in the contract', () => {
    const differ: string[] = [];
    const seen = { n: 0 };
    const bodies = new Map(loadContract().operations.map((op) => [op.operationId, op.bodySchema]));
    for (const def of Object.values(RESOURCES))
      for (const op of Object.values(def.operations)) {
        const body = bodies.get(op.id);
        if (body) compare(def.fields, body, op.id, differ, seen);
      }
    expect(differ).toEqual([]);
    expect(seen.n).toBeGreaterThanOrEqual(12);
  });
});

// Raised ⊆ ErrorCode is the compiler's: HttpError.code is the contract's ErrorCode (http/errors.ts).
describe('error codes', () => {
  const schema = loadContract().schemas.find((s) => s.$id === 'ErrorCode');
  const inContract = new Set((schema?.enum as string[] | undefined) ?? []);

  it('has a Portuguese message in the domain catalogue for every code of the enum', () => {
    const messages: Readonly<Record<string, unknown>> = ERROR_CODE_MESSAGES;
    expect(inContract.size).toBeGreaterThan(50);
    expect([...inContract].filter((code) => !Object.hasOwn(messages, code))).toEqual([]);
  });
});
