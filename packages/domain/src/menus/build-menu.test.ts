import { describe, expect, it } from 'vitest';
import { buildMenu, routesFor } from './build-menu';

const groupKeys = (role: string) => buildMenu(role).map((g) => g.key);
const paths = (role: string) => buildMenu(role).flatMap((g) => g.items.map((i) => i.path));

describe('buildMenu', () => {
  it('gives admin the §2 groups in order', () => {
    expect(groupKeys('admin')).toEqual([
      'dashboard',
      'users',
      'cceeImport',
      'apiIntegrations',
      'clearingReports',
      'reports',
      'emissions',
      'invoices',
      'redemptionInvoices',
      'exchange',
      'residualMix',
      'cegCodes',
      'registrants',
      'enterprises',
      'participants',
      'offers',
      'energySources',
      'technologies',
      'importsHistory',
      'registrationRequests',
      'settings',
      'tutorials',
      'agreements',
    ]);
    expect(buildMenu('admin')[0]?.items).toEqual([
      {
        key: 'backoffice.dashboard',
        path: '/backoffice/dashboard',
        label: { id: 'routes.backoffice.dashboard', defaultMessage: 'Dashboard' },
        icon: 'Home24Regular',
        status: 'ready',
      },
    ]);
  });

  it('keeps forms and details out of the menu', () => {
    expect(paths('admin')).not.toContain('/backoffice/admin/new');
    expect(paths('admin')).not.toContain('/backoffice/enterprises/details');
    expect(paths('admin')).toContain('/backoffice/powerSupply/list');
  });

  it('gives the registrant tree, with users and connections only to client_admin', () => {
    expect(groupKeys('client')).toEqual([
      'dashboard',
      'enterprises',
      'emissions',
      'invoices',
      'registrant',
      'reports',
      'tutorials',
    ]);
    expect(groupKeys('client_admin')).toEqual([
      'dashboard',
      'enterprises',
      'emissions',
      'invoices',
      'registrant',
      'users',
      'connections',
      'apiIntegrations',
      'reports',
      'tutorials',
    ]);
    expect(paths('client').every((p) => p.startsWith('/users/'))).toBe(true);
  });

  it('gives client_financial only money', () => {
    expect(paths('client_financial')).toEqual(['/users/dashboard', '/users/nf/list', '/users/report/nf']);
  });

  it("gives the participant tree with 'Minhas automações'", () => {
    const menu = buildMenu('client_admin_participant');
    expect(menu.map((g) => g.key)).toEqual([
      'dashboard',
      'accounts',
      'redemptions',
      'beneficiaries',
      'offers',
      'transfers',
      'certificates',
      'financial',
      'users',
      'connections',
      'automations',
      'apiIntegrations',
      'bulk',
      'agreements',
    ]);
    const automations = menu.find((g) => g.key === 'automations');
    expect(automations?.items[0]).toMatchObject({
      path: '/users/automation/list',
      label: { defaultMessage: 'Minhas automações' },
    });
    expect(paths('client_admin_participant')).not.toContain('/users/rec');
    // Its own machine clients and webhooks (issue 40), as the policy grants them.
    expect(menu.find((g) => g.key === 'apiIntegrations')?.items.map((i) => i.path)).toEqual([
      '/users/apiclient/list',
      '/users/webhook/list',
    ]);
  });

  it('gives no menu to any other role type', () => {
    for (const role of ['service', 'visitor', '', null, undefined]) expect(buildMenu(role)).toEqual([]);
  });
});

describe('routesFor', () => {
  it('gives the router every screen of the role, forms included', () => {
    const keys = routesFor('client_admin').map((r) => r.key);
    expect(keys).toContain('registrant.users.register');
    expect(keys).not.toContain('participant.users.register');
    expect(routesFor('client').map((r) => r.key)).not.toContain('registrant.users.register');
    expect(routesFor(null)).toEqual([]);
    expect(routesFor('service')).toEqual([]);
  });
});
