import { Field, makeStyles, Select } from '@fluentui/react-components';
import { GRANULARITY, type RecRequestLine } from '@rec/domain';
import { useIntl } from 'react-intl';
import { recRequestMessages as m } from './messages';

const useStyles = makeStyles({ select: { minWidth: 0 } });

type Props = {
  line: RecRequestLine;
  /** Whether the chosen month may be issued by hour (GET /recs/recsprimary's hourly_available). */
  hourly: boolean;
  error: string | undefined;
  onChange: (patch: Partial<RecRequestLine>) => void;
};

// "Mensal" / "Horária" (ADR 0091). Horária is offered only for a month whose generation came from
// CCEE's hourly file, as the server checks; once a month is chosen without it, the hint says why.
export function GranularityField({ line, hourly, error, onChange }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const options = GRANULARITY.filter((option) => option.value === 'monthly' || hourly);
  const why = line.period && !hourly ? intl.formatMessage(m.hourlyUnavailable) : undefined;
  return (
    <Field label={intl.formatMessage(m.granularity)} required validationMessage={error} hint={why}>
      <Select
        className={styles.select}
        value={line.granularity ?? 'monthly'}
        disabled={!line.period}
        onChange={(_, d) => onChange({ granularity: d.value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {intl.formatMessage(option.label)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
