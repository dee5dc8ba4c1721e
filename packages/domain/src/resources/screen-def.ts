import { fieldDefs } from './field';
import type { Action } from './names';
import type {
  ActionDef,
  ActionSpec,
  BulkActionDef,
  BulkSpec,
  ScreenDef,
  ScreenSpec,
  ToolDef,
  ToolSpec,
} from './screen-types';

const actionDef = (prefix: string, key: Action, spec: ActionSpec): ActionDef => ({
  key,
  operation: spec.operation,
  event: spec.event ?? null,
  tone: spec.tone,
  confirm: spec.confirm ?? false,
  reason: spec.reason ?? null,
  body: spec.body && spec.reason ? spec.body : null,
  message: spec.message ?? null,
  upload: spec.upload ?? null,
  when: Object.entries(spec.when ?? {}).map(([field, is]) => ({ field, is })),
  of: spec.of ?? null,
  detail:
    spec.detail && spec.pt.detail
      ? { field: spec.detail, label: { id: `${prefix}.${key}.detail`, defaultMessage: spec.pt.detail } }
      : null,
  idField: spec.idField ?? null,
  opens: spec.opens ?? null,
  reveals: spec.reveals ?? null,
  label: { id: `${prefix}.${key}.label`, defaultMessage: spec.pt.label },
  reasonLabel: spec.pt.reason ? { id: `${prefix}.${key}.reason`, defaultMessage: spec.pt.reason } : null,
  confirmText: spec.pt.confirm ? { id: `${prefix}.${key}.confirm`, defaultMessage: spec.pt.confirm } : null,
  success: { id: `${prefix}.${key}.success`, defaultMessage: spec.pt.success },
  failure: { id: `${prefix}.${key}.failure`, defaultMessage: spec.pt.failure },
});

const toolDef = (name: string, key: string, spec: ToolSpec): ToolDef => {
  const prefix = `resources.${name}.tools.${key}`;
  const [field] = fieldDefs(prefix, { [spec.ask.name]: spec.ask.field });
  if (!field) throw new TypeError(`${prefix} asks nothing`);
  return {
    key,
    operation: spec.operation,
    grant: spec.grant,
    tone: spec.tone,
    ask: { name: spec.ask.name, in: spec.ask.in, field },
    quote: spec.quote ?? null,
    label: { id: `${prefix}.label`, defaultMessage: spec.pt.label },
    success: { id: `${prefix}.success`, defaultMessage: spec.pt.success },
    failure: { id: `${prefix}.failure`, defaultMessage: spec.pt.failure },
    none: spec.pt.none ? { id: `${prefix}.none`, defaultMessage: spec.pt.none } : null,
  };
};
const bulkDef = (prefix: string, key: Action, spec: BulkSpec): BulkActionDef => ({
  key,
  operation: spec.operation,
  event: spec.event ?? null,
  idsField: spec.idsField,
  tone: spec.tone,
  confirm: spec.confirm ?? false,
  label: { id: `${prefix}.${key}.label`, defaultMessage: spec.pt.label },
  confirmText: spec.pt.confirm ? { id: `${prefix}.${key}.confirm`, defaultMessage: spec.pt.confirm } : null,
  success: { id: `${prefix}.${key}.success`, defaultMessage: spec.pt.success },
  failure: { id: `${prefix}.${key}.failure`, defaultMessage: spec.pt.failure },
});

// Labels follow the resource's shape: resources.<res>.filters|actions|sections.<key>.
export const screenDef = (name: string, spec: ScreenSpec): ScreenDef => ({
  sortable: spec.sortable ?? [],
  searchable: spec.searchable ?? [],
  listed: spec.listed ?? null,
  filters: fieldDefs(`resources.${name}.filters`, spec.filters ?? {}),
  state: spec.state ?? null,
  actions: Object.entries(spec.actions ?? {}).map(([key, a]) =>
    actionDef(`resources.${name}.actions`, key as Action, a as ActionSpec),
  ),
  tools: Object.entries(spec.tools ?? {}).map(([key, tool]) => toolDef(name, key, tool)),
  bulk: Object.entries(spec.bulk ?? {}).map(([key, b]) =>
    bulkDef(`resources.${name}.bulk`, key as Action, b as BulkSpec),
  ),
  activity: spec.activity
    ? {
        operation: spec.activity.operation,
        from: spec.activity.from ?? null,
        kinds: Object.fromEntries(
          Object.entries(spec.activity.pt).map(([kind, text]) => [
            kind,
            { id: `resources.${name}.activity.${kind}`, defaultMessage: text },
          ]),
        ),
      }
    : null,
  detail: Object.entries(spec.detail ?? {}).map(([key, section]) => ({
    key,
    label: { id: `resources.${name}.sections.${key}`, defaultMessage: section.pt },
    fields: section.fields,
  })),
  files: spec.files ?? null,
  fieldErrors: spec.fieldErrors ?? {},
  fieldErrorTexts: spec.fieldErrorTexts ?? {},
  hiddenIn: spec.hiddenIn ?? {},
  related: Object.entries(spec.related ?? {}).map(([key, r]) => ({
    key,
    resource: r.resource,
    by: r.by,
    label: { id: `resources.${name}.related.${key}`, defaultMessage: r.pt },
  })),
  confirmCreate: spec.confirmCreate
    ? {
        title: { id: `resources.${name}.confirm.title`, defaultMessage: spec.confirmCreate.title },
        warning: { id: `resources.${name}.confirm.warning`, defaultMessage: spec.confirmCreate.warning },
        action: { id: `resources.${name}.confirm.action`, defaultMessage: spec.confirmCreate.action },
      }
    : null,
  requires: spec.requires ? { query: {}, ...spec.requires } : null,
  refusal: spec.refusal ?? null,
  createReveals: spec.createReveals ?? null,
});
