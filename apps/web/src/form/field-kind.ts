import type { FieldDef } from '@rec/domain';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';

// What FieldInput hands a bespoke input: the registry's field and react-hook-form's control.
export type FieldKindProps = {
  field: FieldDef;
  control: ControllerRenderProps<FieldValues, string>;
  invalid: boolean;
};
