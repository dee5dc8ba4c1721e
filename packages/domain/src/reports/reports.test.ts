import { describe, expect, it } from 'vitest';
import { canAccess } from '../policy';
import { ROLES } from '../policy/roles';
import { REPORT_NAMES } from '../resources/names';
import { REPORTS, reportScopedToRegistrant } from './index';

const all = Object.values(REPORTS);

describe('report declarations', () => {
  it('declares every report of the spec once, under its own name', () => {
    expect(Object.keys(REPORTS).sort()).toEqual([...REPORT_NAMES].sort());
    for (const [name, decl] of Object.entries(REPORTS)) expect(decl.name).toBe(name);
  });

  it('marks as registrant-scoped exactly the reports a registrant role may open', () => {
    for (const decl of all) {
      const clients = ROLES.filter(
        (r) => r !== 'admin' && canAccess(r, { resource: `report_${decl.name}`, action: 'show' }),
      );
      expect(decl.scope === 'registrant', decl.name).toBe(clients.length > 0);
      expect(canAccess('admin', { resource: `report_${decl.name}`, action: 'show' })).toBe(true);
    }
    expect(
      all
        .filter((d) => d.scope === 'registrant')
        .map((d) => d.name)
        .sort(),
    ).toEqual(['certificatehistory', 'emission', 'nf']);
  });

  it('has unique column keys and i18n ids derived from report and key', () => {
    const ids = new Set<string>();
    for (const decl of all) {
      expect(decl.id).toBe(`reports.${decl.name}.title`);
      const keys = decl.columns.map((c) => c.key);
      expect(new Set(keys).size, decl.name).toBe(keys.length);
      for (const c of decl.columns) {
        expect(c.id).toBe(`reports.${decl.name}.columns.${c.key}`);
        expect(ids.has(c.id)).toBe(false);
        ids.add(c.id);
        expect(c.label.length).toBeGreaterThan(0);
        if (c.format === 'enum') expect(c.options?.length, `${decl.name}.${c.key}`).toBeGreaterThan(0);
        if (c.total) expect(['mwh', 'money', 'decimal', 'integer']).toContain(c.format);
      }
    }
  });

  it('keeps filters, statuses, period label and chart consistent with the columns', () => {
    for (const decl of all) {
      expect(Boolean(decl.statuses?.length), decl.name).toBe(decl.filters.includes('status'));
      expect(Boolean(decl.period), decl.name).toBe(decl.filters.includes('period'));
      for (const r of decl.required ?? []) expect(decl.filters).toContain(r);
      if (decl.chart) {
        const keys = decl.columns.map((c) => c.key);
        expect(keys).toContain(decl.chart.x);
        for (const s of decl.chart.series) expect(keys).toContain(s);
      }
    }
  });

  it('answers what the issue asks of consolidation, right_irec, certificatehistory and emission_revision', () => {
    expect(REPORTS.consolidation.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(['period', 'business_name', 'generation', 'certified', 'residual']),
    );
    expect(REPORTS.right_irec.columns.map((c) => c.key)).toEqual(expect.arrayContaining(['available', 'deadline']));
    expect(REPORTS.right_irec.statuses?.map((o) => o.value)).toEqual(['open', 'expired']);
    expect(REPORTS.certificatehistory.required).toEqual(['rec_id']);
    expect(REPORTS.emission_revision.statuses?.map((o) => o.value)).toEqual(['refused', 'blocked', 'reverted']);
    expect(REPORTS.emission_revision.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(['reason', 'decided_by']),
    );
  });

  it('restricts every role but admin to its registrant', () => {
    expect(reportScopedToRegistrant('admin')).toBe(false);
    for (const role of ROLES.filter((r) => r !== 'admin')) expect(reportScopedToRegistrant(role)).toBe(true);
  });
});
