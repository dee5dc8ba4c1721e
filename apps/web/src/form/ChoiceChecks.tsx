import { Caption1, Checkbox, FieldContextProvider, makeStyles, tokens } from '@fluentui/react-components';
import { type Option, optionGroups } from '@rec/domain';
import { useIntl } from 'react-intl';
import type { FieldKindProps } from './field-kind';
import { formMessages as m } from './messages';
import { useOfferedOptions } from './use-offered';

const useStyles = makeStyles({
  all: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  group: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0, minWidth: 0 },
  family: { fontWeight: tokens.fontWeightSemibold },
  options: { display: 'flex', flexDirection: 'column', paddingInlineStart: tokens.spacingHorizontalL },
  value: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
});

// A `choices` field (several of a fixed list, the contract's array of strings): one checkbox per
// option, grouped by family (optionGroups), each family's own box choosing or clearing all of it.
// A technical value (an event type, a scope) is shown under its name when the name is other words.
// Only the options its rule offers are shown (a client's scopes its organisation may grant).
export function ChoiceChecks({ field, control }: FieldKindProps) {
  const intl = useIntl();
  const styles = useStyles();
  const options = useOfferedOptions(field, control);
  const chosen: string[] = Array.isArray(control.value) ? control.value.map(String) : [];
  const set = (values: readonly string[], on: boolean) => {
    const next = on ? [...new Set([...chosen, ...values])] : chosen.filter((v) => !values.includes(v));
    // In the options' order, whatever order they were ticked in.
    control.onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  const label = (option: Option) => {
    const text = intl.formatMessage(option.label);
    return text === option.value ? (
      text
    ) : (
      <>
        {text} <Caption1 className={styles.value}>{option.value}</Caption1>
      </>
    );
  };
  return (
    <fieldset className={styles.all} aria-label={intl.formatMessage(field.label)}>
      {/* Out of the Field's context: each box is named by its own option, not by the field's id. */}
      <FieldContextProvider value={undefined}>
        {optionGroups({ options, groups: field.groups }).map((group) => {
          const values = group.options.map((o) => o.value);
          const count = values.filter((v) => chosen.includes(v)).length;
          const title = group.label ? intl.formatMessage(group.label) : group.key;
          return (
            <fieldset key={group.key} className={styles.group} aria-label={title}>
              <Checkbox
                className={styles.family}
                label={title}
                aria-label={intl.formatMessage(m.allOf, { group: title })}
                checked={count === 0 ? false : count === values.length ? true : 'mixed'}
                onChange={(_, d) => set(values, d.checked === true)}
              />
              <div className={styles.options}>
                {group.options.map((option) => (
                  <Checkbox
                    key={option.value}
                    label={label(option)}
                    required={false}
                    checked={chosen.includes(option.value)}
                    onChange={(_, d) => set([option.value], d.checked === true)}
                    onBlur={control.onBlur}
                  />
                ))}
              </div>
            </fieldset>
          );
        })}
      </FieldContextProvider>
    </fieldset>
  );
}
