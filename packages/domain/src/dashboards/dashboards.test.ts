import { readFileSync } from 'node:fs';
import { createApiClient } from '@rec/sdk';
import { describe, expect, it } from 'vitest';
import { ADMIN_WIDGETS, REGISTRANT_WIDGETS } from '../machines/dashboard';
import { ROUTES } from '../menus/routes';
import { canAccess } from '../policy';
import { ROLES, treeOf } from '../policy/roles';
import { DASHBOARDS, dashboardLabels, fetchWidget, type WidgetDef, type WidgetLink } from './index';

const linksOf = (w: WidgetDef): WidgetLink[] => [
  w.link,
  ...(w.kind === 'figures' ? w.figures.flatMap((f) => (f.link ? [f.link] : [])) : []),
];

describe('dashboard widgets', () => {
  it('declares the five widgets of each dashboard, in the machine’s order', () => {
    expect(DASHBOARDS.backoffice.map((w) => w.key)).toEqual([...ADMIN_WIDGETS]);
    expect(DASHBOARDS.registrant.map((w) => w.key)).toEqual([...REGISTRANT_WIDGETS]);
    expect(DASHBOARDS.participant).toEqual([]);
  });

  it('calls only GET paths of the contract, and links only to routes of its own tree', () => {
    const contract = JSON.parse(
      readFileSync(new URL('../../../../openapi/openapi.bundle.json', import.meta.url), 'utf8'),
    );
    for (const [tree, widgets] of Object.entries(DASHBOARDS))
      for (const w of widgets) {
        expect(w.path.startsWith(tree === 'backoffice' ? '/adminDashboard/' : '/clientDashboard/'), w.key).toBe(true);
        expect(contract.paths[w.path]?.get, w.path).toBeDefined();
        for (const link of linksOf(w)) {
          const route = ROUTES.find((r) => r.key === link.route);
          expect(route?.tree, `${w.key} → ${link.route}`).toBe(tree);
          // Someone of that tree may open it.
          const roles = ROLES.filter((role) => treeOf(role) === tree);
          expect(
            roles.some(
              (role) =>
                !route?.resource ||
                !route.action ||
                canAccess(role, { resource: route.resource, action: route.action }),
            ),
          ).toBe(true);
        }
      }
  });

  it('gives every text an id of the dashboard namespace, one text per id', () => {
    const labels = dashboardLabels();
    const texts = new Map<string, string>();
    for (const l of labels) {
      expect(l.id.startsWith('dashboard.')).toBe(true);
      expect(texts.get(l.id) ?? l.defaultMessage).toBe(l.defaultMessage);
      texts.set(l.id, l.defaultMessage);
    }
  });

  it('runs a widget’s one call with its query, and throws its failure', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test/v1',
      fetch: (async (input: Request) => {
        seen.push(input.url);
        return input.url.includes('topNumbers')
          ? new Response('{"code":"INTERNAL","message":"x"}', {
              status: 500,
              headers: { 'content-type': 'application/json' },
            })
          : new Response('[{"id":1}]', { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    const last = DASHBOARDS.registrant.find((w) => w.key === 'lastApprovedRecs') as WidgetDef;
    expect(await fetchWidget(client, last)).toEqual([{ id: 1 }]);
    expect(seen[0]).toBe('http://api.test/v1/clientDashboard/lastApprovedRecs?limit=5');
    const top = DASHBOARDS.backoffice[0] as WidgetDef;
    await expect(fetchWidget(client, top)).rejects.toMatchObject({ error: { code: 'INTERNAL' } });
  });
});
