import { describe, expect, it } from 'vitest';
import { IMPORT_GENERATION_TIMEOUT_MS } from '../constants';
import { ROUTES } from '../menus/routes';
import { operationOf } from '../resources/registry';
import { IMPORT_DEFS, importDefOf } from './defs';
import { codeText } from './messages';

describe('import definitions', () => {
  it('describe every import route, and only import routes', () => {
    const importRoutes = ROUTES.filter((r) => r.kind === 'import').map((r) => r.key);
    expect(Object.keys(IMPORT_DEFS).sort()).toEqual([...importRoutes].sort());
  });

  it('name operations their resource has', () => {
    for (const def of Object.values(IMPORT_DEFS)) {
      expect(operationOf(def.resource, def.source.operation), def.route).toBeDefined();
      if (def.catalogue) expect(operationOf(def.resource, def.catalogue), def.route).toBeDefined();
      if (def.commit) expect(operationOf(def.resource, def.commit)?.id, def.route).toBe('commitImport');
      if (def.templates.length) expect(operationOf(def.resource, 'template')?.id, def.route).toBe('getImportTemplate');
      if (def.status) expect(operationOf(def.resource, def.status)?.id, def.route).toBe('getImportCommit');
      for (const key of [...def.related, ...(def.history ? [def.history] : [])])
        expect(ROUTES.some((r) => r.key === key)).toBe(true);
    }
  });

  it('offer a template on every file import, and only there', () => {
    for (const def of Object.values(IMPORT_DEFS))
      expect(def.templates.length > 0, def.route).toBe(def.source.type === 'file');
  });

  it('offer a template of each format a file import reads', () => {
    for (const def of Object.values(IMPORT_DEFS)) {
      if (def.source.type !== 'file') continue;
      const offered = new Set(def.templates.map((t) => t.file.slice(t.file.lastIndexOf('.'))));
      const read = def.source.accept.filter((ext) => ext !== '.gz');
      expect([...offered].sort(), def.route).toEqual([...read].sort());
    }
  });

  it('wait for a generation import as long as the spec allows (6,000,000 ms)', () => {
    expect(importDefOf('backoffice.ccee.api')?.timeoutMs).toBe(IMPORT_GENERATION_TIMEOUT_MS);
    expect(importDefOf('backoffice.ccee.api')?.source).toMatchObject({ type: 'fetch', plant: false });
    expect(importDefOf('backoffice.ccee.month')?.source).toMatchObject({ type: 'fetch', plant: true });
    expect(importDefOf('backoffice.ccee.import')?.source).toMatchObject({ type: 'file', body: 'raw' });
    expect(importDefOf('backoffice.ccee.shares.import')?.outcome).toBe('applied');
    expect(operationOf('ccee_share_mappings', importDefOf('backoffice.ccee.import')?.catalogue ?? '')?.id).toBe(
      'fetchCceeHourlyImport',
    );
    expect(importDefOf('nope')).toBeUndefined();
  });

  it('show a row code as the spec’s Portuguese text, an unknown one as sent', () => {
    expect(codeText('EXCEEDS_LIMIT').defaultMessage).toBe(
      'Os dados apresentaram divergência na quantidade de MWh do mês',
    );
    expect(codeText('MEASURE_MISSING').defaultMessage).toBe('Medida obrigatória vazia');
    expect(codeText('SOMETHING_NEW')).toMatchObject({ values: { message: 'SOMETHING_NEW' } });
  });
});
