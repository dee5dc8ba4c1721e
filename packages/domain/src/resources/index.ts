export {
  type ApiRecord,
  downloadStoredFile,
  exportOnServer,
  type ListPage,
  type ListQuery,
  MissingOperationError,
  type ResourceApi,
  resourceApi,
  toListPage,
} from './api';
export { defineResource, op, type ResourceSpec } from './define';
export {
  ACCOUNT_TYPE,
  APPROVAL_STATUS,
  CLIENT_ROLE,
  CURRENCY,
  DEBIT_CREDIT,
  GENERATION_ORIGIN,
  INVOICE_FLOW_STATUS,
  INVOICE_STATUS,
  MEASUREMENT_SOURCE,
  MOVEMENT_STATUS,
  optionLabel,
  PAYER,
  PROVIDER,
  REC_STATUS,
  RUN_STATUS,
  SCHEME,
  SYNC_STATUS,
} from './enums';
export { type FieldSpec, INPUT_OF } from './field';
export { formObject, formSchema } from './form-schema';
export { toFormValues } from './form-values';
export { MULTIPART_OPERATIONS } from './multipart';
export {
  ACTIONS,
  type Action,
  type PolicyResource,
  REPORT_NAMES,
  RESOURCE_NAMES,
  type ReportName,
  type ResourceName,
  type ScreenResource,
} from './names';
export { APPROXIMATE_TOTAL_FORMAT, PAGE_RANGE_MESSAGES, type PageRange, pageRange } from './page-range';
export { canEditRecord, recordActions } from './record-actions';
export { formFields, listColumns, operationOf, RESOURCES, resource } from './registry';
export type {
  ActionDef,
  ActionSpec,
  DetailSection,
  FiltersOf,
  ListQueryOf,
  ScreenDef,
  ScreenSpec,
  StateRule,
  Tone,
} from './screen-types';
export type {
  ApiPath,
  FieldDef,
  FieldType,
  FormMode,
  HttpMethod,
  InputKind,
  Operation,
  OperationId,
  Option,
  ResourceDef,
} from './types';
