import type { ApprovalEvent, ApprovalStatus, Machine } from '@rec/domain';
import { statesAllowing, targetOf } from '../lib/machine-guards';

// Approval of enterprises, participants and links (spec §4) is the domain's machines
// (enterpriseMachine, participantMachine, participantLinkMachine); the API only reads them.

/** The event that leads to a decided status (a link's PATCH names the status it wants). */
export const eventTo = (machine: Machine<ApprovalStatus, ApprovalEvent>, status: string): ApprovalEvent | undefined =>
  (['approve', 'refuse'] as const).find(
    (event) => statesAllowing(machine, event).length > 0 && targetOf(machine, event) === status,
  );
