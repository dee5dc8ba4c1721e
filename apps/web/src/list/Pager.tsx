import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeft20Regular,
  ChevronDoubleRight20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
} from '@fluentui/react-icons';
import { APPROXIMATE_TOTAL_FORMAT, PAGE_RANGE_MESSAGES, pageRange } from '@rec/domain';
import { useIntl } from 'react-intl';
import { listMessages as m } from './messages';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalS,
  },
  buttons: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  // Arrows point the way of reading: mirrored in right-to-left languages.
  icon: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
});

type Props = {
  page: number;
  pages: number;
  amount: number;
  total: number;
  count: number;
  /** The total is the server's estimate (ADR 0030): "de cerca de", no jump to the last page. */
  estimated?: boolean;
  onPage: (page: number) => void;
};

// §2: first, previous, next, last and 'showing X of Y'.
export function Pager({ page, pages, amount, total, count, estimated, onPage }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const range = pageRange({ page, amount, count, total, estimated: estimated === true });
  const { from, to } = range;
  const button = (label: typeof m.first, target: number, Icon: typeof ChevronLeft20Regular, disabled: boolean) => (
    <Button
      appearance="subtle"
      icon={<Icon className={styles.icon} />}
      aria-label={intl.formatMessage(label)}
      title={intl.formatMessage(label)}
      disabled={disabled}
      onClick={() => onPage(target)}
    />
  );
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage(m.pagination)}>
      <Text role="status">
        {intl.formatMessage(range.approximate ? PAGE_RANGE_MESSAGES.showingAbout : m.showing, {
          from: intl.formatNumber(from),
          to: intl.formatNumber(to),
          total: intl.formatNumber(range.total, range.approximate ? APPROXIMATE_TOTAL_FORMAT : undefined),
        })}
      </Text>
      <div className={styles.buttons}>
        {button(m.first, 1, ChevronDoubleLeft20Regular, page <= 1)}
        {button(m.previous, page - 1, ChevronLeft20Regular, page <= 1)}
        <Text>
          {intl.formatMessage(range.approximate ? PAGE_RANGE_MESSAGES.pageAbout : m.page, {
            page: intl.formatNumber(page),
            pages: intl.formatNumber(pages),
          })}
        </Text>
        {button(m.next, page + 1, ChevronRight20Regular, page >= pages)}
        {button(m.last, pages, ChevronDoubleRight20Regular, page >= pages || !range.lastPage)}
      </div>
    </nav>
  );
}
