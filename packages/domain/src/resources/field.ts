import type { DomainMessage } from '../errors/entry';
import type { DateRange } from '../validators/date-range';
import type { ResourceName } from './names';
import type {
  AccountSearch,
  CellMarker,
  FieldDef,
  FieldType,
  FieldWhen,
  InputKind,
  Lookup,
  OfferedOptions,
  Option,
} from './types';

export type FieldSpec = {
  type: FieldType;
  pt: string;
  column?: boolean;
  options?: readonly Option[];
  reference?: ResourceName;
  allowFuture?: boolean;
  // The days a date's meaning allows (the contract's x-date-range; rules-parity holds them equal).
  dateRange?: DateRange;
  example?: unknown;
  // For an `items` field: the fields of each row (a redemption's certificates, say).
  itemFields?: Readonly<Record<string, FieldSpec>>;
  // A line under the input that depends on its value (e.g. the emission deadline of a period).
  hint?: (value: unknown) => DomainMessage | undefined;
  mark?: CellMarker;
  // Options read from another resource's list (accounts by code, the plants a participant holds).
  lookup?: Lookup;
  // For an `account` input: where the accounts matching what is typed come from.
  search?: AccountSearch;
  // The input when the type's own one does not serve (an account code chosen, not typed).
  input?: InputKind;
  // For an `items` field: list queries taken from sibling fields (the certificates of the chosen account).
  scope?: Readonly<Record<string, string>>;
  // For an `items` field: the referenced list's columns its picker shows (all listed when absent).
  columns?: readonly string[];
  // For a `choices` field: the labels of the families its options are grouped by (option-groups.ts).
  groups?: readonly Option[];
  // What a cell says for a record with no value, when no value means something (the registry's own).
  absent?: Option['label'];
  // An input that only means something for some values of a sibling (an agreement's share, by mode).
  when?: FieldWhen;
  // For a `choices` field: the options offered to the signed-in role, by a sibling field's value.
  offered?: OfferedOptions;
};

export const INPUT_OF: Readonly<Record<FieldType, InputKind>> = {
  text: 'text',
  longText: 'textarea',
  email: 'email',
  password: 'password',
  secret: 'password',
  integer: 'number',
  dueDay: 'number',
  boolean: 'switch',
  date: 'date',
  datetime: 'none',
  hour: 'none',
  moment: 'none',
  device: 'none',
  period: 'month',
  mwh: 'decimal',
  money: 'money',
  rate: 'decimal',
  percentage: 'decimal',
  choice: 'select',
  reference: 'select',
  references: 'multiselect',
  choices: 'checks',
  file: 'file',
  files: 'file',
  items: 'items',
  cnpj: 'cnpj',
  cep: 'cep',
  phone: 'phone',
};

// Secrets, attachments and long texts never make a readable column.
const HIDDEN: ReadonlySet<FieldType> = new Set([
  'password',
  'secret',
  'file',
  'files',
  'items',
  'longText',
  'references',
]);

const make =
  (type: FieldType) =>
  (pt: string, more: Omit<FieldSpec, 'type' | 'pt'> = {}): FieldSpec => ({
    type,
    pt,
    column: !HIDDEN.has(type),
    ...more,
  });

export const text = make('text');
export const longText = make('longText');
export const email = make('email');
export const password = make('password');
// Credentials of other systems: hidden like a password, without the account password rules.
export const secret = make('secret');
export const integer = make('integer');
export const dueDay = make('dueDay');
export const bool = make('boolean');
export const date = make('date');
export const datetime = make('datetime');
export const hour = make('hour');
export const moment = make('moment');
export const device = make('device');
export const period = make('period');
export const mwh = make('mwh');
export const money = make('money');
export const rate = make('rate');
export const percentage = make('percentage');
export const file = make('file');
export const files = make('files');
export const items = make('items');
export const cnpj = make('cnpj');
export const cep = make('cep');
export const phone = make('phone');
export const choice = (pt: string, options: readonly Option[], more: Omit<FieldSpec, 'type' | 'pt' | 'options'> = {}) =>
  make('choice')(pt, { options, ...more });
export const choices = (
  pt: string,
  options: readonly Option[],
  more: Omit<FieldSpec, 'type' | 'pt' | 'options'> = {},
) => make('choices')(pt, { options, ...more });
export const ref = (pt: string, reference: ResourceName, more: Omit<FieldSpec, 'type' | 'pt' | 'reference'> = {}) =>
  make('reference')(pt, { reference, ...more });
export const refs = (pt: string, reference: ResourceName, more: Omit<FieldSpec, 'type' | 'pt' | 'reference'> = {}) =>
  make('references')(pt, { reference, ...more });

// Labels are derived from a prefix + the field (resources.<res>.fields.<field>); only pt is written.
export const fieldDefs = (prefix: string, specs: Readonly<Record<string, FieldSpec>>): FieldDef[] =>
  Object.entries(specs).map(([field, f]) => ({
    name: field,
    type: f.type,
    label: { id: `${prefix}.${field}`, defaultMessage: f.pt },
    column: f.column ?? true,
    input: f.input ?? INPUT_OF[f.type],
    options: f.options,
    reference: f.reference,
    allowFuture: f.allowFuture,
    ...(f.dateRange ? { dateRange: f.dateRange } : {}),
    example: f.example,
    itemFields: f.itemFields && fieldDefs(`${prefix}.${field}`, f.itemFields),
    ...(f.hint ? { hint: f.hint } : {}),
    ...(f.mark ? { mark: f.mark } : {}),
    ...(f.lookup ? { lookup: f.lookup } : {}),
    ...(f.search ? { search: f.search } : {}),
    ...(f.scope ? { scope: f.scope } : {}),
    ...(f.columns ? { columns: f.columns } : {}),
    ...(f.groups ? { groups: f.groups } : {}),
    ...(f.absent ? { absent: f.absent } : {}),
    ...(f.when ? { when: f.when } : {}),
    ...(f.offered ? { offered: f.offered } : {}),
  }));
