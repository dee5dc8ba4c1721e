import { Body1 } from '@fluentui/react-components';
import { MATCHING_PREFERENCES, type MatchingRuleField, type MatchingRuleForm } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { FieldSelect } from '../hourly-moves/FieldSelect';
import { useMoveStyles } from '../hourly-moves/styles';
import type { Option } from '../hourly-moves/use-move-options';
import { automationHoursMessages as m } from './messages';

type Props = {
  values: MatchingRuleForm;
  set: (field: MatchingRuleField, value: string) => void;
  errors: Partial<Record<MatchingRuleField, string>>;
  sources: readonly Option[];
};

const ORDER = ['first', 'second', 'third'] as const;

// The hourly matching mode's inputs (ADR 0111): up to three preferences in the user's order and,
// when "source" is one, the preferred source. The rule's plants are the preferred plants.
export function MatchingFields({ values, set, errors, sources }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const options = MATCHING_PREFERENCES.map((p) => ({ value: p, label: intl.formatMessage(m[p]) }));
  const none = intl.formatMessage(m.none);
  return (
    <>
      <Body1>{intl.formatMessage(m.matchingIntro)}</Body1>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{intl.formatMessage(m.preferenceTitle)}</legend>
        <div className={styles.row}>
          {ORDER.map((field) => (
            <FieldSelect
              key={field}
              label={intl.formatMessage(m[field])}
              value={values[field]}
              options={options}
              onChange={(v) => set(field, v)}
              error={errors[field]}
              empty={none}
              required={field === 'first'}
            />
          ))}
        </div>
        {ORDER.some((field) => values[field] === 'source') ? (
          <div className={styles.row}>
            <FieldSelect
              label={intl.formatMessage(m.source)}
              value={values.source_id}
              options={sources}
              onChange={(v) => set('source_id', v)}
              error={errors.source_id}
              empty={intl.formatMessage(m.pickSource)}
              required
            />
          </div>
        ) : null}
      </fieldset>
    </>
  );
}
