import { type Account, accounts } from './participant';
import { issueToParticipant } from './redemption';

// The one world of participant.spec.ts and its cases (e2e/participant/*.cases.ts): certificates
// issued to the participant once, by the spec's beforeAll; the bindings are live.

type Issued = Awaited<ReturnType<typeof issueToParticipant>>;

export let issued: Issued;
export let token: string;
export let trade: Account;
export const seedParticipantSuite = async () => {
  issued = await issueToParticipant(4);
  token = issued.participant;
  trade = (await accounts(token)).find((a) => a.accountType === 'trade') as Account;
};
