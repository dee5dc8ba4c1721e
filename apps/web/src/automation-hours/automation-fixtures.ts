import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Call } from '../test-support/render-view';

// The automation form tests' lists and steps: one participant's accounts, plant, source and
// beneficiary, and the rule's own fields filled in as a user would.

export const lists = (c: Call) => {
  if (c.path === '/retirements' && c.search.get('accountType') === 'trade')
    return { body: { data: [{ id: 3, accountName: 'Negociação', accountCode: 'BR-P1-TR' }], total: 1 } };
  if (c.path === '/retirements')
    return { body: { data: [{ id: 4, accountName: 'Aposentadoria', accountCode: 'BR-P1-RT' }], total: 1 } };
  if (c.path === '/redemptions/get-items')
    return { body: { data: [{ id: 1, business_id: 7, business_name: 'UFV Sol do Pampa I' }], total: 1 } };
  if (c.path === '/businesses') return { body: { data: [{ id: 7, name: 'UFV Sol do Pampa I' }], total: 1 } };
  if (c.path === '/sources') return { body: { data: [{ id: 2, name: 'Solar' }], total: 1 } };
  if (c.path === '/beneficiaries') return { body: { data: [{ id: 9, name: 'Fábrica Azul' }], total: 1 } };
  return { body: { data: [], total: 0 } };
};

export const label = (text: RegExp) => screen.getByLabelText(text);
export const pick = async (text: RegExp, value: string) => {
  await waitFor(() => expect(label(text).querySelector(`option[value="${value}"]`)).toBeTruthy());
  fireEvent.change(label(text), { target: { value } });
};
export const fieldOf = (text: RegExp) => label(text).closest('.fui-Field') as HTMLElement;

export const fillRule = async () => {
  fireEvent.change(await screen.findByLabelText(/^Nome/), { target: { value: 'Noites de julho' } });
  fireEvent.change(label(/^Porcentagem/), { target: { value: '100' } });
  fireEvent.change(label(/^Ordem/), { target: { value: '1' } });
  fireEvent.click(await screen.findByLabelText('UFV Sol do Pampa I'));
  await pick(/^Beneficiário/, '9');
  await pick(/^Conta de negociação/, '3');
  await pick(/^Conta de aposentadoria/, '4');
  fireEvent.change(label(/^Finalidade/), { target: { value: 'Escopo 2 horário' } });
};
