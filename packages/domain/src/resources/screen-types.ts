import type { operations } from '@rec/sdk';
import type { DomainMessage } from '../errors/entry';
import type { Machine } from '../machines/define-machine';
import type { Label } from '../menus/route';
import type { BodyName } from './bodies';
import type { FieldSpec } from './field';
import type { Action, ResourceName } from './names';
import type { FieldDef, OperationId } from './types';

// What the generic screens need beyond fields and calls: how a list sorts and filters, which
// state machine a record follows, what can be done to it, and how its detail page is laid out.

// A list operation's query parameters: a filter can only name one of them.
export type ListQueryOf<O extends OperationId> = NonNullable<operations[O]['parameters']['query']>;
export type FiltersOf<O extends OperationId> = Partial<Record<Extract<keyof ListQueryOf<O>, string>, FieldSpec>>;

export type Tone = 'primary' | 'secondary' | 'danger';

// field → the values in which an action shows.
export type ShowWhen = Readonly<Record<string, readonly string[] | 'present' | 'absent'>>;
export type OpensFile = { readonly kind: 'file'; readonly query?: Readonly<Record<string, string>> };

export type ActionSpec = {
  // The resource's operation key it calls (`approve` → POST /businesses/approve/{id}).
  readonly operation: string;
  // The machine's event; the action shows only where the record's state allows it.
  readonly event?: string;
  readonly tone: Tone;
  // Irreversible actions ask first; `reason` names the body field a reason dialog fills.
  readonly confirm?: boolean;
  readonly reason?: string;
  // The SDK's body schema of a reason dialog, by name (zRefuseBusinessBody): built with the dialog.
  readonly body?: BodyName;
  // The answer's property whose text is the outcome to show (a sync reports what happened).
  readonly message?: string;
  // The body field of a file the dialog asks for (an invoice's receipt), sent as multipart.
  readonly upload?: string;
  // Shown only while every named field holds one of its values ('present': anything, 'absent':
  // nothing). The machine's `event` covers state changes; this covers the rest (the certificate
  // once approved, the hub send until it has a hash, a tutorial's file once it has one).
  readonly when?: ShowWhen;
  // The field holding the stored file the call takes by its own id (GET /files/{id}).
  readonly of?: string;
  // An answer's property shown after the outcome, with its label (the hub's transaction hash).
  readonly detail?: string;
  // The body field that carries the record's id (POST /recs/revert takes rec_emission_id).
  readonly idField?: string;
  // The answer is a file the browser opens in a new window (§7: a certificate, a statement), not a
  // change to the record; `query` is what the call always carries (GET /pdf/getPdf/{id}?kind=redemption).
  readonly opens?: OpensFile;
  // An answer's property that is a secret shown this once, in a dialog with a copy button (a
  // machine client's new secret), instead of a passing notice.
  readonly reveals?: string;
  readonly pt: {
    label: string;
    confirm?: string;
    reason?: string;
    detail?: string;
    success: string;
    failure: string;
  };
};

// An action on several selected records at once (batch approve): one call with their ids.
export type BulkSpec = {
  readonly operation: string;
  // Each selected record's state must allow this machine event.
  readonly event?: string;
  // The body field that carries the ids.
  readonly idsField: string;
  readonly tone: Tone;
  readonly confirm?: boolean;
  readonly pt: { label: string; confirm?: string; success: string; failure: string };
};

export type BulkActionDef = {
  readonly key: Action;
  readonly operation: string;
  readonly event: string | null;
  readonly idsField: string;
  readonly tone: Tone;
  readonly confirm: boolean;
  readonly label: Label;
  readonly confirmText: Label | null;
  readonly success: Label;
  readonly failure: Label;
};

// A detail page's timeline: the operation that lists what happened ({ kind, at, by_name,
// detail }), or the record's own list of steps (`from`: an offer's history), and a label per kind.
export type ActivityFrom = {
  // The record's field holding the steps ({ at, … }), and each step's kind, author and flag fields.
  readonly field: string;
  readonly kind: string;
  readonly by: string;
  // A boolean step field whose truth adds the kind labelled by this key as the step's detail.
  readonly automatic?: string;
};
export type ActivitySpec = {
  readonly operation: string | null;
  readonly from?: ActivityFrom;
  readonly pt: Readonly<Record<string, string>>;
};
export type ActivityDef = {
  readonly operation: string | null;
  readonly from: ActivityFrom | null;
  readonly kinds: Readonly<Record<string, Label>>;
};

export type ActionDef = {
  readonly key: Action;
  readonly operation: string;
  readonly event: string | null;
  readonly tone: Tone;
  readonly confirm: boolean;
  readonly reason: string | null;
  readonly body: BodyName | null;
  readonly message: string | null;
  readonly upload: string | null;
  // Every condition must hold; none: always.
  readonly when: readonly { readonly field: string; readonly is: readonly string[] | 'present' | 'absent' }[];
  readonly of: string | null;
  readonly detail: { readonly field: string; readonly label: Label } | null;
  readonly idField: string | null;
  readonly opens: OpensFile | null;
  readonly reveals: string | null;
  readonly label: Label;
  readonly confirmText: Label | null;
  readonly reasonLabel: Label | null;
  readonly success: Label;
  readonly failure: Label;
};

