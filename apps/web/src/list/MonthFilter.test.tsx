// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthFilter, recentMonths } from './MonthFilter';

afterEach(cleanup);

describe('the month filter (issue 36 item 15)', () => {
  it('lists the months up to this one, newest first, across a new year', () => {
    expect(recentMonths('2026-02-10', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('reads "Todos" with no month chosen, never the browser\'s "--------- ----", and sends YYYY-MM', () => {
    const onChange = vi.fn();
    render(
      <IntlProvider locale="pt" messages={{}}>
        <MonthFilter value="" onChange={onChange} />
      </IntlProvider>,
    );
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.type).not.toBe('month');
    expect(select.selectedOptions[0]?.textContent).toBe('Todos');
    const month = recentMonths(new Date().toISOString().slice(0, 10))[1] ?? '';
    const [year, mm] = month.split('-');
    expect(screen.getByRole('option', { name: `${mm}/${year}` })).toBeTruthy();
    fireEvent.change(select, { target: { value: month } });
    expect(onChange).toHaveBeenCalledWith(month);
  });
});
