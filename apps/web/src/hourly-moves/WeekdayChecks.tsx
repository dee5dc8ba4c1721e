import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { EVERY_WEEKDAY } from '@rec/domain/hourly';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { hourlyMoveMessages as m } from './messages';
import { useMoveStyles } from './styles';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    border: 0,
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: { padding: 0, fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

// Brasília weekdays to keep (0 = Sunday), named in the user's language (2026-01-04 was a
// Sunday). Not a Fluent Field: it would give every checkbox the group's label as its name.
export function WeekdayChecks({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string | undefined;
}) {
  const intl = useIntl();
  const styles = { ...useMoveStyles(), ...useStyles() };
  const message = useId();
  const name = (day: number) => intl.formatDate(Date.UTC(2026, 0, 4 + day, 12), { weekday: 'short', timeZone: 'UTC' });
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day));
  return (
    <fieldset className={styles.group} aria-describedby={error ? message : undefined}>
      <legend className={styles.legend}>{intl.formatMessage(m.weekdays)}</legend>
      <div className={styles.weekdays}>
        {EVERY_WEEKDAY.map((day) => (
          <Checkbox
            key={day}
            label={name(day)}
            checked={value.includes(day)}
            onChange={(_, d) => toggle(day, d.checked === true)}
          />
        ))}
      </div>
      {error ? (
        <Text id={message} role="alert" className={styles.error}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
