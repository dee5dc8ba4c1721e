import { NOT_FOUND_MESSAGES } from '../errors/catalogue-generic';
import type { CatalogueEntry } from '../errors/entry';
import { defineMachine } from './define-machine';

// Enterprises, participants and the participant links share the API's ApprovalStatus.
export type ApprovalStatus = 'PENDENTE' | 'APROVADO' | 'RECUSADO';
export type ApprovalEvent = 'approve' | 'refuse';

const approvalTable = {
  PENDENTE: { approve: 'APROVADO', refuse: 'RECUSADO' },
  APROVADO: {},
  RECUSADO: {},
} as const;

export const enterpriseMachine = defineMachine<ApprovalStatus, ApprovalEvent>('enterprise', 'PENDENTE', approvalTable);
export const participantMachine = defineMachine<ApprovalStatus, ApprovalEvent>(
  'participant',
  'PENDENTE',
  approvalTable,
);
export const participantLinkMachine = defineMachine<ApprovalStatus, ApprovalEvent>(
  'participantLink',
  'PENDENTE',
  approvalTable,
);

// §4: an enterprise can be edited only once approved; before that the edit screen says it does not exist.
export const enterpriseEditRefusal = (approved: string | null | undefined): CatalogueEntry | undefined =>
  approved === 'APROVADO' ? undefined : NOT_FOUND_MESSAGES.businesses;
