import { canAccess } from '../policy/policy';
import type { ResourceName } from './names';
import { operationOf, resource } from './registry';
import type { ActionDef, BulkActionDef, ToolDef } from './screen-types';

type Row = Readonly<Record<string, unknown>>;

const stateOf = (name: ResourceName, record: Row): string | undefined => {
  const state = resource(name).state;
  const value = state ? record[state.field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const holds = (value: unknown, is: readonly string[] | 'present' | 'absent') =>
  is === 'present' ? !isEmpty(value) : is === 'absent' ? isEmpty(value) : is.includes(String(value));

// The id an action's call takes: the record's, or that of the stored file it names (`of`).
export const actionTarget = (action: { of: string | null }, record: Row): number => {
  const held = action.of ? record[action.of] : record;
  return typeof held === 'object' && held !== null ? Number((held as Row).id) : Number.NaN;
};

// What a role may do to this record now: the policy grants it, the record's state machine allows
// the event, its fields meet the action's `when`, and the resource has the operation. Row actions
// and detail pages both ask this.
export const recordActions = (role: string | null | undefined, name: ResourceName, record: Row): ActionDef[] => {
  const def = resource(name);
  const state = stateOf(name, record);
  return def.actions.filter(
    (action) =>
      canAccess(role, { resource: name, action: action.key }) &&
      operationOf(name, action.operation) !== undefined &&
      action.when.every((rule) => holds(record[rule.field], rule.is)) &&
      (action.event === null ||
        (def.state !== null && state !== undefined && def.state.machine.can(state, action.event))),
  );
};

// The body an action sends: a reason dialog's, plus the record's id where the operation takes
// it in the body rather than the path (POST /recs/revert { rec_emission_id }).
export const actionBody = (action: ActionDef, id: number, body?: Row): Row | undefined =>
  action.idField ? { ...(body ?? {}), [action.idField]: id } : body;

// What a role may do to all these selected records at once: the policy grants it, the resource
// has the operation, and every record's state allows the event.
export const bulkActions = (role: string | null | undefined, name: ResourceName, records: readonly Row[]) => {
  const def = resource(name);
  return def.bulk.filter(
    (action: BulkActionDef) =>
      canAccess(role, { resource: name, action: action.key }) &&
      operationOf(name, action.operation) !== undefined &&
      records.every((record) => {
        const state = stateOf(name, record);
        return (
          action.event === null ||
          (def.state !== null && state !== undefined && def.state.machine.can(state, action.event))
        );
      }),
  );
};

// Whether a list offers selection at all: some bulk action the role may take.
export const canSelect = (role: string | null | undefined, name: ResourceName): boolean =>
  resource(name).bulk.some(
    (action) => canAccess(role, { resource: name, action: action.key }) && operationOf(name, action.operation),
  );

// Edit exists when the policy and the operation allow it and, for resources whose state gates
// editing (an enterprise only once approved, §4), the record is in one of those states.
export const canEditRecord = (role: string | null | undefined, name: ResourceName, record: Row): boolean => {
  const def = resource(name);
  if (!canAccess(role, { resource: name, action: 'edit' }) || !operationOf(name, 'edit')) return false;
  const allowed = def.state?.editableIn;
  if (!allowed) return true;
  const state = stateOf(name, record);
  return state !== undefined && allowed.includes(state);
};

// Details exist when the policy and the operation allow them and the record is in a state that
// has a detail page, so a row never offers a link the server answers with 404.
export const canShowRecord = (role: string | null | undefined, name: ResourceName, record: Row): boolean => {
  if (!canAccess(role, { resource: name, action: 'show' }) || !operationOf(name, 'show')) return false;
  const shown = resource(name).state?.shownIn;
  if (!shown) return true;
  const state = stateOf(name, record);
  return state !== undefined && shown.includes(state);
};

// The list-wide tools (pay by number, currency conversion) the role may use.
export const listTools = (role: string | null | undefined, name: ResourceName): ToolDef[] =>
  resource(name).tools.filter(
    (tool) =>
      canAccess(role, { resource: name, action: tool.grant }) && operationOf(name, tool.operation) !== undefined,
  );

// What a tool's answer says: nothing done (204, an empty list) or how many records, quoting the
// distinct values of the tool's field (the rates a conversion used).
export const toolOutcome = (tool: ToolDef, answer: unknown): { none: boolean; count: number; quoted: string[] } => {
  const records = (Array.isArray(answer) ? answer : answer && typeof answer === 'object' ? [answer] : []).filter(
    (r): r is Row => typeof r === 'object' && r !== null,
  );
  const quoted = tool.quote
    ? [
        ...new Set(
          records
            .map((r) => r[tool.quote as string])
            .filter((v) => v !== null && v !== undefined)
            .map(String),
        ),
      ]
    : [];
  return { none: records.length === 0, count: records.length, quoted };
};

// The fields this record's state keeps from changing (FormBody leaves them out of the edit form).
export const frozenFields = (name: ResourceName, record: Row): string[] => {
  const rule = resource(name).state?.fieldsEditableIn ?? {};
  const state = stateOf(name, record);
  return Object.entries(rule)
    .filter(([, states]) => state === undefined || !states.includes(state))
    .map(([field]) => field);
};
