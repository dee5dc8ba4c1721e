import { readFileSync } from 'node:fs';
import * as sdkZod from '@rec/sdk/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FAILURE_MESSAGES } from '../errors/catalogue-failures';
import { RESOURCES } from './all';
import { RESOURCE_NAMES } from './names';
import { listColumns, operationOf, resource } from './registry';
import { formFields, formSchemaOf } from './schemas';
import type { FormMode } from './types';

// The contract as generated (committed *.gen.ts): path → method → operationId.
const contract = (() => {
  const text = readFileSync(new URL('../../../sdk/src/schema.gen.ts', import.meta.url), 'utf8');
  const calls = new Map<string, string>();
  let path = '';
  // Only `paths`: the `webhooks` interface lists the calls this registry makes, not answers.
  for (const line of text.split('\nexport interface webhooks')[0]?.split('\n') ?? []) {
    const opened = /^ {4}"(\/[^"]*)": \{$/.exec(line);
    if (opened?.[1]) path = opened[1];
    const call = /^ {8}(get|put|post|delete): operations\["([A-Za-z0-9]+)"\];$/.exec(line);
    if (call?.[1] && call[2]) calls.set(`${call[1].toUpperCase()} ${path}`, call[2]);
  }
  return calls;
})();

// Calls that belong to no resource: the session's, the dashboards', the generic export.
const NOT_A_RESOURCE = new Set([
  // Bulk transfers and retirements by file (ADR 0127): a screen of its own, not a resource.
  'uploadBulkFile',
  'getBulkJob',
  'commitBulkJob',
  'getBulkJobResult',
  'getBulkTemplate',
  // A participant's own settings as a receiver of offers (ADR 0119): one page of typed calls
  // (resources/offer-settings.ts), as the notification preferences, not a resource's record.
  'getOfferSettings',
  'updateOfferSettings',
  'login',
  // One's own second factor and sessions (issue 42, ADR 0121/0122): the sign-in's second step and
  // the account security page, calls of a flow rather than a resource's; the admin's revoke and
  // the security events list are reached from the API until their screens come.
  'loginSecondFactor',
  'getTwoFactor',
  'startTwoFactor',
  'confirmTwoFactor',
  'disableTwoFactor',
  'regenerateRecoveryCodes',
  'listSessions',
  'revokeSession',
  'revokeAllSessions',
  'revokeUserSessions',
  'listSecurityEvents',
  'recoverPassword',
  'newPassword',
  'logout',
  // The public statement check is a flow of its own (verification/check.ts, bundle-pages.ts), not a resource.
  'verifyStatement',
  'listVerifiedStatementBundles',
  'exportList',
  // A stored file is reached through the record that owns it (downloadStoredFile in api.ts).
  'downloadFile',
  // Reports are declared as reports (reports/), rendered by the report view, not as resources.
  'getReport',
  'getAdminTopNumbers',
  'getAdminMwhByYear',
  'getAdminBusinessesByTechnology',
  'getAdminApprovedRecsByEmissionMonth',
  'getAdminApprovedRecsByProductionMonth',
  'getClientTopNumbers',
  'getClientApprovedRecsByYear',
  'getClientBusinessesBySource',
  'getClientLastApprovedRecs',
  // Every report is one call, GET /reports/{name}, declared in src/reports (REPORTS).
  'getReport',
  // Hourly certificates' reads (issue 38, ADR 0091): their screens (holdings by hour, heatmap)
  // come with the issue's later part, which decides where they are declared.
  'listHourlyHoldings',
  'getHourlyProfile',
  // Hourly moves by hours (issue 38 item 3, ADR 0092 addendum): calls on a selection, not a resource.
  'previewHourlyTransfer',
  'createHourlyTransfer',
  'previewHourlyRetirement',
  'createHourlyRetirement',
  // 24/7 matching (issue 39, ADR 0105): a dry run and its confirmation over a period, not a resource.
  'previewHourlyMatching',
  'createHourlyMatching',
  // A beneficiary's coverage, its hours and its Scope 2 pack (issue 39, ADR 0106): typed reads of one
  // beneficiary-year (resources/coverage.ts), not a resource's list or record.
  'getBeneficiaryCoverage',
  'listBeneficiaryCoverageHours',
  'exportBeneficiaryScope2',
  // An hourly retirement's bundles and profile (ADR 0099): read by its statement's screens, not a resource.
  'listHourlyRetirementBundles',
  'getHourlyRetirementProfile',
  // The events feed (issue 40, ADR 0115): a machine-facing cursor walk, not a resource's list.
  'listEvents',
  // A user's own notifications and preferences, the admin's outbox (issue 42, ADR 0120): typed
  // calls of their screens (notifications/api.ts), not a resource's list or record.
  'listNotifications',
  'countUnreadNotifications',
  'markNotificationRead',
  'markAllNotificationsRead',
  'getNotificationPreferences',
  'updateNotificationPreferences',
  'listOutbox',
  'getOutboxMail',
]);

