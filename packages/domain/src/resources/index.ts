export { loadAllResources, RESOURCES } from './all';
export {
  type ApiRecord,
  downloadStoredFile,
  exportOnServer,
  type ListPage,
  type ListQuery,
  MissingOperationError,
  type ResourceApi,
  readPath,
  resourceApi,
  toListPage,
} from './api';
export type { BodyName } from './bodies';
export {
  BULK_KINDS,
  BULK_POLL_MS,
  BULK_UPLOAD_PATH,
  type BulkJob,
  type BulkKind,
  type BulkRow,
  bulkJob,
  bulkResult,
  bulkTemplate,
  commitBulkJob,
} from './bulk';
export {
  type BeneficiaryCoverage,
  type CoverageHour,
  exportBeneficiaryScope2,
  getBeneficiaryCoverage,
  listBeneficiaryCoverageHours,
  SCOPE2_FORMATS,
  type Scope2Format,
} from './coverage';
export { defineResource, op, type ResourceSpec } from './define';
export { REGISTRATIONS, type Registration } from './defs/index';
export {
  ACCOUNT_TYPE,
  APPROVAL_STATUS,
  CLIENT_ROLE,
  CURRENCY,
  DEBIT_CREDIT,
  GENERATION_ORIGIN,
  GRANULARITY,
  IMPORT_KIND,
  IMPORT_STATUS,
  INVOICE_FLOW_STATUS,
  INVOICE_STATUS,
  MATCHING_BOUNDARY,
  MEASUREMENT_SOURCE,
  MOVEMENT_STATUS,
  optionLabel,
  PAYER,
  PROVIDER,
  REC_STATUS,
  REC_STATUS_GROUP_MEMBERS,
  RUN_STATUS,
  SCHEME,
  SYNC_STATUS,
} from './enums';
export { type FieldSpec, INPUT_OF } from './field';
export { offeredFor } from './field-when';
export { formObject, formSchema } from './form-schema';
export { toFormValues } from './form-values';
export { hiddenFor } from './hidden-fields';
export {
  brasiliaDays,
  type HourlyBundleRow,
  type HourlyHoldings,
  type HourlyHoldingsQuery,
  listHourlyHoldings,
} from './hourly-holdings';
export {
  confirmHourlyMatching,
  type HourlyMatchingDay,
  type HourlyMatchingMonth,
  type HourlyMatchingPlant,
  type HourlyMatchingPreview,
  type HourlyMatchingResult,
  type HourlyMatchingTotals,
  previewHourlyMatching,
} from './hourly-matching';
export {
  bookHourlyMove,
  type HourlyMoveBody,
  type HourlyMoveKind,
  type HourlyMovePreview,
  type HourlyMoveResult,
  previewHourlyMove,
} from './hourly-moves';
export { getHourlyProfile, type HourlyProfile, type HourlyProfilePoint } from './hourly-profile';
export type { ScreenUse } from './loaders';
export { blockedInvoiceMark, DEADLINE_NEAR_DAYS, daysBetween, emissionDeadlineMark, MARK_MESSAGES } from './marks';
export { MULTIPART_OPERATIONS } from './multipart';
export {
  ACTIONS,
  type Action,
  isResourceName,
  type PolicyResource,
  REPORT_NAMES,
  RESOURCE_NAMES,
  type ReportName,
  type ResourceName,
  type ScreenResource,
} from './names';
export { getOfferSettings, type OfferSettings, offerExpiryFrom, updateOfferSettings } from './offer-settings';
export { offeredFields } from './offered-fields';
export { type OptionGroup, optionGroups } from './option-groups';
export { listOptions, OPTION_SOURCES, type OptionSource, optionTitle } from './option-sources';
export { APPROXIMATE_TOTAL_FORMAT, PAGE_RANGE_MESSAGES, type PageRange, pageRange } from './page-range';
export {
  actionBody,
  actionTarget,
  bulkActions,
  canEditRecord,
  canSelect,
  canShowRecord,
  frozenFields,
  listTools,
  recordActions,
  toolOutcome,
} from './record-actions';
export {
  isExportable,
  isResourceLoaded,
  listColumns,
  loadResource,
  loadScreenResources,
  operationOf,
  ResourceNotLoadedError,
  registerResources,
  resource,
  screenResources,
} from './registry';
export { revealedIn, revealLabel } from './reveals';
export { actionSchemaOf, contractDefaults, formFields, formSchemaOf } from './schemas';
export type {
  ActionDef,
  ActionSpec,
  ActivityDef,
  ActivityFrom,
  BulkActionDef,
  ConfirmCreate,
  DetailSection,
  FiltersOf,
  ListQueryOf,
  RelatedList,
  Requirement,
  ScreenDef,
  ScreenSpec,
  StateRule,
  Tone,
  ToolDef,
  ToolSpec,
} from './screen-types';
export type {
  AccountSearch,
  ApiPath,
  CellMark,
  CellMarker,
  FieldDef,
  FieldType,
  FieldWhen,
  FormMode,
  HttpMethod,
  InputKind,
  Lookup,
  OfferedOptions,
  Operation,
  OperationId,
  Option,
  ResourceDef,
} from './types';
