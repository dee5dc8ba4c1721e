import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { formatPeriod, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { lastClosedMonth, recentMonths } from '../hourly/use-heatmap';
import { FieldSelect } from './FieldSelect';
import { hourlyMoveMessages as m } from './messages';
import type { MoveField, MoveValues } from './move-values';
import { clock } from './preview-model';
import { useMoveStyles } from './styles';
import type { Option } from './use-move-options';
import { WeekdayChecks } from './WeekdayChecks';

type Props = {
  values: MoveValues;
  set: <K extends MoveField>(field: K, value: MoveValues[K]) => void;
  errors: Partial<Record<MoveField, string>>;
  // Omitted where the account is not the user's choice (an automation rule takes its trade account).
  accounts?: readonly Option[] | undefined;
};

const HOURS_FROM = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: clock(h) }));
const HOURS_TO = Array.from({ length: 24 }, (_, h) => ({ value: String(h + 1), label: clock(h + 1) }));

// Which hours: the source account, a month or a range of days, the weekdays and the hours of
// the day, all in Brasília time (the hours CCEE's file and the heatmap show).
export function SelectionFields({ values, set, errors, accounts }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const locale = intl.locale as Locale;
  const months = recentMonths(lastClosedMonth()).map((month) => ({
    value: month,
    label: formatPeriod(month, { locale }),
  }));
  const choose = intl.formatMessage(m.choose);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{intl.formatMessage(m.selectionTitle)}</legend>
      <div className={styles.row}>
        {accounts ? (
          <FieldSelect
            label={intl.formatMessage(m.account)}
            value={values.account_id}
            options={accounts}
            onChange={(v) => set('account_id', v)}
            error={errors.account_id}
            empty={choose}
            required
          />
        ) : null}
        <Field label={intl.formatMessage(m.period)}>
          <RadioGroup
            layout="horizontal"
            value={values.period}
            onChange={(_, d) => set('period', d.value === 'days' ? 'days' : 'month')}
          >
            <Radio value="month" label={intl.formatMessage(m.byMonth)} />
            <Radio value="days" label={intl.formatMessage(m.byDays)} />
          </RadioGroup>
        </Field>
      </div>
      <div className={styles.row}>
        {values.period === 'month' ? (
          <FieldSelect
            label={intl.formatMessage(m.month)}
            value={values.month}
            options={months}
            onChange={(v) => set('month', v)}
            error={errors.month}
            empty={choose}
            required
          />
        ) : (
          <>
            <Field
              label={intl.formatMessage(m.dayFrom)}
              required
              validationMessage={errors.day_from}
              validationState={errors.day_from ? 'error' : 'none'}
            >
              <Input type="date" value={values.day_from} onChange={(_, d) => set('day_from', d.value)} />
            </Field>
            <Field
              label={intl.formatMessage(m.dayTo)}
              required
              validationMessage={errors.day_to}
              validationState={errors.day_to ? 'error' : 'none'}
            >
              <Input type="date" value={values.day_to} onChange={(_, d) => set('day_to', d.value)} />
            </Field>
          </>
        )}
        <FieldSelect
          label={intl.formatMessage(m.hourFrom)}
          value={values.hour_from === '0' ? '' : values.hour_from}
          options={HOURS_FROM.slice(1)}
          onChange={(v) => set('hour_from', v || '0')}
          error={errors.hour_from}
          empty={clock(0)}
        />
        <FieldSelect
          label={intl.formatMessage(m.hourTo)}
          value={values.hour_to === '24' ? '' : values.hour_to}
          options={HOURS_TO.slice(0, -1)}
          onChange={(v) => set('hour_to', v || '24')}
          error={errors.hour_to}
          empty={clock(24)}
        />
      </div>
      <WeekdayChecks value={values.weekdays} onChange={(days) => set('weekdays', days)} error={errors.weekdays} />
    </fieldset>
  );
}