const allOperations = Object.values(RESOURCES).flatMap((r) => Object.values(r.operations));

describe('resource registry', () => {
  it('registers every resource once, under the name its definition gives itself', () => {
    expect(Object.keys(RESOURCES)).toEqual([...RESOURCE_NAMES]);
    expect(new Set(RESOURCE_NAMES).size).toBe(RESOURCE_NAMES.length);
    for (const name of RESOURCE_NAMES) expect(resource(name).name).toBe(name);
  });

  it('names calls that exist in the contract with the right method and path', () => {
    expect(contract.size).toBeGreaterThan(100);
    for (const operation of allOperations) {
      expect(`${operation.method} ${operation.path} → ${contract.get(`${operation.method} ${operation.path}`)}`).toBe(
        `${operation.method} ${operation.path} → ${operation.id}`,
      );
    }
  });

  it('covers every call of the contract', () => {
    const used = new Set<string>(allOperations.map((o) => o.id));
    const missing = [...contract.values()].filter((id) => !used.has(id) && !NOT_A_RESOURCE.has(id));
    expect(missing).toEqual([]);
  });

  it('derives every label from resource and field', () => {
    for (const def of Object.values(RESOURCES)) {
      expect(def.label.id).toBe(`resources.${def.name}.name`);
      const names = def.fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      for (const field of def.fields) {
        expect(field.label.id).toBe(`resources.${def.name}.fields.${field.name}`);
        expect(field.label.defaultMessage.trim()).not.toBe('');
        for (const item of field.itemFields ?? []) expect(item.label.id).toBe(`${field.label.id}.${item.name}`);
      }
      if (def.title) expect(names).toContain(def.title);
    }
  });

  it('has a labelled field for every key a form sends', () => {
    for (const def of Object.values(RESOURCES)) {
      for (const mode of Object.keys(def.bodies) as FormMode[]) {
        const labelled = formFields(def.name, mode).map((f) => f.name);
        expect(Object.keys(formSchemaOf(def.name, mode)?.shape ?? {}).sort()).toEqual([...labelled].sort());
      }
    }
  });

  it('has a form schema exactly where it has a create or edit call with a body', () => {
    for (const def of Object.values(RESOURCES)) {
      for (const mode of ['create', 'edit'] as const) {
        const id = def.operations[mode]?.id;
        const body = id && (sdkZod as Record<string, unknown>)[`z${id[0]?.toUpperCase()}${id.slice(1)}Body`];
        expect(`${def.name}.${mode}: ${formSchemaOf(def.name, mode) !== undefined}`).toBe(
          `${def.name}.${mode}: ${body instanceof z.ZodType}`,
        );
      }
    }
  });

  it('has a failure text for every list, create, edit, delete and import call, and none for calls it lacks', () => {
    for (const def of Object.values(RESOURCES)) {
      for (const action of ['list', 'create', 'edit', 'delete', 'import'] as const) {
        expect(`${def.name}.${action}: ${FAILURE_MESSAGES[def.name][action] !== undefined}`).toBe(
          `${def.name}.${action}: ${operationOf(def.name, action) !== undefined}`,
        );
      }
    }
  });

  it('shows readable columns only', () => {
    const columns = listColumns('registrants').map((f) => f.name);
    expect(columns).toContain('social_reason');
    expect(columns).toContain('dueDate');
    expect(columns).not.toContain('password');
    // Rows of values stay out of a grid unless a resource lists them ("certificate: volume; …").
    expect(listColumns('beneficiaries').map((f) => f.name)).not.toContain('consumptions');
    expect(listColumns('redemptions').map((f) => f.name)).toContain('items');
  });

  it('finds operations by key', () => {
    expect(operationOf('recs', 'revert')).toEqual({ method: 'POST', path: '/recs/revert', id: 'revertRec' });
    expect(operationOf('admins', 'delete')).toBeUndefined();
    expect(operationOf('admins', 'constructor')).toBeUndefined();
  });

  // An account field typed with suggestions (the transfer's destination) asks a GET its resource
  // defines, and excludes a sibling field of its own form.
  it('gives every account input a search call that exists and a sibling to exclude', () => {
    const accounts = RESOURCE_NAMES.flatMap((name) =>
      resource(name)
        .fields.filter((f) => f.input === 'account')
        .map((f) => ({ name, f })),
    );
    expect(accounts.map(({ name, f }) => `${name}.${f.name}`)).toEqual([
      'transfers.destination_account_code',
      'agreements.destination_account_code',
      'offers.destination_account_code',
    ]);
    for (const { name, f } of accounts) {
      const search = f.search;
      expect(search, `${name}.${f.name}`).toBeDefined();
      if (!search) continue;
      expect(operationOf(search.resource, search.operation)?.method).toBe('GET');
      if (search.exclude) expect(resource(name).fields.map((x) => x.name)).toContain(search.exclude);
    }
  });
});
