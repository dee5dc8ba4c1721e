import { Field, makeStyles, Select, Text } from '@fluentui/react-components';
import { moveItem } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import type { Option } from '../hourly-moves/use-move-options';
import { MoveButtons } from './MoveButtons';
import { hourlyMatchingMessages as m } from './messages';

const useStyles = makeStyles({
  // The numbers are written in each item (a grid item shows no list marker).
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  item: { display: 'grid', gridTemplateColumns: '1fr auto auto auto', alignItems: 'center' },
  name: { minWidth: 0, overflowWrap: 'anywhere' },
});

type Props = {
  label: string;
  options: readonly Option[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
};

// The preferred plants (or sources) in the user's order: a select adds one at the end, each
// chosen one moves up, down or out.
export function OrderedPicker({ label, options, chosen, onChange, error }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const nameOf = (id: string) => options.find((o) => o.value === id)?.label ?? id;
  const left = options.filter((o) => !chosen.includes(o.value));
  return (
    <Field label={label} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select value="" onChange={(_, d) => d.value && onChange([...chosen, d.value])}>
        <option value="">{intl.formatMessage(m.add)}</option>
        {left.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {chosen.length ? (
        <ol className={styles.list} aria-label={label}>
          {chosen.map((id, i) => (
            <li key={id} className={styles.item}>
              <Text className={styles.name}>{`${i + 1}. ${nameOf(id)}`}</Text>
              <MoveButtons
                name={nameOf(id)}
                first={i === 0}
                last={i === chosen.length - 1}
                onMove={(delta) => onChange(moveItem(chosen, i, delta))}
                onRemove={() => onChange(chosen.filter((c) => c !== id))}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </Field>
  );
}
