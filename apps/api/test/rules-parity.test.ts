import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  canAccess,
  ERROR_CODE_MESSAGES,
  enterpriseMachine,
  type FieldDef,
  participantMachine,
  RESOURCES,
  recMachine,
} from '../../../packages/domain/src/index';
import { loadContract } from '../src/http/contract';
import { POLICY } from '../src/policy/policy';
import { APPROVAL_NEXT } from '../src/resources/approval';
import { NEXT } from '../src/resources/recs/decide';
import { raisedCodes } from './support/raised-codes';

const ROLES = ['client', 'client_admin', 'client_financial', 'client_admin_participant'] as const;

// One set of rules: what the web offers (the domain's grants and machines) is what the API allows.
describe('domain and API rules', () => {
  it('grants in the domain only what the API policy allows (role × operation)', () => {
    const extra: string[] = [];
    for (const role of ROLES)
      for (const def of Object.values(RESOURCES))
        for (const action of ACTIONS) {
          const op = def.operations[action];
          if (!op || !canAccess(role, { resource: def.name, action })) continue;
          const rule = POLICY[op.id as keyof typeof POLICY];
          if (rule !== 'public' && !rule.includes(role)) extra.push(`${role} ${def.name}.${action} (${op.id})`);
        }
    expect(extra).toEqual([]);
  });

  it('moves emissions by the domain’s state machine', () => {
    for (const state of recMachine.states) {
      const targets = recMachine.eventsFrom(state).map((event) => recMachine.transition(state, event));
      expect([...NEXT[state]].sort(), state).toEqual(targets.sort());
    }
  });

  it('approves and refuses enterprises and participants by the domain’s state machine', () => {
    for (const machine of [enterpriseMachine, participantMachine])
      for (const state of machine.states)
        for (const event of ['approve', 'refuse'] as const)
          expect(APPROVAL_NEXT[state]?.[event], `${machine.name} ${state} ${event}`).toBe(
            machine.can(state, event) ? machine.transition(state, event) : undefined,
          );
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

describe('error codes', () => {
  const raised = raisedCodes();
  const schema = loadContract().schemas.find((s) => s.$id === 'ErrorCode');
  const inContract = new Set((schema?.enum as string[] | undefined) ?? []);

  it('finds the codes the API raises', () => {
    expect(raised).toEqual(expect.arrayContaining(['CEG_NOT_FOUND', 'INSUFFICIENT_BALANCE', 'VALIDATION_FAILED']));
  });

  it('lists every raised code in the contract’s ErrorCode enum', () => {
    expect(raised.filter((code) => !inContract.has(code))).toEqual([]);
  });

  it('has a Portuguese message in the domain catalogue for every code of the enum', () => {
    const messages: Readonly<Record<string, unknown>> = ERROR_CODE_MESSAGES;
    expect([...inContract].filter((code) => !Object.hasOwn(messages, code))).toEqual([]);
  });
});
