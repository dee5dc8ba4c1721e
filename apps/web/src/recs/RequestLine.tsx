import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import {
  type ApiRecord,
  formatDate,
  formatDecimal,
  type LineErrors,
  type Locale,
  type RecRequestLine,
  SCHEME,
} from '@rec/domain';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { formMessages } from '../form/messages';
import { translate } from '../i18n/translate';
import { GranularityField } from './GranularityField';
import { recRequestMessages as m } from './messages';
import type { MonthRow, Receiver, RefusedMonth } from './use-request-options';

const useStyles = makeStyles({
  line: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  remove: { alignSelf: 'end' },
  // A select is as wide as its longest option (a plant's name); it shrinks to its column instead of
  // spilling over the next field.
  select: { minWidth: 0 },
  // A participant's company name is the line's longest text ("Horizonte Comercializadora de
  // Energia Ltda"): two columns, where the line has them, so it is read whole.
  wide: { '@media (min-width: 600px)': { gridColumn: 'span 2' } },
});

type Props = {
  number: number;
  line: RecRequestLine;
  errors: LineErrors;
  plants: readonly ApiRecord[];
  months: readonly MonthRow[] | undefined;
  /** Months with free generation the server would refuse: named under the select, with why. */
  refused: readonly RefusedMonth[];
  receivers: readonly Receiver[] | undefined;
  onChange: (line: RecRequestLine) => void;
  onRemove: (() => void) | null;
};

const hourlyOf = (months: readonly MonthRow[] | undefined, period: string) =>
  Boolean(months?.find((row) => row.period === period)?.hourly);

// "10/2026" for the month a generation row covers.
const monthText = (period: string) => `${period.slice(5, 7)}/${period.slice(0, 4)}`;

// "Meses com geração não oferecidos: 12/2025 (prazo encerrado em 30/09/2026) e 12/2026 (…)".
function refusedNote(intl: IntlShape, refused: readonly RefusedMonth[]): string | undefined {
  if (!refused.length) return undefined;
  const items = refused.map(({ period, refusal }) =>
    refusal.code === 'PERIOD_NOT_CLOSED'
      ? intl.formatMessage(m.refusedOpen, { month: monthText(period) })
      : intl.formatMessage(m.refusedDeadline, {
          month: monthText(period),
          deadline: formatDate(refusal.deadline, { locale: intl.locale as Locale }),
        }),
  );
  return intl.formatMessage(m.refusedMonths, { months: intl.formatList(items, { type: 'conjunction' }) });
}

// One plant-month of the request; the month list shows what is still free before anything is sent.
export function RequestLine({ number, line, errors, plants, months, refused, receivers, onChange, onRemove }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale as Locale;
  const set = (patch: Partial<RecRequestLine>) => onChange({ ...line, ...patch });
  const error = (key: keyof RecRequestLine) => (errors[key] ? translate(intl, errors[key]) : undefined);
  const chosen = months?.find((row) => row.period === line.period);
  const monthsEmpty = line.business_id && months?.length === 0;
  const receiversEmpty = line.business_id && receivers?.length === 0;
  return (
    <fieldset className={styles.line}>
      <legend className={styles.legend}>{intl.formatMessage(m.line, { number })}</legend>
      <Field label={intl.formatMessage(m.plant)} required validationMessage={error('business_id')}>
        <Select
          className={styles.select}
          value={line.business_id}
          onChange={(_, d) => set({ business_id: d.value, period: '', participant_id: '', granularity: 'monthly' })}
        >
          <option value="">{intl.formatMessage(formMessages.choose)}</option>
          {plants.map((plant) => (
            <option key={String(plant.id)} value={String(plant.id)}>
              {String(plant.name)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={intl.formatMessage(m.period)}
        required
        validationMessage={error('period') ?? (monthsEmpty ? intl.formatMessage(m.noMonths) : undefined)}
        validationState={error('period') ? 'error' : monthsEmpty ? 'warning' : 'none'}
        hint={refusedNote(intl, refused)}
      >
        <Select
          className={styles.select}
          value={line.period}
          disabled={!line.business_id}
          // A month that cannot be issued hourly takes the line back to monthly.
          onChange={(_, d) =>
            set({ period: d.value, granularity: hourlyOf(months, d.value) ? line.granularity : 'monthly' })
          }
        >
          <option value="">{intl.formatMessage(line.business_id ? formMessages.choose : m.choosePlant)}</option>
          {(months ?? []).map((row) => (
            <option key={row.period} value={row.period}>
              {intl.formatMessage(m.monthOption, {
                month: monthText(row.period),
                volume: formatDecimal(row.available, { locale }),
              })}
            </option>
          ))}
        </Select>
      </Field>
      <GranularityField line={line} hourly={Boolean(chosen?.hourly)} error={error('granularity')} onChange={set} />
      <Field label={intl.formatMessage(m.scheme)} required validationMessage={error('scheme')}>
        <Select className={styles.select} value={line.scheme} onChange={(_, d) => set({ scheme: d.value })}>
          <option value="">{intl.formatMessage(formMessages.choose)}</option>
          {SCHEME.map((option) => (
            <option key={option.value} value={option.value}>
              {intl.formatMessage(option.label)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        className={styles.wide}
        label={intl.formatMessage(m.participant)}
        required
        validationMessage={error('participant_id') ?? (receiversEmpty ? intl.formatMessage(m.noReceivers) : undefined)}
        validationState={error('participant_id') ? 'error' : receiversEmpty ? 'warning' : 'none'}
      >
        <Select
          className={styles.select}
          value={line.participant_id}
          disabled={!line.business_id}
          onChange={(_, d) => set({ participant_id: d.value })}
        >
          <option value="">{intl.formatMessage(line.business_id ? formMessages.choose : m.choosePlant)}</option>
          {(receivers ?? []).map((receiver) => (
            <option key={receiver.id} value={receiver.id}>
              {receiver.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={intl.formatMessage(m.volume)}
        required
        validationMessage={error('volume')}
        hint={
          chosen ? intl.formatMessage(m.available, { volume: formatDecimal(chosen.available, { locale }) }) : undefined
        }
      >
        <Input inputMode="decimal" value={line.volume} onChange={(_, d) => set({ volume: d.value })} />
      </Field>
      {onRemove ? (
        <Button
          className={styles.remove}
          icon={<Delete20Regular />}
          aria-label={intl.formatMessage(m.remove, { number })}
          onClick={onRemove}
        />
      ) : null}
    </fieldset>
  );
}
