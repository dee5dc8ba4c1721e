import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { formatPeriod, type Locale } from '@rec/domain';
import type { MatchingForm } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { lastClosedMonth, recentMonths } from '../hourly/use-heatmap';
import { FieldSelect } from '../hourly-moves/FieldSelect';
import { hourlyMoveMessages as mm } from '../hourly-moves/messages';
import { useMoveStyles } from '../hourly-moves/styles';
import type { Option } from '../hourly-moves/use-move-options';
import { hourlyMatchingMessages as m } from './messages';
import type { MatchingErrors, SetMatching } from './types';

type Props = {
  values: MatchingForm;
  set: SetMatching;
  errors: MatchingErrors;
  accounts: readonly Option[];
  beneficiaries: readonly Option[];
};

// Whose consumption and which hours: the trade account whose certificates are matched, the
// beneficiary, and a Brasília month or a whole year (the last closed month and the 35 before it,
// the years they fall in).
export function MatchingFields({ values, set, errors, accounts, beneficiaries }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const locale = intl.locale as Locale;
  const months = recentMonths(lastClosedMonth());
  const monthOptions = months.map((value) => ({ value, label: formatPeriod(value, { locale }) }));
  const years = [...new Set(months.map((month) => month.slice(0, 4)))].map((value) => ({ value, label: value }));
  const choose = intl.formatMessage(mm.choose);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{intl.formatMessage(m.whoTitle)}</legend>
      <div className={styles.row}>
        <FieldSelect
          label={intl.formatMessage(m.account)}
          value={values.account_id}
          options={accounts}
          onChange={(v) => set('account_id', v)}
          error={errors.account_id}
          empty={choose}
          required
        />
        <FieldSelect
          label={intl.formatMessage(m.beneficiary)}
          value={values.beneficiary_id}
          options={beneficiaries}
          onChange={(v) => set('beneficiary_id', v)}
          error={errors.beneficiary_id}
          empty={choose}
          required
        />
      </div>
      <div className={styles.row}>
        <Field label={intl.formatMessage(m.period)}>
          <RadioGroup
            layout="horizontal"
            value={values.period}
            onChange={(_, d) => set('period', d.value === 'year' ? 'year' : 'month')}
          >
            <Radio value="month" label={intl.formatMessage(m.byMonth)} />
            <Radio value="year" label={intl.formatMessage(m.byYear)} />
          </RadioGroup>
        </Field>
        {values.period === 'month' ? (
          <FieldSelect
            label={intl.formatMessage(m.month)}
            value={values.month}
            options={monthOptions}
            onChange={(v) => set('month', v)}
            error={errors.month}
            empty={choose}
            required
          />
        ) : (
          <FieldSelect
            label={intl.formatMessage(m.year)}
            value={values.year}
            options={years}
            onChange={(v) => set('year', v)}
            error={errors.year}
            empty={choose}
            required
          />
        )}
      </div>
    </fieldset>
  );
}
