import { Field, makeStyles, Select, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { formatDate, formatPeriod, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { DayHourTable, HOURS } from '../hourly/DayHourTable';
import { type HeatStyles, levelClass, useHeatStyles } from '../hourly/heat-styles';
import { ShadeLegend } from '../hourly/ShadeLegend';
import { ListStatus } from '../list/ListStatus';
import { type CoverageGrid, percentOf } from './coverage-grid';
import { coverageMessages as m } from './messages';
import { useCoverageHours } from './use-coverage';
import { useFigures } from './use-figures';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  picker: { alignSelf: 'start', minWidth: '160px' },
});

/** The shade of a coverage level: no consumption, uncovered, then the greens of each quarter. */
const shadeOf = (heat: HeatStyles, level: number | null): string =>
  level === null ? heat.level0 : level === 0 ? heat.uncovered : levelClass(heat, level);

type Props = { id: number; months: readonly string[]; month: string; onMonth: (month: string) => void };

// A month's consumption hours as the day × hour grid of the account heatmap, each hour shaded by
// the share of it that hourly certificates covered; the month's figure and the legend above it.
export function CoverageHeatmap({ id, months, month, onMonth }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const heat = useHeatStyles();
  const f = useFigures();
  const locale = intl.locale as Locale;
  const hours = useCoverageHours(id, month);
  const monthText = formatPeriod(month, { locale });
  const legend = [
    { shade: heat.level0, text: intl.formatMessage(m.legendNone) },
    { shade: heat.uncovered, text: intl.formatMessage(m.legendUncovered) },
    ...[25, 50, 75, 100].map((value, i) => ({
      shade: levelClass(heat, i + 1),
      text: intl.formatMessage(m.legendBand, { value }),
    })),
  ];
  return (
    <section className={styles.section} aria-labelledby="coverage-heatmap">
      <Subtitle2 as="h2" id="coverage-heatmap">
        {intl.formatMessage(m.heatmap)}
      </Subtitle2>
      <Field className={styles.picker} label={intl.formatMessage(m.heatmapMonth)}>
        <Select value={month} onChange={(_, d) => onMonth(d.value)}>
          {months.map((x) => (
            <option key={x} value={x}>
              {formatPeriod(x, { locale })}
            </option>
          ))}
        </Select>
      </Field>
      <ListStatus loading={hours.loading} error={hours.error} empty={false} search="" onRetry={hours.retry} />
      {hours.grid ? (
        <>
          <Text role="status">
            {intl.formatMessage(m.monthSummary, {
              month: monthText,
              matched: f.wh(hours.grid.matched),
              consumed: f.wh(hours.grid.consumed),
              share: f.number(percentOf(hours.grid.matched, hours.grid.consumed), 1),
            })}
          </Text>
          <ShadeLegend title={intl.formatMessage(m.legend)} items={legend} />
          <DayHourTable
            caption={intl.formatMessage(m.caption, { month: monthText })}
            totalHead={intl.formatMessage(m.dayTotal)}
            rows={rowsOf(
              hours.grid,
              heat,
              (date, h, cell) => {
                const at = { date: formatDate(date, { locale }), hour: `${HOURS[h]}:00` };
                if (cell.level === null) return intl.formatMessage(m.cellNone, at);
                const share = f.number(percentOf(cell.matched, cell.consumed), 1);
                return intl.formatMessage(m.cell, {
                  ...at,
                  matched: f.wh(cell.matched),
                  consumed: f.wh(cell.consumed),
                  share,
                });
              },
              (day) => (day.consumed > 0n ? f.percentText(percentOf(day.matched, day.consumed)) : '–'),
            )}
          />
        </>
      ) : null}
    </section>
  );
}

type Cell = CoverageGrid['days'][number]['cells'][number];
type Day = CoverageGrid['days'][number];

const rowsOf = (
  grid: CoverageGrid,
  heat: HeatStyles,
  cellText: (date: string, hour: number, cell: Cell) => string,
  total: (day: Day) => string,
) =>
  grid.days.map((day) => ({
    date: day.date,
    day: String(day.day).padStart(2, '0'),
    total: total(day),
    cells: day.cells.map((cell, h) => {
      const text = cellText(day.date, h, cell);
      return { shade: shadeOf(heat, cell.level), figure: text, title: text };
    }),
  }));
