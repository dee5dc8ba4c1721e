import { Checkbox, Field, Input } from '@fluentui/react-components';
import { SUBMARKETS } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { FieldSelect } from './FieldSelect';
import { hourlyMoveMessages as m } from './messages';
import type { MoveField, MoveValues } from './move-values';
import { useMoveStyles } from './styles';
import type { Option } from './use-move-options';

type Props = {
  values: MoveValues;
  set: <K extends MoveField>(field: K, value: MoveValues[K]) => void;
  errors: Partial<Record<MoveField, string>>;
  plants: readonly Option[];
  sources: readonly Option[];
};

const SUBMARKET_OPTIONS = SUBMARKETS.map((s) => ({ value: s, label: s }));

// Which certificates of those hours, and how much: a plant, source or submarket, then a volume
// in MWh (taken from the earliest hours, ADR 0092) or every certificate of the selection.
export function WhatFields({ values, set, errors, plants, sources }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const any = intl.formatMessage(m.any);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{intl.formatMessage(m.whatTitle)}</legend>
      <div className={styles.row}>
        <FieldSelect
          label={intl.formatMessage(m.plant)}
          value={values.business_id}
          options={plants}
          onChange={(v) => set('business_id', v)}
          error={errors.business_id}
          empty={any}
        />
        <FieldSelect
          label={intl.formatMessage(m.source)}
          value={values.source_id}
          options={sources}
          onChange={(v) => set('source_id', v)}
          error={errors.source_id}
          empty={any}
        />
        <FieldSelect
          label={intl.formatMessage(m.submarket)}
          value={values.submarket}
          options={SUBMARKET_OPTIONS}
          onChange={(v) => set('submarket', v)}
          error={errors.submarket}
          empty={any}
        />
      </div>
      <div className={styles.row}>
        <Checkbox
          label={intl.formatMessage(m.allHours)}
          checked={values.all_hours}
          onChange={(_, d) => set('all_hours', d.checked === true)}
        />
        <Field
          label={intl.formatMessage(m.volume)}
          required={!values.all_hours}
          validationMessage={errors.volume}
          validationState={errors.volume ? 'error' : 'none'}
        >
          <Input
            inputMode="decimal"
            disabled={values.all_hours}
            value={values.all_hours ? '' : values.volume}
            onChange={(_, d) => set('volume', d.value)}
          />
        </Field>
      </div>
    </fieldset>
  );
}
