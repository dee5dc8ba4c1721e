import { createApiClient } from '@rec/sdk';
import { describe, expect, it } from 'vitest';
import { REPORTS } from './index';
import { fetchReport, REPORT_FILTER_FIELDS, reportLabels, reportNameOf, reportParams } from './query';

describe('report screens', () => {
  it('turns the declared filters into query parameters, the period into from/to', () => {
    expect(reportParams(REPORTS.emission)).toEqual([
      'from',
      'to',
      'registrant_id',
      'participant_id',
      'business_id',
      'scheme',
      'status',
    ]);
    expect(reportParams(REPORTS.certificatehistory)).toEqual(['rec_id']);
    for (const decl of Object.values(REPORTS))
      for (const p of reportParams(decl)) expect(REPORT_FILTER_FIELDS[p], `${decl.name}.${p}`).toBeDefined();
  });

  it('knows the report of a route by its resource', () => {
    expect(reportNameOf('report_right_irec')).toBe('right_irec');
    expect(reportNameOf('businesses')).toBeNull();
    expect(reportNameOf(null)).toBeNull();
  });

  it('lists every text of a report screen under reports.* or the shared enums', () => {
    const labels = reportLabels(REPORTS.emission);
    expect(labels[0]).toEqual({ id: 'reports.emission.title', defaultMessage: 'Emissões' });
    expect(labels).toContainEqual({ id: 'reports.emission.answers', defaultMessage: REPORTS.emission.answers });
    for (const l of labels) expect(/^(reports|enums)\./.test(l.id), l.id).toBe(true);
  });

  it('reads a page of GET /reports/{name} with its totals, and an odd body as empty', async () => {
    const bodies = [
      {
        report: 'emission',
        data: [{ id: 1, emissionVolume: '2.000000' }],
        total: 31,
        totals: { emissionVolume: '9.5' },
        chart: [{ period: '2026-01', emissionVolume: '9.5' }],
      },
      'nothing',
    ];
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test/v1',
      fetch: (async (input: Request) => {
        seen.push(input.url);
        return new Response(JSON.stringify(bodies.shift()), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof fetch,
    });
    const page = await fetchReport(client, 'emission', { page: 2, amount: 10, from: '2026-01', status: 'approved' });
    expect(page).toEqual({
      data: [{ id: 1, emissionVolume: '2.000000' }],
      total: 31,
      totals: { emissionVolume: '9.5' },
      chart: [{ period: '2026-01', emissionVolume: '9.5' }],
    });
    expect(seen[0]).toBe('http://api.test/v1/reports/emission?page=2&amount=10&from=2026-01&status=approved');
    expect(await fetchReport(client, 'nf', { page: 1, amount: 10 })).toEqual({
      data: [],
      total: 0,
      totals: {},
      chart: null,
    });
  });
});
