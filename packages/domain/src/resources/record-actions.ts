import { canAccess } from '../policy/policy';
import type { ResourceName } from './names';
import { operationOf, resource } from './registry';
import type { ActionDef } from './screen-types';

type Row = Readonly<Record<string, unknown>>;

const stateOf = (name: ResourceName, record: Row): string | undefined => {
  const state = resource(name).state;
  const value = state ? record[state.field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

// What a role may do to this record now: the policy grants it, the record's state machine allows
// the event, and the resource has the operation. Row actions and detail pages both ask this.
export const recordActions = (role: string | null | undefined, name: ResourceName, record: Row): ActionDef[] => {
  const def = resource(name);
  const state = stateOf(name, record);
  return def.actions.filter(
    (action) =>
      canAccess(role, { resource: name, action: action.key }) &&
      operationOf(name, action.operation) !== undefined &&
      (action.event === null ||
        (def.state !== null && state !== undefined && def.state.machine.can(state, action.event))),
  );
};

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
