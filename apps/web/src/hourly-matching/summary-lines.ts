import { formatPeriod, type HourlyMatchingPreview, type Locale } from '@rec/domain';
import { preferenceOf } from '@rec/domain/hourly';
import type { IntlShape } from 'react-intl';
import type { SummaryLine } from '../form/SummaryDialog';
import { hourlyMoveMessages as mm } from '../hourly-moves/messages';
import type { Option } from '../hourly-moves/use-move-options';
import { mwhText, percentText } from './matching-model';
import { hourlyMatchingMessages as m } from './messages';
import type { MatchingValues } from './types';

type Options = {
  accounts: readonly Option[];
  beneficiaries: readonly Option[];
  plants: readonly Option[];
  sources: readonly Option[];
  retirementAccounts: readonly Option[];
};

const labelOf = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;

// The review's lines: whose consumption, which hours, in what order, and what the dry run will
// retire where; nothing is sent until the user confirms what these say.
export function summaryLines(
  intl: IntlShape,
  v: MatchingValues,
  preview: HourlyMatchingPreview,
  o: Options,
): SummaryLine[] {
  const locale = intl.locale as Locale;
  const t = intl.formatMessage;
  const named = (p: 'plant' | 'source' | 'oldest') => {
    const ids = p === 'plant' ? v.plant_ids : p === 'source' ? v.source_ids : [];
    const names = ids.map((id) => labelOf(p === 'plant' ? o.plants : o.sources, id));
    return names.length ? `${t(m[`criterion.${p}`])} (${names.join(', ')})` : t(m[`criterion.${p}`]);
  };
  const lines: (SummaryLine | null)[] = [
    { key: 'account', term: t(m.account), value: labelOf(o.accounts, v.account_id) },
    { key: 'beneficiary', term: t(m.beneficiary), value: labelOf(o.beneficiaries, v.beneficiary_id) },
    {
      key: 'period',
      term: t(m.summaryPeriod),
      value: v.period === 'month' ? formatPeriod(v.month, { locale }) : v.year,
    },
    { key: 'order', term: t(m.summaryOrder), value: preferenceOf(v).map(named).join(' → ') },
    {
      key: 'retires',
      term: t(m.summaryRetires),
      value: t(m.retiresValue, {
        volume: mwhText(preview.totals.matched, locale),
        bundles: preview.plants.reduce((n, p) => n + p.bundles, 0),
        share: percentText(preview.totals.matched_share, locale),
      }),
    },
    {
      key: 'retirement',
      term: t(mm.retirementAccount),
      value: labelOf(o.retirementAccounts, v.retirement_account_id),
    },
    { key: 'purpose', term: t(mm.purpose), value: v.purpose.trim() },
    v.notes.trim() ? { key: 'notes', term: t(mm.notes), value: v.notes.trim() } : null,
  ];
  return lines.filter((line): line is SummaryLine => line !== null);
}
