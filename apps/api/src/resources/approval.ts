// Approval of enterprises and participants (spec §4): which decision leads where. The web reads
// the same table from @rec/domain (enterpriseMachine, participantMachine); a test holds them equal.
export type Approval = 'PENDENTE' | 'APROVADO' | 'RECUSADO';
export type Decision = 'approve' | 'refuse';

export const APPROVAL_NEXT: Readonly<Record<Approval, Readonly<Partial<Record<Decision, Approval>>>>> = {
  PENDENTE: { approve: 'APROVADO', refuse: 'RECUSADO' },
  APROVADO: {},
  RECUSADO: {},
};

/** The states a decision may be taken from. */
export const decidableFrom = (decision: Decision): Approval[] =>
  (Object.keys(APPROVAL_NEXT) as Approval[]).filter((state) => APPROVAL_NEXT[state][decision] !== undefined);

export const canDecide = (state: string, decision: Decision): boolean =>
  Object.hasOwn(APPROVAL_NEXT, state) && APPROVAL_NEXT[state as Approval][decision] !== undefined;
