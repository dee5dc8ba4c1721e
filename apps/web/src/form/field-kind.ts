import type { FieldDef } from '@rec/domain';
import type { FieldControl } from './form-state';

// What FieldInput hands an input of any kind: the registry's field and the form's control of it.
export type FieldKindProps = {
  field: FieldDef;
  control: FieldControl;
  invalid: boolean;
};
