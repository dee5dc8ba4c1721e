import { expect, type Page } from '@playwright/test';
import { API, apiCall, PASSWORD } from './fixtures';

// Helpers of the participant journey (e2e/participant.spec.ts).

export type Account = { id: number; accountCode: string; accountName: string; accountType: string; balance: string };

// MWh as the ledger keeps them: integers of a millionth, never floats.
export const micro = (decimal: string): bigint => {
  const [int = '0', frac = ''] = decimal.split('.');
  return BigInt(int) * 1_000_000n + BigInt(frac.padEnd(6, '0').slice(0, 6));
};
// A millionth count as the pt screens write it (1.234,500000).
export const ptMwh = (units: bigint): string => {
  const int = (units / 1_000_000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${int},${(units % 1_000_000n).toString().padStart(6, '0')}`;
};

export const accounts = async (token: string): Promise<Account[]> =>
  (await (await apiCall(token, 'GET', '/retirements?amount=100')).json()).data;

export const accountNamed = async (token: string, name: string): Promise<Account> => {
  const found = (await accounts(token)).find((a) => a.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
};

// The fixture's second participant (Azul), whose rows the first must never see.
export const otherParticipantToken = async (): Promise<string> => {
  const answer = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@azul.com.br', password: PASSWORD }),
  });
  return ((await answer.json()) as { token: string }).token;
};

// The dashboard is the accounts list: the row of an account shows its balance.
export const expectBalance = async (page: Page, account: Account, units: bigint) => {
  // Other specs open accounts for this participant in the same run: the list opens with room for all.
  await page.goto('/users/dashboard?amount=100');
  const row = page.getByRole('row').filter({ hasText: account.accountCode });
  await expect(row).toContainText(ptMwh(units));
};
