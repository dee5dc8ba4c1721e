import { formatDate, formatDecimal, formatPeriod, type HourlyMovePreview, type Locale } from '@rec/domain';
import type { IntlShape } from 'react-intl';
import { hourlyMoveMessages as m } from './messages';
import type { MoveValues } from './move-values';
import { clock, distinctHours } from './preview-model';
import type { Option } from './use-move-options';

// The confirmation's lines, as the user chose them and as the preview will move them: nothing is
// sent until the user confirms what these say.

export type SummaryRow = { term: string; value: string };
export type SummaryOptions = {
  accounts: readonly Option[];
  plants: readonly Option[];
  sources: readonly Option[];
  retirementAccounts: readonly Option[];
  beneficiaries: readonly Option[];
};

const labelOf = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;

export function summaryRows(
  intl: IntlShape,
  v: MoveValues,
  preview: HourlyMovePreview,
  o: SummaryOptions,
): SummaryRow[] {
  const locale = intl.locale as Locale;
  const t = intl.formatMessage;
  const days =
    v.period === 'month'
      ? formatPeriod(v.month, { locale })
      : `${formatDate(v.day_from, { locale })} – ${formatDate(v.day_to, { locale })}`;
  const weekdays =
    v.weekdays.length === 7
      ? t(m.everyDay)
      : v.weekdays
          .map((d) => intl.formatDate(Date.UTC(2026, 0, 4 + d, 12), { weekday: 'short', timeZone: 'UTC' }))
          .join(', ');
  const hours = t(m.hoursLine, { from: clock(Number(v.hour_from)), to: clock(Number(v.hour_to)) });
  const rows: (SummaryRow | null)[] = [
    { term: t(m.account), value: labelOf(o.accounts, v.account_id) },
    { term: t(m.selectionLine), value: `${days} · ${weekdays} · ${hours}` },
    v.business_id ? { term: t(m.plant), value: labelOf(o.plants, v.business_id) } : null,
    v.source_id ? { term: t(m.source), value: labelOf(o.sources, v.source_id) } : null,
    v.submarket ? { term: t(m.submarket), value: v.submarket } : null,
    {
      term: t(m.volume),
      value: v.all_hours ? t(m.allHours) : formatDecimal(preview.mwh, { locale }),
    },
    v.destination_account_code.trim() ? { term: t(m.destination), value: v.destination_account_code.trim() } : null,
    v.retirement_account_id
      ? { term: t(m.retirementAccount), value: labelOf(o.retirementAccounts, v.retirement_account_id) }
      : null,
    v.beneficiary_id ? { term: t(m.beneficiary), value: labelOf(o.beneficiaries, v.beneficiary_id) } : null,
    v.purpose.trim() ? { term: t(m.purpose), value: v.purpose.trim() } : null,
    v.notes.trim() ? { term: t(m.notes), value: v.notes.trim() } : null,
    {
      term: t(m.movesLine),
      value: t(m.figures, {
        bundles: preview.bundles,
        volume: formatDecimal(preview.mwh, { locale }),
        hours: distinctHours(preview.hours),
      }),
    },
  ];
  return rows.filter((r): r is SummaryRow => r !== null);
}
