import { Checkbox, FieldContextProvider, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { FieldKindProps } from './field-kind';
import { formMessages as m } from './messages';
import { useLookupOptions } from './use-lookup';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
});

// A `references` field (several ids): one checkbox per option of the reference or its lookup.
export function MultiCheck({ field, control }: FieldKindProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { options, error } = useLookupOptions(field.reference ?? 'businesses', field.lookup);
  const chosen: string[] = Array.isArray(control.value) ? control.value.map(String) : [];
  if (error) return <Text>{intl.formatMessage(m.optionsFailed)}</Text>;
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    control.onChange(next.map(Number));
  };
  return (
    <fieldset className={styles.group} aria-label={intl.formatMessage(field.label)}>
      {/* Out of the Field's context: each checkbox is named by its own option, not given the
          field's one id (which labelled the first box with every option's text). */}
      <FieldContextProvider value={undefined}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            // The group is required, not each plant.
            required={false}
            checked={chosen.includes(option.value)}
            onChange={(_, d) => toggle(option.value, d.checked === true)}
            onBlur={control.onBlur}
          />
        ))}
      </FieldContextProvider>
    </fieldset>
  );
}
