import { useFieldControlProps_unstable } from '@fluentui/react-components';
import { FilePicker } from './FilePicker';

type Props = {
  label: string;
  multiple: boolean;
  invalid: boolean;
  onChange: (files: File | File[] | undefined) => void;
};

// A form's file field: the localized picker, labelled and described by the surrounding Field.
export function FileInput({ label, multiple, invalid, onChange }: Props) {
  const field: { id?: string; 'aria-describedby'?: string } = useFieldControlProps_unstable(
    {},
    { supportsLabelFor: true },
  );
  return (
    <FilePicker
      id={field.id}
      label={label}
      multiple={multiple}
      invalid={invalid}
      describedBy={field['aria-describedby']}
      onFiles={(files) => onChange(multiple ? files : files[0])}
    />
  );
}
