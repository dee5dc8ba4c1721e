import type { FieldDef, ResourceName } from '@rec/domain';
import { useIntl } from 'react-intl';
import { listMessages as l } from '../list/messages';
import { ItemsTotal } from './ItemsTotal';
import { type PickedItem, pickerFields } from './items-picker-model';
import { useLookupOptions } from './use-lookup';

// A chosen option by the name the user saw in the select.
function ChosenOption({ field, source, value }: { field: FieldDef; source: ResourceName; value: unknown }) {
  const { options } = useLookupOptions(source, field.lookup);
  return <>{options.find((o) => o.value === String(value))?.label ?? String(value)}</>;
}

// One typed or chosen value of a form, as the confirmation summary shows it.
export function SummaryValue({ field, value }: { field: FieldDef; value: unknown }) {
  const intl = useIntl();
  if (field.input === 'items' && Array.isArray(value)) {
    const { amount } = pickerFields(field);
    const items = value as PickedItem[];
    return (
      <>
        <ul>
          {items.map((item) => (
            <li key={item.key ?? item.label}>
              {item.label}: {amount ? item[amount.name] : ''}
            </li>
          ))}
        </ul>
        {amount ? <ItemsTotal items={items} amount={amount} /> : null}
      </>
    );
  }
  const source = field.reference ?? field.lookup?.resource;
  if (field.input === 'select' && source) return <ChosenOption field={field} source={source} value={value} />;
  if (field.input === 'select' && field.options) {
    const option = field.options.find((o) => o.value === value);
    return <>{option ? intl.formatMessage(option.label) : String(value)}</>;
  }
  if (typeof value === 'boolean') return <>{intl.formatMessage(value ? l.yes : l.no)}</>;
  return <>{String(value ?? '')}</>;
}
