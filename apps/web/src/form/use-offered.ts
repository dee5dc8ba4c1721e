import type { FieldDef, Option } from '@rec/domain';
import { useEffect, useMemo } from 'react';
import { useSession } from '../session/SessionProvider';
import type { FieldControl } from './form-state';
import { useFormContext, useWatch } from './form-state';

const NONE: readonly string[] = [];

/**
 * A `choices` field's options as its rule offers them (field.offered: the signed-in role and a
 * sibling's value, e.g. a machine client's scopes by its organisation). A sibling changed: what
 * was ticked and is no longer offered is dropped, so the form never sends it.
 */
export function useOfferedOptions(field: FieldDef, control: FieldControl): readonly Option[] {
  const { snapshot } = useSession();
  const form = useFormContext();
  const [sibling] = useWatch(form, field.offered ? [field.offered.by] : NONE);
  const role = snapshot?.userType;
  const options = useMemo(() => {
    if (!field.offered) return field.options ?? [];
    const offered = new Set(field.offered.values(role, sibling));
    return (field.options ?? []).filter((o) => offered.has(o.value));
  }, [field, role, sibling]);
  useEffect(() => {
    if (!Array.isArray(control.value)) return;
    const keep = new Set(options.map((o) => o.value));
    const kept = control.value.filter((v) => keep.has(String(v)));
    if (kept.length !== control.value.length) control.onChange(kept);
  }, [options, control]);
  return options;
}
