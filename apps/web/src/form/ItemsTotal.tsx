import { Text } from '@fluentui/react-components';
import { type FieldDef, formatDecimal, type Locale, sumDecimals } from '@rec/domain';
import { useIntl } from 'react-intl';
import { type PickedItem, typedVolumes } from './items-picker-model';
import { formMessages as m } from './messages';

// The exact total of the amounts typed so far (what the ledger will book).
export function ItemsTotal({ items, amount }: { items: readonly PickedItem[]; amount: FieldDef }) {
  const intl = useIntl();
  const total = formatDecimal(sumDecimals(typedVolumes(items, amount.name)), { locale: intl.locale as Locale });
  return (
    <Text as="p" role="status">
      {intl.formatMessage(m.itemsTotal, { total, count: items.length })}
    </Text>
  );
}
