import { describe, expect, it } from 'vitest';
import { enterpriseEditRefusal, enterpriseMachine, participantLinkMachine, participantMachine } from './approval';
import { IllegalTransitionError } from './illegal-transition';

describe.each([
  ['enterprise', enterpriseMachine],
  ['participant', participantMachine],
  ['participant link', participantLinkMachine],
])('%s approval', (_, machine) => {
  it('starts pending and is approved or refused once', () => {
    expect(machine.initial).toBe('PENDENTE');
    expect(machine.transition('PENDENTE', 'approve')).toBe('APROVADO');
    expect(machine.transition('PENDENTE', 'refuse')).toBe('RECUSADO');
  });

  it('never changes a decision', () => {
    expect(() => machine.transition('APROVADO', 'refuse')).toThrow(IllegalTransitionError);
    expect(() => machine.transition('RECUSADO', 'approve')).toThrow(IllegalTransitionError);
    expect(machine.isFinal('APROVADO')).toBe(true);
  });
});

describe('enterpriseEditRefusal', () => {
  it('lets only approved enterprises be edited', () => {
    expect(enterpriseEditRefusal('APROVADO')).toBeUndefined();
    for (const approved of ['PENDENTE', 'RECUSADO', null, undefined]) {
      expect(enterpriseEditRefusal(approved)?.defaultMessage).toBe('Empreendimento não encontrado');
    }
  });
});
