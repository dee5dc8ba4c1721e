import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { formatDecimal, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { importMessages as m } from './messages';
import type { CceeExtra, DiffItem } from './types';

const CHANGE = { new: m.changeNew, changed: m.changeChanged, unchanged: m.changeUnchanged, absent: m.changeAbsent };

// The dry run of the month: which plants this file adds or changes against the recorded version.
export function CceeDiff({ diff }: { diff: CceeExtra['diff'] }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const mwh = (v: string | null) => (v === null ? '—' : formatDecimal(v, { locale }));
  // Unchanged plants are counted, not listed: a republished month changes few of thousands.
  const listed = diff.items.filter((i: DiffItem) => i.change !== 'unchanged').slice(0, 200);
  return (
    <>
      <Text block>
        {diff.base_import_id === null
          ? intl.formatMessage(m.diffFirst)
          : intl.formatMessage(m.diffCounts, {
              new: diff.new,
              changed: diff.changed,
              unchanged: diff.unchanged,
              absent: diff.absent,
            })}
      </Text>
      {diff.base_import_id !== null && listed.length > 0 ? (
        <Table aria-label={intl.formatMessage(m.diffTitle)} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(m.code)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.name)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.change)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.previous)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.total)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {listed.map((item) => (
              <TableRow key={item.business_id}>
                <TableCell>{item.codeCEG}</TableCell>
                <TableCell>{item.business_name ?? ''}</TableCell>
                <TableCell>{intl.formatMessage(CHANGE[item.change])}</TableCell>
                <TableCell>{mwh(item.previous_total)}</TableCell>
                <TableCell>{mwh(item.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}
