import {
  ANONYMOUS_NAME,
  API_CODE_MESSAGES,
  AUTH_MESSAGES,
  CATALOGUE_NOT_FOUND,
  CCEE_IMPORT_MESSAGES,
  CCEE_LINE_MESSAGES,
  CHAIN_PROBLEM_MESSAGES,
  CLIENT_MESSAGES,
  dashboardLabels,
  EMISSION_DEADLINE_HINT,
  FAILURE_MESSAGES,
  FILE_TYPES_ALLOWED,
  type FieldDef,
  GENERATION_MESSAGES,
  GENERIC_MESSAGES,
  HARDENING_MESSAGES,
  HTTP_CODE_MESSAGES,
  IMPORT_DEFS,
  type Label,
  LIMIT_MESSAGES,
  MARK_MESSAGES,
  MENU_GROUPS,
  NOT_FOUND_MESSAGES,
  PAGE_RANGE_MESSAGES,
  RECOVER_MESSAGES,
  REPORT_FILTER_LABELS,
  REPORTS,
  RESOURCES,
  type ResourceName,
  ROUTES,
  reportLabels,
  reportNameOf,
  SCHEME,
  VALIDATION_MESSAGES,
  VERIFY_MESSAGES,
} from '@rec/domain';
import { isBuilt } from '../route/built';

// The domain's messages this app can put on screen: every catalogue text that is not tied to a
// screen, and the labels and failure lines of the screens that exist. A new screen adds its own
// (and the completeness test then asks for their translations).
const builtRoutes = ROUTES.filter((route) => isBuilt(route.key));
const routed = builtRoutes.flatMap((r) => (r.resource && r.resource in RESOURCES ? [r.resource as ResourceName] : []));
// A detail page also shows its related lists' resources (a webhook's deliveries).
export const builtResources: readonly ResourceName[] = [
  ...new Set([
    ...routed,
    ...routed.flatMap((name) =>
      RESOURCES[name].related.flatMap((r) => (r.resource in RESOURCES ? [r.resource as ResourceName] : [])),
    ),
  ]),
];
const builtReports = [
  ...new Set(
    builtRoutes.flatMap((r) => (r.kind === 'report' && reportNameOf(r.resource) ? [reportNameOf(r.resource)] : [])),
  ),
].filter((name) => name !== null);
const builtGroups = new Set(builtRoutes.flatMap((r) => (r.group ? [r.group] : [])));

const itemLabels = (field: FieldDef): Label[] =>
  (field.itemFields ?? []).flatMap((item) => [
    item.label,
    ...(item.options ?? []).map((o) => o.label),
    ...itemLabels(item),
  ]);

const resourceLabels = (name: ResourceName): Label[] => {
  const def = RESOURCES[name];
  return [
    def.label,
    ...[...def.fields, ...def.filters].map((f) => f.label),
    // The columns of an items field (a transfer's certificate and volume), and of the items within
    // (an agreement execution's hours), with their choices (an execution's source and outcome).
    ...def.fields.flatMap(itemLabels),
    ...[...def.fields, ...def.filters].flatMap((f) => (f.options ?? []).map((o) => o.label)),
    // The titles a choices field's families are grouped under (webhook event families).
    ...def.fields.flatMap((f) => (f.groups ?? []).map((o) => o.label)),
    ...def.fields.flatMap((f) => (f.absent ? [f.absent] : [])),
    ...def.actions.flatMap((a) => [
      a.label,
      a.success,
      a.failure,
      a.confirmText,
      a.reasonLabel,
      a.detail?.label ?? null,
    ]),
    ...def.bulk.flatMap((a) => [a.label, a.success, a.failure, a.confirmText]),
    ...Object.values(def.activity?.kinds ?? {}),
    ...def.detail.map((section) => section.label),
    ...def.related.map((related) => related.label),
    ...def.tools.flatMap((t) => [t.label, t.success, t.failure, t.none, t.ask.field.label]),
    ...def.tools.flatMap((t) => (t.ask.field.options ?? []).map((o) => o.label)),
    ...(def.confirmCreate ? [def.confirmCreate.title, def.confirmCreate.warning, def.confirmCreate.action] : []),
    ...Object.values(def.fieldErrorTexts),
  ].filter((label): label is Label => label !== null);
};

export const DOMAIN_MESSAGES: readonly Label[] = [
  ANONYMOUS_NAME,
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(RECOVER_MESSAGES),
  ...Object.values(VALIDATION_MESSAGES),
  ...Object.values(GENERATION_MESSAGES),
  ...Object.values(LIMIT_MESSAGES),
  ...Object.values(HARDENING_MESSAGES),
  ...Object.values(CLIENT_MESSAGES),
  FILE_TYPES_ALLOWED,
  ...Object.values(GENERIC_MESSAGES),
  ...Object.values(NOT_FOUND_MESSAGES),
  // The API's 404 texts of the catalogues that word theirs (a new catalogue has the generic one).
  ...Object.values(CATALOGUE_NOT_FOUND),
  ...Object.values(PAGE_RANGE_MESSAGES),
  ...Object.values(API_CODE_MESSAGES),
  ...Object.values(HTTP_CODE_MESSAGES),
  ...Object.values(MARK_MESSAGES),
  ...builtResources.flatMap((name) => Object.values(FAILURE_MESSAGES[name])),
  ...builtRoutes.map((route) => route.label),
  ...Object.values(MENU_GROUPS)
    .flat()
    .filter((group) => builtGroups.has(group.key))
    .map((group) => group.label),
  ...builtResources.flatMap(resourceLabels),
  // The public statement check (verify/): its codes, the chain's findings, the scheme names.
  ...Object.values(VERIFY_MESSAGES),
  ...Object.values(CHAIN_PROBLEM_MESSAGES),
  ...SCHEME.map((o) => o.label),
  // The dashboards' widgets, and the screens of the reports that are built (REPORTS declarations).
  ...(builtRoutes.some((r) => r.kind === 'dashboard') ? dashboardLabels() : []),
  ...builtReports.flatMap((name) => reportLabels(REPORTS[name])),
  ...(builtReports.length > 0 ? REPORT_FILTER_LABELS : []),
  // The import screens' hints and, with the CCEE hourly file's screen, its line and refusal codes.
  ...Object.values(IMPORT_DEFS)
    .filter((def) => isBuilt(def.route))
    .map((def) => def.hint),
  ...(isBuilt('backoffice.ccee.import')
    ? [...Object.values(CCEE_LINE_MESSAGES), ...Object.values(CCEE_IMPORT_MESSAGES)]
    : []),
  // The emission form's hint (a value-dependent text, so not among the field labels).
  ...(builtResources.includes('recs') ? [EMISSION_DEADLINE_HINT] : []),
];
