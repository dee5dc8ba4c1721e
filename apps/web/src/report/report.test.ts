import { REPORTS } from '@rec/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { reportCellText } from './cells';
import { missingRequired, readReport, reportQuery } from './params';

const intl = createIntl({ locale: 'pt', messages: {}, onError: () => undefined });
const column = (key: string) => {
  const found = REPORTS.emission.columns.find((c) => c.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('report state in the address', () => {
  it('keeps the declared, well-formed filters and types the ids', () => {
    const state = readReport(
      REPORTS.emission,
      new URLSearchParams('from=2026-01&to=2026-13&registrant_id=4&rec_id=9&status=approved&page=2&amount=25'),
    );
    expect(state).toEqual({
      page: 2,
      amount: 25,
      filters: { from: '2026-01', registrant_id: '4', status: 'approved' },
    });
    expect(reportQuery(state)).toEqual({ page: 2, amount: 25, from: '2026-01', registrant_id: 4, status: 'approved' });
  });

  it('waits for a required filter', () => {
    const empty = readReport(REPORTS.certificatehistory, new URLSearchParams(''));
    expect(missingRequired(REPORTS.certificatehistory, empty)).toBe(true);
    const given = readReport(REPORTS.certificatehistory, new URLSearchParams('rec_id=12'));
    expect(missingRequired(REPORTS.certificatehistory, given)).toBe(false);
  });
});

describe('report cells', () => {
  it('writes MWh with six decimals, months as MM/YYYY, ids without grouping, options translated', () => {
    expect(reportCellText(intl, column('emissionVolume'), '1234.5')).toBe('1.234,500000');
    expect(reportCellText(intl, column('generation_period'), '2026-03')).toBe('03/2026');
    expect(reportCellText(intl, column('id'), 12345)).toBe('12345');
    expect(reportCellText(intl, column('status'), 'approved')).toBe('Aprovado');
    expect(reportCellText(intl, column('approval_date'), null)).toBe('');
  });
});
