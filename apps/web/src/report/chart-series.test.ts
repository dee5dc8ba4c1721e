import { REPORTS } from '@rec/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { reportChartData } from './chart-series';

const pt = createIntl({ locale: 'pt', messages: {}, onError: () => undefined });

describe('a report chart', () => {
  it('draws the server’s rows over every matching row: months as a time axis, figures exact', () => {
    const chart = [
      { period: '2026-10', generation: '1086689.643780', certified: '5.000000', residual: '1086684.643780' },
      { period: '2026-11', generation: '12.5', certified: '0', residual: '12.5' },
    ];
    const data = reportChartData(pt, REPORTS.consolidation, chart);
    expect(data?.time).toBe(true);
    expect(data?.series.map((s) => s.column.key)).toEqual(['generation', 'certified', 'residual']);
    expect(data?.series[0]?.bars).toEqual([
      { label: 'out. de 26', value: 1086689.64378, text: '1.086.689,643780' },
      { label: 'nov. de 26', value: 12.5, text: '12,500000' },
    ]);
    expect(data?.table).toEqual([
      ['10/2026', '1.086.689,643780', '5,000000', '1.086.684,643780'],
      ['11/2026', '12,500000', '0,000000', '12,500000'],
    ]);
  });

  it('names categories other than months as they are, and has nothing to draw without the server’s chart', () => {
    const data = reportChartData(pt, REPORTS.business, [
      { business_name: 'UFV Sol', generation: '1', certified: '1', residual: '0' },
    ]);
    expect(data?.time).toBe(false);
    expect(data?.series[0]?.bars[0]?.label).toBe('UFV Sol');
    expect(reportChartData(pt, REPORTS.consolidation, null)).toBeNull();
    expect(reportChartData(pt, REPORTS.emission, [{ period: '2026-01' }])).toBeNull();
  });
});
