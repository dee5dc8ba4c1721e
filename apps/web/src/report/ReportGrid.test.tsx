// @vitest-environment happy-dom
import { REPORTS } from '@rec/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportGrid } from './ReportGrid';

afterEach(cleanup);

const contact = {
  id: 1,
  social_reason: 'Ventos do Nordeste Geração S.A.',
  cnpj: '22333444000181',
  email: 'fernanda.lima@ventosdonordeste.com.br',
  phone: '8432014500',
  active: true,
  admin_name: 'Fernanda Lima',
  admin_email: 'fernanda.lima@ventosdonordeste.com.br',
  users: 3,
};

// Issue 36 items 13 and 15: a report shows a CNPJ, a phone and an e-mail as the lists do.
describe('a report’s contact columns', () => {
  it('masks the CNPJ, formats the phone and breaks an address only before its @', () => {
    render(
      <IntlProvider locale="pt" onError={() => undefined}>
        <ReportGrid decl={REPORTS.registrant_contact} label="Contatos" rows={[contact]} totals={{ users: 3 }} />
      </IntlProvider>,
    );
    expect(screen.getByText('22.333.444/0001-81')).toBeTruthy();
    expect(screen.getByText('(84) 3201-4500')).toBeTruthy();
    const addresses = screen.getAllByTitle('fernanda.lima@ventosdonordeste.com.br');
    expect(addresses).toHaveLength(2);
    for (const address of addresses) {
      // The one break opportunity is the <wbr> before the @.
      expect(address.innerHTML).toBe('fernanda.lima<wbr>@ventosdonordeste.com.br');
    }
  });
});
