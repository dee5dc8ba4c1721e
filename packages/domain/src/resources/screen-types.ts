import type { operations } from '@rec/sdk';
import type { z } from 'zod';
import type { Machine } from '../machines/define-machine';
import type { Label } from '../menus/route';
import type { FieldSpec } from './field';
import type { Action } from './names';
import type { FieldDef, OperationId } from './types';

// What the generic screens need beyond fields and calls: how a list sorts and filters, which
// state machine a record follows, what can be done to it, and how its detail page is laid out.

// A list operation's query parameters: a filter can only name one of them.
export type ListQueryOf<O extends OperationId> = NonNullable<operations[O]['parameters']['query']>;
export type FiltersOf<O extends OperationId> = Partial<Record<Extract<keyof ListQueryOf<O>, string>, FieldSpec>>;

export type Tone = 'primary' | 'danger';

export type ActionSpec = {
  // The resource's operation key it calls (`approve` → POST /businesses/approve/{id}).
  readonly operation: string;
  // The machine's event; the action shows only where the record's state allows it.
  readonly event?: string;
  readonly tone: Tone;
  // Irreversible actions ask first; `reason` names the body field a reason dialog fills.
  readonly confirm?: boolean;
  readonly reason?: string;
  // The SDK's body schema of a reason dialog (zRefuseBusinessBody).
  readonly body?: z.ZodObject;
  // The answer's property whose text is the outcome to show (a sync reports what happened).
  readonly message?: string;
  readonly pt: { label: string; confirm?: string; reason?: string; success: string; failure: string };
};

export type ActionDef = {
  readonly key: Action;
  readonly operation: string;
  readonly event: string | null;
  readonly tone: Tone;
  readonly confirm: boolean;
  readonly reason: string | null;
  readonly body: z.ZodObject | null;
  readonly message: string | null;
  readonly label: Label;
  readonly confirmText: Label | null;
  readonly reasonLabel: Label | null;
  readonly success: Label;
  readonly failure: Label;
};

export type StateRule = {
  readonly field: string;
  // biome-ignore lint/suspicious/noExplicitAny: any machine's states and events
  readonly machine: Machine<any, any>;
  // The states in which the record may be edited (an enterprise only once approved).
  readonly editableIn?: readonly string[];
};

export type DetailSection = { readonly key: string; readonly label: Label; readonly fields: readonly string[] };

export type ScreenSpec<O extends OperationId = OperationId> = {
  // Columns the list operation sorts by (its `sort` parameter).
  sortable?: readonly string[];
  // The columns a list shows at first (the column picker offers the others); all when absent.
  listed?: readonly string[];
  filters?: FiltersOf<O>;
  state?: StateRule;
  actions?: Partial<Record<Action, ActionSpec>>;
  detail?: Readonly<Record<string, { pt: string; fields: readonly string[] }>>;
  // The field that holds stored files and the operation that uploads more.
  files?: { field: string; upload: string };
  // Server codes that belong under one input (CEG codes on the CEG field).
  fieldErrors?: Readonly<Record<string, string>>;
};

export type ScreenDef = {
  readonly sortable: readonly string[];
  readonly listed: readonly string[] | null;
  readonly filters: readonly FieldDef[];
  readonly state: StateRule | null;
  readonly actions: readonly ActionDef[];
  readonly detail: readonly DetailSection[];
  readonly files: { readonly field: string; readonly upload: string } | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
};
