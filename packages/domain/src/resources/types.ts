import type { operations, paths } from '@rec/sdk';
import type { DomainMessage } from '../errors/entry';
import type { Label } from '../menus/route';
import type { DateRange } from '../validators/date-range';
import type { BodyName } from './bodies';
import type { ResourceName } from './names';
import type { ScreenDef } from './screen-types';

export type OperationId = keyof operations;
export type ApiPath = keyof paths;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
// The web calls openapi-fetch by method and path; the operationId names the same call in the contract.
export type Operation = { readonly id: OperationId; readonly method: HttpMethod; readonly path: ApiPath };

export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'password'
  | 'secret'
  | 'integer'
  | 'dueDay'
  | 'boolean'
  | 'date'
  | 'datetime'
  // An hour of production or consumption: shown with its hour ("01/07/2026 18:00"), never as a day.
  | 'hour'
  // An instant to the minute in the registry's zone ("06/12/2026 21:07"): when a sign-in happened.
  | 'moment'
  // The browser and system a request came from, read from its user-agent ("Chrome 131 · Windows").
  | 'device'
  | 'period'
  | 'mwh'
  | 'money'
  | 'rate'
  | 'percentage'
  | 'choice'
  | 'reference'
  | 'references'
  // Several of a fixed list of options (a machine client's scopes).
  | 'choices'
  | 'file'
  | 'files'
  | 'items'
  // A company's CNPJ: its input looks the company up (GET /cnpj/{id}).
  | 'cnpj'
  // A postal code (CEP): its input looks the address up (GET /cep/{cep}).
  | 'cep'
  // A Brazilian phone number: checked as typed, stored as digits, shown (11) 98765-4321.
  | 'phone';

export type InputKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'number'
  | 'switch'
  | 'date'
  | 'month'
  | 'decimal'
  | 'money'
  | 'select'
  | 'multiselect'
  // Several of a fixed list's options (a `choices` field): checkboxes grouped by family.
  | 'checks'
  | 'cnpj'
  | 'cep'
  | 'phone'
  // A state picked from GET /geo/states; a municipality from GET /geo/states/{uf}/cities of the
  // sibling `uf` field.
  | 'uf'
  | 'city'
  // An account code: typed, with the accounts matching it (the field's `search`, e.g. GET
  // /transfers/destinations) offered as "código — titular"; a code that matches nothing is still sent.
  | 'account'
  | 'file'
  | 'items'
  | 'none';

export type Option = { readonly value: string; readonly label: Label };

// Options listed from a resource: the row field sent as the value, the fields shown (joined), and
// fixed list filters (only trade accounts).
export type Lookup = {
  readonly resource: ResourceName;
  readonly value: string;
  readonly label: readonly string[];
  readonly query?: Readonly<Record<string, string>>;
};

// Accounts suggested as the user types an account field (a code prefix or part of the holder's
// name): the resource operation that answers them ({ data: [{ accountCode, participant_name }] })
// and the sibling field whose account is never offered (a transfer's source).
export type AccountSearch = {
  readonly resource: ResourceName;
  readonly operation: string;
  readonly exclude?: string;
};

// The options of a `choices` field a form offers: those the rule names for the signed-in role and
// the value of a sibling field (a machine client's scopes by the organisation it is for, ADR 0135).
export type OfferedOptions = {
  readonly by: string;
  readonly values: (role: string | null | undefined, sibling: unknown) => readonly string[];
};

export type FieldDef = {
  readonly name: string;
  readonly type: FieldType;
  readonly label: Label;
  readonly column: boolean;
  readonly input: InputKind;
  readonly options?: readonly Option[];
  // A `choices` field's option families, labelled (option-groups.ts); absent: the family's own name.
  readonly groups?: readonly Option[];
  // What a cell says when the record has no value (a subscription of no organisation is the registry's).
  readonly absent?: Option['label'];
  readonly offered?: OfferedOptions;
  readonly reference?: ResourceName;
  readonly allowFuture?: boolean;
  readonly dateRange?: DateRange;
  // A value the contract accepts, for fields whose format a generic sample would miss.
  readonly example?: unknown;
  // The columns of each row of an `items` field.
  readonly itemFields?: readonly FieldDef[];
  // A line under the input computed from its value (DomainMessage with values).
  readonly hint?: (value: unknown) => DomainMessage | undefined;
  // A badge the list puts on this cell for some records (a blocked invoice, a deadline near).
  readonly mark?: CellMarker;
  readonly lookup?: Lookup;
  readonly search?: AccountSearch;
  // Of an `items` field: list query parameter → sibling field whose value narrows the choices.
  readonly scope?: Readonly<Record<string, string>>;
  readonly columns?: readonly string[];
  readonly when?: FieldWhen;
};

/**
 * A form input shown only while a sibling field holds one of `is`; otherwise it is not offered and
 * its value is `otherwise`, the one the contract takes then (an hourly_consumption agreement's share
 * is 100). An empty sibling matches nothing unless `empty` names the value it stands for (an
 * agreement with no mode chosen is a volume one; a client with no organisation chosen is the
 * registry's, so neither its registrant nor its participant picker is offered).
 */
export type FieldWhen = {
  readonly field: string;
  readonly is: readonly unknown[];
  readonly otherwise: unknown;
  readonly empty?: unknown;
};

/** What a list shows beside a cell: a badge (the cell's own text when none is given) and a note. */
export type CellMark = {
  readonly tone: 'danger' | 'warning';
  readonly badge?: DomainMessage;
  readonly note?: DomainMessage;
};
// `today` is the business day (YYYY-MM-DD) the screen renders on.
export type CellMarker = (record: Readonly<Record<string, unknown>>, today: string) => CellMark | undefined;

export type FormMode = 'create' | 'edit';

export type ResourceDef = ScreenDef & {
  readonly name: ResourceName;
  readonly label: Label;
  readonly fields: readonly FieldDef[];
  readonly operations: Readonly<Record<string, Operation>>;
  // The SDK's body schema of each form, by name: ./schemas.ts builds it when a form opens.
  readonly bodies: Readonly<Partial<Record<FormMode, BodyName>>>;
  // Body keys the forms leave out (ResourceSpec.formLeaves).
  readonly formLeaves: readonly string[];
  readonly title: string | null;
  // A plain catalogue: the server serves its operations from this definition over `table`
  // (apps/api resources/catalogues.ts, ADR 0095), with no handler of its own.
  readonly catalogue: { readonly table: string } | null;
};
