import { Select } from '@fluentui/react-components';
import { formatPeriod, isoDayIn, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { listMessages as m } from './messages';

// How far back the month filter offers months: five years of monthly periods.
const MONTHS_BACK = 60;

// The months up to the current one (Brasília's calendar), newest first, as YYYY-MM.
export const recentMonths = (today: string, count = MONTHS_BACK): string[] => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
};

type Props = { value: string; onChange: (value: string) => void };

// A production month (YYYY-MM) as the list operation takes it. A select rather than the
// browser's month input, whose empty state reads "--------- ----" (issue 36 item 15): with no
// month chosen it says "Todos", and each month is written as the list writes periods.
export function MonthFilter({ value, onChange }: Props) {
  const intl = useIntl();
  const months = recentMonths(isoDayIn(new Date()));
  const shown = value && !months.includes(value) ? [value, ...months] : months;
  return (
    <Select value={value} onChange={(_, d) => onChange(d.value)}>
      <option value="">{intl.formatMessage(m.all)}</option>
      {shown.map((month) => (
        <option key={month} value={month}>
          {formatPeriod(month, { locale: intl.locale as Locale })}
        </option>
      ))}
    </Select>
  );
}
