import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  canAccess,
  ERROR_CODE_MESSAGES,
  enterpriseMachine,
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
