import { Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { type MatchingForm, type MatchingPreference, moveItem } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { useMoveStyles } from '../hourly-moves/styles';
import type { Option } from '../hourly-moves/use-move-options';
import { MoveButtons } from './MoveButtons';
import { hourlyMatchingMessages as m } from './messages';
import { OrderedPicker } from './OrderedPicker';
import type { MatchingErrors, SetMatching } from './types';

const useStyles = makeStyles({
  // Narrow enough that each criterion's arrows stay near its name; they line up in two columns.
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', maxWidth: '520px' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  line: { display: 'grid', gridTemplateColumns: '1fr auto auto', alignItems: 'center' },
  picker: { paddingInlineStart: tokens.spacingHorizontalXXL },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Props = {
  values: MatchingForm;
  set: SetMatching;
  errors: MatchingErrors;
  plants: readonly Option[];
  sources: readonly Option[];
};

// Which bundles come first: the criteria in the user's order, each ticked or not; a ticked plant
// (source) criterion asks for the preferred plants (sources), in their own order.
export function PreferenceOrder({ values, set, errors, plants, sources }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const move = useMoveStyles();
  const name = (p: MatchingPreference) => intl.formatMessage(m[`criterion.${p}`]);
  const tick = (p: MatchingPreference, on: boolean) =>
    set('used', on ? [...values.used, p] : values.used.filter((u) => u !== p));
  return (
    <fieldset className={move.section}>
      <legend className={move.legend}>{intl.formatMessage(m.orderTitle)}</legend>
      <Caption1 id="matching-order-hint">{intl.formatMessage(m.orderHint)}</Caption1>
      <ol className={styles.list} aria-label={intl.formatMessage(m.orderTitle)} aria-describedby="matching-order-hint">
        {values.order.map((p, i) => (
          <li key={p} className={styles.item}>
            <div className={styles.line}>
              <Checkbox
                label={`${i + 1}. ${name(p)}`}
                checked={values.used.includes(p)}
                onChange={(_, d) => tick(p, d.checked === true)}
              />
              <MoveButtons
                name={name(p)}
                first={i === 0}
                last={i === values.order.length - 1}
                onMove={(delta) => set('order', moveItem(values.order, i, delta))}
              />
            </div>
            {p !== 'oldest' && values.used.includes(p) ? (
              <div className={styles.picker}>
                <OrderedPicker
                  label={name(p)}
                  options={p === 'plant' ? plants : sources}
                  chosen={p === 'plant' ? values.plant_ids : values.source_ids}
                  onChange={(ids) => set(p === 'plant' ? 'plant_ids' : 'source_ids', ids)}
                  error={p === 'plant' ? errors.plant_ids : errors.source_ids}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {errors.order ? (
        <Caption1 role="alert" className={styles.error}>
          {errors.order}
        </Caption1>
      ) : null}
    </fieldset>
  );
}
