import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeft20Regular,
  ChevronDoubleRight20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
} from '@fluentui/react-icons';
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
  onPage: (page: number) => void;
};

// §2: first, previous, next, last and 'showing X of Y'.
export function Pager({ page, pages, amount, total, count, onPage }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const from = total === 0 ? 0 : (page - 1) * amount + 1;
  const to = total === 0 ? 0 : from + count - 1;
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
        {intl.formatMessage(m.showing, {
          from: intl.formatNumber(from),
          to: intl.formatNumber(to),
          total: intl.formatNumber(total),
        })}
      </Text>
      <div className={styles.buttons}>
        {button(m.first, 1, ChevronDoubleLeft20Regular, page <= 1)}
        {button(m.previous, page - 1, ChevronLeft20Regular, page <= 1)}
        <Text>{intl.formatMessage(m.page, { page: intl.formatNumber(page), pages: intl.formatNumber(pages) })}</Text>
        {button(m.next, page + 1, ChevronRight20Regular, page >= pages)}
        {button(m.last, pages, ChevronDoubleRight20Regular, page >= pages)}
      </div>
    </nav>
  );
}
