import { Input } from '@fluentui/react-components';
import { formatPhone } from '@rec/domain';
import type { FieldKindProps } from './field-kind';

// A phone typed any way ((11)987654321, 11 98765 4321) reads as (11) 98765-4321 once the user
// leaves the field; what cannot be a phone stays as typed for the field's message to name.
export function PhoneInput({ control, invalid }: FieldKindProps) {
  const value = typeof control.value === 'string' ? control.value : '';
  return (
    <Input
      name={control.name}
      ref={control.ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(_, data) => control.onChange(data.value)}
      onBlur={(event) => {
        const formatted = formatPhone(value);
        if (formatted !== value) control.onChange(formatted);
        control.onBlur(event);
      }}
    />
  );
}
