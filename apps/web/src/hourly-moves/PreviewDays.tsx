import { formatDate, formatDecimal, type Locale } from '@rec/domain';
import { mwhOf } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { hourlyMoveMessages as m } from './messages';
import { clock, type PreviewDay } from './preview-model';
import { useMoveStyles } from './styles';

// The preview per Brasília day: its hour runs, bundles and MWh (exact), as a table a screen
// reader walks like the heatmap's.
export function PreviewDays({ days }: { days: readonly PreviewDay[] }) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const locale = intl.locale as Locale;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{intl.formatMessage(m.daysCaption)}</caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              {intl.formatMessage(m.day)}
            </th>
            <th className={styles.cell} scope="col">
              {intl.formatMessage(m.hoursColumn)}
            </th>
            <th className={styles.number} scope="col">
              {intl.formatMessage(m.bundles)}
            </th>
            <th className={styles.number} scope="col">
              {intl.formatMessage(m.mwh)}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th className={styles.cell} scope="row">
                {formatDate(d.day, { locale })}
              </th>
              <td className={styles.cell}>
                {/* Clock ranges read left to right in every language (RTL would flip 00:00–01:00). */}
                <span dir="ltr">
                  {d.hours
                    .map(([from, to]) => intl.formatMessage(m.hoursLine, { from: clock(from), to: clock(to) }))
                    .join(', ')}
                </span>
              </td>
              <td className={styles.number}>{intl.formatNumber(d.bundles)}</td>
              <td className={styles.number}>{formatDecimal(mwhOf(d.wh), { locale })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
