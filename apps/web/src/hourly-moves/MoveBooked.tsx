import { Button, MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { formatDecimal, type HourlyMoveKind, type HourlyMoveResult, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hourlyMoveMessages as m } from './messages';
import { useMoveStyles } from './styles';

type Props = { kind: HourlyMoveKind; result: HourlyMoveResult; listPath: string; onAgain: () => void };

// The booked move: its ledger number, what it moved and the Merkle root its hourly movement
// commits to (what a statement's proofs hang from).
export function MoveBooked({ kind, result, listPath, onAgain }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const values = {
    id: result.ledger_id,
    volume: formatDecimal(result.mwh, { locale: intl.locale as Locale }),
    bundles: result.bundles,
  };
  return (
    <div className={styles.page}>
      <MessageBar intent="success">
        <MessageBarBody>
          <MessageBarTitle>
            {intl.formatMessage(kind === 'transfer' ? m.bookedTransfer : m.bookedRetirement, values)}
          </MessageBarTitle>
        </MessageBarBody>
      </MessageBar>
      <Text className={styles.hash}>
        {intl.formatMessage(m.merkle, { seq: result.movement_seq, root: result.merkle_root })}
      </Text>
      <div className={styles.actions}>
        <Link to={listPath}>{intl.formatMessage(m.toList)}</Link>
        <Button onClick={onAgain}>{intl.formatMessage(m.another)}</Button>
      </div>
    </div>
  );
}
