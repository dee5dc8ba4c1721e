import {
  FieldContextProvider,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { listColumns, resource } from '@rec/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { cellText } from '../list/cells';
import type { FieldKindProps } from './field-kind';
import { useErrorRows, useFormContext, useWatch } from './form-state';
import { ItemsTotal } from './ItemsTotal';
import { type PickedItem, pickerFields, scopedRows } from './items-picker-model';
import { formMessages as m } from './messages';
import { useLookupOptions } from './use-lookup';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  // Columns as wide as their content (Fluent's fixed layout shares the width out evenly and
  // clipped the amount inputs); past the page's width the table scrolls.
  table: { tableLayout: 'auto' },
  amount: { minWidth: '120px' },
});

const EMPTY: readonly PickedItem[] = [];

// An `items` field whose rows reference records (a transfer's certificates): the records the
// sibling fields allow, each with the amount to take from it. Reusable for any items field with a
// referenced item and an amount.
export function ItemsPicker({ field, control }: FieldKindProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { ref, amount } = pickerFields(field);
  const reference = ref?.reference ?? 'certificates';
  const scope = field.scope ?? {};
  const form = useFormContext();
  const siblings = useWatch(form, Object.values(scope));
  const wrongRows = useErrorRows(form, field.name);
  const siblingValues = Object.fromEntries(Object.values(scope).map((name, i) => [name, siblings[i]]));
  const { rows, error } = useLookupOptions(reference, { resource: reference, value: 'id', label: [] });
  const shown = scopedRows(rows, scope, siblingValues);
  const picked: readonly PickedItem[] = Array.isArray(control.value) ? control.value : EMPTY;
  const shownKeys = (shown ?? []).map((row) => String(row.id)).join(',');

  // Another account chosen: what was picked from the previous one no longer applies.
  useEffect(() => {
    const keep = new Set(shownKeys.split(','));
    const current: readonly PickedItem[] = Array.isArray(control.value) ? control.value : [];
    if (current.some((item) => !keep.has(item.key ?? '')))
      control.onChange(current.filter((i) => keep.has(i.key ?? '')));
  }, [shownKeys, control]);

  if (!ref || !amount) return null;
  if (error) return <Text>{intl.formatMessage(m.optionsFailed)}</Text>;
  if (shown === null) return <Text>{intl.formatMessage(m.chooseFirst)}</Text>;
  if (shown.length === 0) return <Text>{intl.formatMessage(m.nothingToPick)}</Text>;
  const wanted = field.columns ?? resource(reference).listed;
  const columns = listColumns(reference).filter((c) => wanted?.includes(c.name) ?? true);
  const nameOf = (row: Record<string, unknown>) =>
    `${intl.formatMessage(ref.label)} ${String(row[ref.name] ?? row.id)}`;
  const typed = (row: Record<string, unknown>) =>
    picked.find((item) => item.key === String(row.id))?.[amount.name] ?? '';
  // The field's message sits under the table; the rows its issues are about are marked.
  const wrong = (row: Record<string, unknown>) => wrongRows.has(picked.findIndex((i) => i.key === String(row.id)));
  const setAmount = (row: Record<string, unknown>, text: string) => {
    const key = String(row.id);
    const rest = picked.filter((item) => item.key !== key);
    const item: PickedItem = {
      key,
      [ref.name]: String(row[ref.name] ?? row.id),
      [amount.name]: text,
      label: nameOf(row),
    };
    control.onChange(text.trim() === '' ? rest : [...rest, item]);
  };
  return (
    <div className={styles.scroll}>
      {/* Out of the field's context: its error state would mark every row's input. */}
      <FieldContextProvider value={undefined}>
        <Table className={styles.table} size="small" aria-label={intl.formatMessage(field.label)}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell key={c.name}>{intl.formatMessage(c.label)}</TableHeaderCell>
              ))}
              <TableHeaderCell>{intl.formatMessage(amount.label)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={String(row.id)}>
                {columns.map((c) => (
                  <TableCell key={c.name}>{cellText(intl, c, row[c.name])}</TableCell>
                ))}
                <TableCell>
                  <Input
                    className={styles.amount}
                    inputMode="decimal"
                    aria-label={intl.formatMessage(m.itemAmount, {
                      amount: intl.formatMessage(amount.label),
                      item: nameOf(row),
                    })}
                    value={typed(row)}
                    aria-invalid={wrong(row) || undefined}
                    onChange={(_, d) => setAmount(row, d.value)}
                    onBlur={control.onBlur}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </FieldContextProvider>
      <ItemsTotal items={picked} amount={amount} />
    </div>
  );
}
