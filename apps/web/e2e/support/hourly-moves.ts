import { apiCall } from './fixtures';
import { type Account, accounts, otherParticipantToken } from './participant';

// Helpers of the hourly moves' browser tests (e2e/hourly.spec.ts): the account that holds the
// July 2026 hourly certificates the emission test issued, where a transfer sends them, and
// what a retirement needs (a retirement account, a beneficiary), made through the API.

export const JULY = { from: '2026-07-01T03:00:00.000Z', to: '2026-08-01T03:00:00.000Z' };

/** Wh of an account's July 2026 hourly certificates (GET /hourly/profile). */
export const julyWh = async (token: string, account: number): Promise<string> => {
  const answer = await apiCall(token, 'GET', `/hourly/profile?account_id=${account}&from=${JULY.from}&to=${JULY.to}`);
  return answer.ok ? ((await answer.json()) as { wh: string }).wh : '0';
};

/** The participant's account that holds July's hourly certificates. */
export const julyHolder = async (token: string): Promise<Account> => {
  for (const account of await accounts(token)) if ((await julyWh(token, account.id)) !== '0') return account;
  throw new Error('no account holds July 2026 hourly certificates');
};

const OTHER_TRADE = 'Negociação horária e2e';

/** The second participant's trade account (a transfer's destination, made once) and its token. */
export const otherTrade = async (): Promise<{ token: string; account: Account }> => {
  const token = await otherParticipantToken();
  const found = (await accounts(token)).find((a) => a.accountName === OTHER_TRADE);
  if (found) return { token, account: found };
  const made = await apiCall(token, 'POST', '/retirements', { accountType: 'trade', accountName: OTHER_TRADE });
  if (!made.ok) throw new Error(`trade account: ${made.status} ${await made.text()}`);
  return { token, account: (await made.json()) as Account };
};

/** A retirement account and a beneficiary of the participant, by name (made once per run). */
export const retirementSetup = async (token: string, accountName: string, beneficiary: string) => {
  let account = (await accounts(token)).find((a) => a.accountName === accountName);
  if (!account) {
    const made = await apiCall(token, 'POST', '/retirements', { accountType: 'retirement', accountName });
    if (!made.ok) throw new Error(`retirement account: ${made.status} ${await made.text()}`);
    account = (await made.json()) as Account;
  }
  const list = (await (await apiCall(token, 'GET', '/beneficiaries?amount=100')).json()) as {
    data: { name: string }[];
  };
  if (!list.data.some((b) => b.name === beneficiary)) {
    const made = await apiCall(token, 'POST', '/beneficiaries', {
      name: beneficiary,
      country: 'BR',
      code: '11444777000161',
      location: 'Porto Alegre - RS',
    });
    if (!made.ok) throw new Error(`beneficiary: ${made.status} ${await made.text()}`);
  }
  return account;
};
