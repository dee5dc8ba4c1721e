import { makeStyles, tokens, useFieldControlProps_unstable } from '@fluentui/react-components';
import type { Ref } from 'react';

const useStyles = makeStyles({
  input: {
    color: tokens.colorNeutralForeground1,
    paddingBlock: tokens.spacingVerticalXS,
  },
});

type Props = {
  name: string;
  ref: Ref<HTMLInputElement>;
  onBlur: () => void;
  onChange: (file: File | undefined) => void;
};

// Fluent v9 has no file picker; the native one is accessible and labelled by the Field.
export function FileInput({ name, ref, onBlur, onChange }: Props) {
  const styles = useStyles();
  // The id and aria attributes the surrounding Field gives its own inputs (label, error).
  const field = useFieldControlProps_unstable({}, { supportsLabelFor: true });
  return (
    <input
      {...field}
      className={styles.input}
      type="file"
      name={name}
      ref={ref}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
    />
  );
}
