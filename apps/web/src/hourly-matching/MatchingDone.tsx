import {
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { formatDecimal, type HourlyMatchingResult, type Locale, resourceApi } from '@rec/domain';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { AppLink } from '../components/AppLink';
import { useMoveStyles } from '../hourly-moves/styles';
import { hourlyMatchingMessages as m } from './messages';

// The links and the button on one line, centred on it.
const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

type Props = { result: HourlyMatchingResult; listPath: string | undefined; onAgain: () => void };

// The confirmed matching: its retirement's number and matched MWh, and its statement — the public
// verify page of the redemption's code, which shows the hours retired and their proofs (ADR 0099).
export function MatchingDone({ result, listPath, onAgain }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const own = useStyles();
  const api = useApi();
  const redemption = useSWR(['redemptions', 'matching-statement', result.redemption_id], () =>
    resourceApi(api, 'redemptions').get(result.redemption_id),
  );
  const code = redemption.data?.verification_code;
  const volume = formatDecimal(result.totals.matched, { locale: intl.locale as Locale });
  return (
    <div className={styles.page}>
      <MessageBar intent="success">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(m.done, { id: result.redemption_id, volume })}</MessageBarTitle>
        </MessageBarBody>
      </MessageBar>
      <div className={own.actions}>
        {typeof code === 'string' && code ? (
          // The verify page is public (its own tree): a full page load opens it, signed in or not.
          <Link href={`/verify/${code.replaceAll('-', '')}`}>{intl.formatMessage(m.statement)}</Link>
        ) : redemption.isLoading ? (
          <Spinner size="tiny" />
        ) : null}
        {listPath ? <AppLink to={listPath}>{intl.formatMessage(m.toList)}</AppLink> : null}
        <Button onClick={onAgain}>{intl.formatMessage(m.again)}</Button>
      </div>
    </div>
  );
}
