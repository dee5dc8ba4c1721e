import { buildMenu, ROUTES } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { isBuilt } from '../route/built';
import { ICONS } from '../shell/icons';
import { readyMenu } from '../shell/menu';
import { BESPOKE, mountedRoutes, screenOf, VIEWS } from './screens';

describe('screen registry', () => {
  it('registers bespoke screens only for routes of the domain table that no kind serves', () => {
    for (const key of Object.keys(BESPOKE)) {
      const route = ROUTES.find((r) => r.key === key);
      expect(route, key).toBeDefined();
      expect(VIEWS[route?.kind ?? 'custom'], key).toBeUndefined();
    }
  });

  it('mounts each path once, and a path shared by two trees uses one screen', () => {
    const paths = [...mountedRoutes('public'), ...mountedRoutes('private')].map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of new Set(ROUTES.filter((r) => isBuilt(r.key)).map((r) => r.path))) {
      const loaders = new Set(ROUTES.filter((r) => r.path === path && isBuilt(r.key)).map(screenOf));
      expect(loaders.size, path).toBe(1);
    }
  });

  it('builds every route the domain marks ready, and no other (no placeholder pages)', () => {
    const ready = ROUTES.filter((r) => r.status === 'ready');
    for (const route of ready) expect(() => screenOf(route), route.key).not.toThrow();
    expect(ROUTES.filter((r) => isBuilt(r.key)).map((r) => r.key)).toEqual(ready.map((r) => r.key));
  });

  it('shows in menus only built, ready screens, each with its icon', () => {
    for (const role of ['admin', 'client', 'client_admin', 'client_financial', 'client_admin_participant']) {
      const menu = readyMenu(role);
      expect(menu.length, role).toBeGreaterThan(0);
      for (const group of menu) {
        expect(ICONS[group.icon], group.icon).toBeDefined();
        for (const item of group.items) expect(isBuilt(item.key) && item.status === 'ready').toBe(true);
      }
    }
    expect(readyMenu('service')).toEqual([]);
    expect(readyMenu(null)).toEqual([]);
  });

  it('gives the admin the catalogue and enterprise screens', () => {
    const paths = readyMenu('admin').flatMap((g) => g.items.map((i) => i.path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/backoffice/powerSupply/list',
        '/backoffice/generationTechnology/list',
        '/backoffice/countries/list',
        '/backoffice/cegcodes/list',
        '/backoffice/tutorials/list',
        '/backoffice/configs/list',
        '/backoffice/enterprises/list',
        '/backoffice/enterprises/request',
      ]),
    );
    // The built menu is the full menu's ready part: no planned entry is shown.
    expect(buildMenu('admin').flatMap((g) => g.items).length).toBeGreaterThanOrEqual(paths.length);
  });
});