// An action on the list as a whole, not on one record (pay by number, convert every open
// invoice): its dialog asks one value, sent as a path parameter or as a body field.
export type ToolSpec = {
  readonly operation: string;
  // The policy's action that allows it (payByNumber is `pay`).
  readonly grant: Action;
  readonly tone: Tone;
  readonly ask: { readonly name: string; readonly in: 'path' | 'body'; readonly field: FieldSpec };
  // The answer's field whose values the success line quotes as {value}; {count} is how many records.
  readonly quote?: string;
  readonly pt: { label: string; success: string; failure: string; none?: string };
};

export type ToolDef = {
  readonly key: string;
  readonly operation: string;
  readonly grant: Action;
  readonly tone: Tone;
  readonly ask: { readonly name: string; readonly in: 'path' | 'body'; readonly field: FieldDef };
  readonly quote: string | null;
  readonly label: Label;
  readonly success: Label;
  readonly failure: Label;
  // What an answer with nothing done (HTTP 204) says; the success line when absent.
  readonly none: Label | null;
};

export type StateRule = {
  readonly field: string;
  // biome-ignore lint/suspicious/noExplicitAny: any machine's states and events
  readonly machine: Machine<any, any>;
  // The states in which the record may be edited (an enterprise only once approved).
  readonly editableIn?: readonly string[];
  // The states in which the record has a detail page (a participant sees a linked plant only once
  // the link is approved: the server answers 404 before, ADR 0056).
  readonly shownIn?: readonly string[];
  // Fields that may change only in some states (an invoice's value and due date while open); the
  // edit form leaves them out elsewhere, since the server refuses them.
  readonly fieldsEditableIn?: Readonly<Record<string, readonly string[]>>;
};

// A create form's summary the user confirms before sending (a retirement cannot be undone).
export type ConfirmCreate = { readonly title: Label; readonly warning: Label; readonly action: Label };
// A create form shown only when another list has a row (an automation needs a plant with volume).
export type Requirement = {
  readonly resource: ResourceName;
  readonly query: Readonly<Record<string, string>>;
  readonly message: Label;
};

export type DetailSection = { readonly key: string; readonly label: Label; readonly fields: readonly string[] };

// Another resource's rows that belong to the record (a plant's emissions): listed on its detail
// page, filtered by `by` = the record's id, for roles that may list them.
export type RelatedList = {
  readonly key: string;
  readonly resource: string;
  readonly by: string;
  readonly label: Label;
};

export type ScreenSpec<O extends OperationId = OperationId> = {
  // Columns the list operation sorts by (its `sort` parameter).
  sortable?: readonly string[];
  // Fields the list operation's `search` term is matched against (ignoring case and accents).
  searchable?: readonly string[];
  // The columns a list shows at first (the column picker offers the others); all when absent.
  listed?: readonly string[];
  filters?: FiltersOf<O>;
  state?: StateRule;
  actions?: Partial<Record<Action, ActionSpec>>;
  tools?: Readonly<Record<string, ToolSpec>>;
  bulk?: Partial<Record<Action, BulkSpec>>;
  activity?: ActivitySpec;
  detail?: Readonly<Record<string, { pt: string; fields: readonly string[] }>>;
  // The field that holds stored files and the operation that uploads more.
  files?: { field: string; upload: string };
  // Server codes that belong under one input (CEG codes on the CEG field).
  fieldErrors?: Readonly<Record<string, string>>;
  // What such a code says under its input when the code alone is too vague (NOT_FOUND on a
  // transfer is its destination account); the catalogue's text of the code otherwise.
  fieldErrorTexts?: Readonly<Record<string, DomainMessage>>;
  related?: Readonly<Record<string, { resource: string; by: string; pt: string }>>;
  // Fields the users of a tree never fill nor see: the server takes their own organisation (ADR 0025).
  hiddenIn?: Readonly<Partial<Record<'registrant' | 'participant', readonly string[]>>>;
  confirmCreate?: { title: string; warning: string; action: string };
  requires?: Omit<Requirement, 'message' | 'query'> & { query?: Record<string, string>; message: Label };
  // A 2xx answer that still refuses (a transfer's status false): the message to show, if any.
  refusal?: (body: unknown) => DomainMessage | undefined;
  // The create answer's property that is a secret shown this once (a machine client's secret),
  // in the same dialog as an action's `reveals`, before the form is left.
  createReveals?: string;
};

export type ScreenDef = {
  readonly sortable: readonly string[];
  readonly searchable: readonly string[];
  readonly listed: readonly string[] | null;
  readonly filters: readonly FieldDef[];
  readonly state: StateRule | null;
  readonly actions: readonly ActionDef[];
  readonly tools: readonly ToolDef[];
  readonly bulk: readonly BulkActionDef[];
  readonly activity: ActivityDef | null;
  readonly detail: readonly DetailSection[];
  readonly files: { readonly field: string; readonly upload: string } | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly fieldErrorTexts: Readonly<Record<string, DomainMessage>>;
  readonly related: readonly RelatedList[];
  readonly hiddenIn: Readonly<Partial<Record<'registrant' | 'participant', readonly string[]>>>;
  readonly confirmCreate: ConfirmCreate | null;
  readonly requires: Requirement | null;
  readonly refusal: ((body: unknown) => DomainMessage | undefined) | null;
  readonly createReveals: string | null;
};
