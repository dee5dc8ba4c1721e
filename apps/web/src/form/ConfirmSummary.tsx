import type { ConfirmCreate, FieldDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import type { FormValues } from './form-state';
import { SummaryDialog } from './SummaryDialog';
import { SummaryValue } from './SummaryValue';

type Props = {
  confirm: ConfirmCreate;
  fields: readonly FieldDef[];
  values: FormValues;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

// What the form is about to do, as the user typed and chose it: every filled field, in the form's order.
export function ConfirmSummary({ fields, values, ...dialog }: Props) {
  const intl = useIntl();
  const lines = fields
    .filter((f) => values[f.name] !== undefined && values[f.name] !== '')
    .map((field) => ({
      key: field.name,
      term: intl.formatMessage(field.label),
      value: <SummaryValue field={field} value={values[field.name]} />,
    }));
  return <SummaryDialog lines={lines} {...dialog} />;
}
