import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/all';
import { REGISTRATIONS } from '../resources/defs/index';
import type { ResourceName } from '../resources/names';
import { MENU_GROUPS } from './groups';
import { normalisePath, pathMatches, ROUTES, routeByKey, routesAt } from './routes';
import { CATALOGUE_ROUTES } from './routes-catalogues';

// Every route of spec §2, per tree.
const SPEC = {
  public: ['/signin', '/recoverEmail', '/recoverPassword'],
  backoffice: [
    'dashboard',
    'admin/list',
    'admin/new',
    'user/list',
    'user/register',
    'user/registrant/edit',
    'ccee/import',
    'ccee/recs',
    'ccee/api',
    'ccee/month',
    'apiintegration/list',
    'apiintegration/register',
    'registrants/list',
    'registrants/new',
    'enterprises/list',
    'enterprises/new',
    'enterprises/details',
    'enterprises/request',
    'rec/request',
    'rec/approved',
    'rec/rejected',
    'nf/list',
    'nf/register',
    'nfredemption/list',
    'nfredemption/register',
    'rmd/list',
    'cegcodes/list',
    'cegcodes/register',
    'participant/list',
    'participant/register',
    'participants/new',
    'participant/edit',
    'powerSupply/list',
    'powerSupply/register',
    'generationTechnology/list',
    'generationTechnology/register',
    'imports_history',
    'register_requests',
    'tutorials/list',
    'tutorials/register',
    'configs/list',
    'configs/register',
    'exchange/import',
    'exchange/list',
    ...[
      'financial',
      'nf',
      'emission',
      'enterprise',
      'registrant',
      'consolidation',
      'redemption',
      'right_irec',
      'ccee_emission_report',
      'registrant_contact',
      'emission_revision',
      'user',
      'business',
      'normal_emission_adjustment',
      'self_consumption_emission_adjustment',
      'certificatehistory',
    ].map((r) => `report/${r}`),
  ].map((p) => `/backoffice/${p}`),
  registrant: [
    'dashboard',
    'enterprises/list',
    'enterprises/new',
    'enterprises/details',
    'nf/list',
    'registrant',
    'users/list',
    'users/register',
    'rec',
    'register_enterprise',
    'connection_with_participant/register',
    'connection_with_participant/list',
    'connection_with_participant/enterprises',
    'report/emission',
    'report/certificatehistory',
    'report/nf',
    'tutorials/list',
  ].map((p) => `/users/${p}`),
  participant: [
    'dashboard',
    'retirement/list',
    'retirement/new',
    'redemption/list',
    'redemption/new',
    'beneficiary/list',
    'beneficiary/new',
    'transfer/list',
    'transfer/new',
    'certificates/list',
    'financial/list',
    'users/list',
    'users/register',
    'nf/participant/list',
    'beneficiary_consumption/import',
    'beneficiary_consumption/list',
    'connection_with_registrant/connection',
    'connection_with_registrant/list',
    'connection_with_registrant/enterprises',
    'connection_with_registrant/enterprise_details',
    'automation/list',
    'automation/new',
    'automationlog/list',
  ].map((p) => `/users/${p}`),
};

