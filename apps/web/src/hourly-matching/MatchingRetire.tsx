import { Button, Field, Textarea } from '@fluentui/react-components';
import type { MatchingRetirementForm } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { FieldSelect } from '../hourly-moves/FieldSelect';
import { hourlyMoveMessages as mm } from '../hourly-moves/messages';
import { useMoveStyles } from '../hourly-moves/styles';
import type { Option } from '../hourly-moves/use-move-options';
import { hourlyMatchingMessages as m } from './messages';
import type { MatchingErrors, SetMatching } from './types';

type Props = {
  values: MatchingRetirementForm;
  set: SetMatching;
  errors: MatchingErrors;
  retirementAccounts: readonly Option[];
  busy: boolean;
  onConfirm: () => void;
};

// Where the matched certificates are retired and why (as every retirement asks), then the
// review: shown only once a dry run matched something.
export function MatchingRetire({ values, set, errors, retirementAccounts, busy, onConfirm }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const state = (field: 'purpose' | 'notes') => (errors[field] ? 'error' : 'none');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{intl.formatMessage(m.retireTitle)}</legend>
      <div className={styles.row}>
        <FieldSelect
          label={intl.formatMessage(mm.retirementAccount)}
          value={values.retirement_account_id}
          options={retirementAccounts}
          onChange={(v) => set('retirement_account_id', v)}
          error={errors.retirement_account_id}
          empty={intl.formatMessage(mm.choose)}
          required
        />
      </div>
      <Field
        label={intl.formatMessage(mm.purpose)}
        required
        validationMessage={errors.purpose}
        validationState={state('purpose')}
      >
        <Textarea value={values.purpose} maxLength={500} onChange={(_, d) => set('purpose', d.value)} />
      </Field>
      <Field label={intl.formatMessage(mm.notes)} validationMessage={errors.notes} validationState={state('notes')}>
        <Textarea value={values.notes} maxLength={1000} onChange={(_, d) => set('notes', d.value)} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={busy} onClick={onConfirm}>
          {intl.formatMessage(m.confirm)}
        </Button>
      </div>
    </fieldset>
  );
}
