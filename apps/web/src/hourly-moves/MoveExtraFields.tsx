import { Field, Input, Textarea } from '@fluentui/react-components';
import type { HourlyMoveKind } from '@rec/domain';
import { useIntl } from 'react-intl';
import { FieldSelect } from './FieldSelect';
import { hourlyMoveMessages as m } from './messages';
import type { MoveField, MoveValues } from './move-values';
import { useMoveStyles } from './styles';
import type { Option } from './use-move-options';

type Props = {
  kind: HourlyMoveKind;
  values: MoveValues;
  set: <K extends MoveField>(field: K, value: MoveValues[K]) => void;
  errors: Partial<Record<MoveField, string>>;
  retirementAccounts: readonly Option[];
  beneficiaries: readonly Option[];
};

// Where the certificates go: another participant's trade account by its code (a transfer), or
// the participant's retirement account for a beneficiary and a purpose (as the monthly
// retirement asks). Kept apart from the monthly transfer's destination lookup (issue 36).
export function MoveExtraFields({ kind, values, set, errors, retirementAccounts, beneficiaries }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const choose = intl.formatMessage(m.choose);
  const state = (field: MoveField) => (errors[field] ? 'error' : 'none');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{intl.formatMessage(m.whereTitle)}</legend>
      <div className={styles.row}>
        {kind === 'transfer' ? (
          <Field
            label={intl.formatMessage(m.destination)}
            required
            validationMessage={errors.destination_account_code}
            validationState={state('destination_account_code')}
          >
            <Input
              value={values.destination_account_code}
              onChange={(_, d) => set('destination_account_code', d.value)}
            />
          </Field>
        ) : (
          <>
            <FieldSelect
              label={intl.formatMessage(m.retirementAccount)}
              value={values.retirement_account_id}
              options={retirementAccounts}
              onChange={(v) => set('retirement_account_id', v)}
              error={errors.retirement_account_id}
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
          </>
        )}
      </div>
      {kind === 'retirement' ? (
        <Field
          label={intl.formatMessage(m.purpose)}
          required
          validationMessage={errors.purpose}
          validationState={state('purpose')}
        >
          <Textarea value={values.purpose} maxLength={500} onChange={(_, d) => set('purpose', d.value)} />
        </Field>
      ) : null}
      <Field label={intl.formatMessage(m.notes)} validationMessage={errors.notes} validationState={state('notes')}>
        <Textarea value={values.notes} maxLength={1000} onChange={(_, d) => set('notes', d.value)} />
      </Field>
    </fieldset>
  );
}