describe('route table', () => {
  it.each(Object.entries(SPEC))('holds every §2 route of the %s tree', (tree, paths) => {
    const inTree = ROUTES.filter((r) => r.tree === tree).map((r) => r.path);
    for (const path of paths) expect(inTree).toContain(path);
  });

  it('adds only the CCEE share mappings, the emission detail, the public statement check, the emission request (ADR 0025), the tutorial reader, the hourly heatmap (issue 38), the hourly consumption, matching and a beneficiary’s coverage (issue 39), machine clients and webhooks (issue 40), standing agreements and the bulk files’ oversight (issue 41), notifications and the outbox (issue 42) and the registered catalogues to §2', () => {
    const spec = new Set(Object.entries(SPEC).flatMap(([tree, paths]) => paths.map((p) => `${tree} ${p}`)));
    const derived = new Set(CATALOGUE_ROUTES);
    const extra = ROUTES.filter((r) => !spec.has(`${r.tree} ${r.path}`) && !derived.has(r)).map((r) => r.path);
    expect(extra).toEqual([
      '/verify/:code?',
      '/backoffice/ccee/shares/list',
      '/backoffice/ccee/shares/register',
      '/backoffice/ccee/shares/import',
      // Machine clients and webhooks (issue 40), in every tree's Integrações de API.
      '/backoffice/apiclient/list',
      '/backoffice/apiclient/register',
      '/backoffice/apiclient/details',
      '/backoffice/webhook/list',
      '/backoffice/webhook/register',
      '/backoffice/webhook/details',
      '/backoffice/rec/details',
      '/backoffice/imports_history/batch',
      // One's own second factor and sessions (issue 42), from the profile menu.
      '/backoffice/security',
      '/backoffice/tutorials/details',
      // Standing agreements (issue 41 item 2): the admin's oversight and both sides' screens.
      '/backoffice/agreement/list',
      '/backoffice/agreement/details',
      '/users/security',
      '/users/rec/new',
      '/users/tutorials/details',
      '/users/apiclient/list',
      '/users/apiclient/register',
      '/users/apiclient/details',
      '/users/webhook/list',
      '/users/webhook/register',
      '/users/webhook/details',
      '/users/security',
      '/users/beneficiary/coverage',
      '/users/beneficiary_hourly_consumption/list',
      '/users/beneficiary_hourly_consumption/import',
      '/users/hourly_matching',
      '/users/bulk',
      '/users/certificates/hourly',
      '/users/apiclient/list',
      '/users/apiclient/register',
      '/users/apiclient/details',
      '/users/webhook/list',
      '/users/webhook/register',
      '/users/webhook/details',
      '/users/agreement/list',
      '/users/agreement/new',
      '/users/agreement/details',
      '/backoffice/notifications',
      '/backoffice/notifications/preferences',
      '/backoffice/outbox',
      '/backoffice/securityevents/list',
      '/users/notifications',
      '/users/notifications/preferences',
      '/users/notifications',
      '/users/notifications/preferences',
      // Offers (issue 41, ADR 0119): a participant's received and sent offers, a new one, one
      // offer, its settings as a receiver; the admin's oversight of every offer.
      '/users/offer/received',
      '/users/offer/sent',
      '/users/offer/new',
      '/users/offer/details',
      '/users/offer/settings',
      '/backoffice/offer/list',
      '/backoffice/offer/details',
      // Every organisation's bulk files (issue 41 item 4, ADR 0134): the admin's oversight.
      '/backoffice/bulk/list',
      '/backoffice/bulk/details',
    ]);
  });

  it('gives every registration with a menu its list and form, labelled by its nouns, and no other row', () => {
    const withMenu = Object.entries(REGISTRATIONS).filter(([, reg]) => reg.menu);
    expect(withMenu.map(([name]) => name)).toContain('countries');
    for (const [name, reg] of withMenu) {
      const rows = ROUTES.filter((r) => r.resource === name && r.tree === 'backoffice');
      expect(rows.map((r) => [r.path, r.kind, r.action, r.group, r.label.defaultMessage])).toEqual([
        [`/backoffice/${name}/list`, 'list', 'list', reg.menu?.group, expect.stringMatching(/^\p{Lu}/u)],
        [`/backoffice/${name}/register`, 'form', 'create', null, expect.stringMatching(/^\p{Lu}/u)],
      ]);
      expect(rows.map((r) => r.label.defaultMessage.toLowerCase())).toEqual([reg.noun[1], reg.noun[0]]);
    }
    expect(routeByKey('backoffice.countries.list')?.label.defaultMessage).toBe('Países');
    expect(routeByKey('backoffice.countries.register')?.label.defaultMessage).toBe('País');
  });

  it('has one key and one i18n id per row', () => {
    expect(new Set(ROUTES.map((r) => r.key)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.label.id)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(route.label.id).toBe(`routes.${route.key}`);
  });

  it('names a Fluent icon and a known menu group on every row', () => {
    for (const route of ROUTES) {
      expect(route.icon).toMatch(/^[A-Z][A-Za-z]+24Regular$/);
      if (route.group === null) continue;
      expect(route.tree).not.toBe('public');
      const groups = route.tree === 'public' ? [] : MENU_GROUPS[route.tree].map((g) => g.key);
      expect(groups).toContain(route.group);
    }
  });

  it('guards every private screen with a policy key', () => {
    for (const route of ROUTES.filter((r) => r.tree !== 'public')) {
      expect(route.resource).not.toBeNull();
      expect(route.action).not.toBeNull();
    }
  });

  // "This screen exists" is said once, by `status: 'ready'` on the row; the web maps its kind to a view.
  it('gives every ready list, form or detail row a registry resource with that operation', () => {
    const need = { list: 'list', form: 'create', show: 'show' } as const;
    for (const route of ROUTES.filter((r) => r.status === 'ready' && r.kind in need)) {
      const name = route.resource as ResourceName;
      expect(RESOURCES[name], route.key).toBeDefined();
      const op = need[route.kind as keyof typeof need];
      const has = RESOURCES[name].operations[op] ?? (op === 'create' ? RESOURCES[name].operations.edit : undefined);
      expect(has, route.key).toBeDefined();
    }
  });

  it('presets only filters the list declares', () => {
    for (const route of ROUTES.filter((r) => r.preset)) {
      const names = RESOURCES[route.resource as ResourceName].filters.map((f) => f.name);
      expect(
        Object.keys(route.preset ?? {}).every((k) => names.includes(k)),
        route.key,
      ).toBe(true);
    }
  });

  it('narrows a filter only to choices it has: the rejected emissions offer refused, blocked and reverted', () => {
    for (const route of ROUTES.filter((r) => r.narrow)) {
      const filters = RESOURCES[route.resource as ResourceName].filters;
      for (const [name, values] of Object.entries(route.narrow ?? {})) {
        const offered = filters.find((f) => f.name === name)?.options?.map((o) => o.value) ?? [];
        expect(
          values.every((v) => offered.includes(v)),
          `${route.key} ${name}`,
        ).toBe(true);
      }
    }
    expect(routeByKey('backoffice.rec.rejected')?.narrow).toEqual({ status: ['refused', 'blocked', 'reverted'] });
  });
});

describe('route look-up', () => {
  it('ignores query, hash and a trailing slash', () => {
    expect(normalisePath('/recoverPassword?token=abc')).toBe('/recoverPassword');
    expect(normalisePath('/backoffice/dashboard/')).toBe('/backoffice/dashboard');
    expect(normalisePath('users/rec#top')).toBe('/users/rec');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
  });

  it('finds the rows at a path, two for shared /users screens', () => {
    expect(routesAt('/users/dashboard').map((r) => r.tree)).toEqual(['registrant', 'participant']);
    expect(routesAt('/nowhere')).toEqual([]);
    // A row with a named segment: /verify/:code? matches with and without the code, not deeper.
    expect(routesAt('/verify/ABCD-EFGH-JKMN-P').map((r) => r.key)).toEqual(['public.verify']);
    expect(routesAt('/verify').map((r) => r.key)).toEqual(['public.verify']);
    expect(routesAt('/verify/a/b')).toEqual([]);
    expect(pathMatches('/x/:id', '/x')).toBe(false);
    expect(routeByKey('participant.automation.list')?.path).toBe('/users/automation/list');
    expect(routeByKey('x')).toBeUndefined();
  });
});
