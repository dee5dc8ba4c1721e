import { Text } from '@fluentui/react-components';
import { type HourlyMatchingPreview, type Locale, WIDGET_MESSAGES } from '@rec/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TableAlternative } from '../charts/TableAlternative';
import { NamespaceMessages } from '../i18n/NamespaceMessages';
import { matchedBars } from './matching-model';
import { hourlyMatchingMessages as m } from './messages';

const ColumnChart = lazy(() => import('../charts/ColumnChart').then((mod) => ({ default: mod.ColumnChart })));

// The matched MWh over time, as the dashboards chart a series (the same lazy chart), days of a
// month or months of a year, with the same figures as a table one click away. The chart's own
// texts are the dashboard's widget texts: their namespace loads with it.
function Chart({ preview }: { preview: HourlyMatchingPreview }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { byDay, bars } = matchedBars(preview, locale);
  const label = intl.formatMessage(byDay ? m.chartByDay : m.chartByMonth);
  return (
    <>
      <Suspense fallback={<Text role="status">{intl.formatMessage(WIDGET_MESSAGES.loading)}</Text>}>
        <ColumnChart bars={bars} label={label} unit={intl.formatMessage(WIDGET_MESSAGES.unitMwh)} />
      </Suspense>
      <TableAlternative
        label={label}
        headers={[intl.formatMessage(byDay ? m.dayColumn : m.monthColumn), intl.formatMessage(m.matched)]}
        rows={bars.map((b) => [b.label, b.text])}
      />
    </>
  );
}

export function MatchingChart({ preview }: { preview: HourlyMatchingPreview }) {
  return (
    <NamespaceMessages ns="dashboard">
      <Chart preview={preview} />
    </NamespaceMessages>
  );
}
