import { participantMoves } from './participant/moves.cases';
import { participantOwn } from './participant/own.cases';
import { test } from './support/fixtures';
import { seedParticipantSuite } from './support/participant-suite';

// Issue 15: the participant holds certificates, moves them and retires them for a beneficiary,
// through the generic views; what it sees is its own, and its statements verify in public.
// The tests are in e2e/participant/ (moves, then its own screens), on one seed, as before the split.

test.describe('participant: certificates, transfers, retirements, automations', () => {
  test.beforeAll(async () => {
    await seedParticipantSuite();
  });

  participantMoves();
  participantOwn();
});
