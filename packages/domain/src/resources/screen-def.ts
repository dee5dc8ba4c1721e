import { fieldDefs, longText } from './field';
import { formObject } from './form-schema';
import type { Action } from './names';
import type { ActionDef, ActionSpec, ScreenDef, ScreenSpec } from './screen-types';

const actionDef = (prefix: string, key: Action, spec: ActionSpec): ActionDef => ({
  key,
  operation: spec.operation,
  event: spec.event ?? null,
  tone: spec.tone,
  confirm: spec.confirm ?? false,
  reason: spec.reason ?? null,
  // The reason field gets the catalogue's required message, like every form field.
  body: spec.body && spec.reason ? formObject(spec.body, { [spec.reason]: longText(spec.pt.reason ?? '') }) : null,
  message: spec.message ?? null,
  label: { id: `${prefix}.${key}.label`, defaultMessage: spec.pt.label },
  reasonLabel: spec.pt.reason ? { id: `${prefix}.${key}.reason`, defaultMessage: spec.pt.reason } : null,
  confirmText: spec.pt.confirm ? { id: `${prefix}.${key}.confirm`, defaultMessage: spec.pt.confirm } : null,
  success: { id: `${prefix}.${key}.success`, defaultMessage: spec.pt.success },
  failure: { id: `${prefix}.${key}.failure`, defaultMessage: spec.pt.failure },
});

// Labels follow the resource's shape: resources.<res>.filters|actions|sections.<key>.
export const screenDef = (name: string, spec: ScreenSpec): ScreenDef => ({
  sortable: spec.sortable ?? [],
  listed: spec.listed ?? null,
  filters: fieldDefs(`resources.${name}.filters`, spec.filters ?? {}),
  state: spec.state ?? null,
  actions: Object.entries(spec.actions ?? {}).map(([key, a]) =>
    actionDef(`resources.${name}.actions`, key as Action, a as ActionSpec),
  ),
  detail: Object.entries(spec.detail ?? {}).map(([key, section]) => ({
    key,
    label: { id: `resources.${name}.sections.${key}`, defaultMessage: section.pt },
    fields: section.fields,
  })),
  files: spec.files ?? null,
  fieldErrors: spec.fieldErrors ?? {},
});
