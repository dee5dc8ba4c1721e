import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BundleRows } from './BundleRows';
import { hourlyVerifyMessages as m } from './hourly-messages';
import { type HourlyStatement, useBundleProofs } from './use-bundle-proofs';

const useStyles = makeStyles({
  hash: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  pager: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  tally: { fontWeight: tokens.fontWeightSemibold },
});

// A month is 744 bundles: shown a page at a time, each proof already recomputed for the tally.
const PAGE = 24;

// Every bundle's proof, recomputed in this browser against the root the hourly chain recorded.
export function BundleProofs({ hourly }: { hourly: HourlyStatement }) {
  const intl = useIntl();
  const styles = useStyles();
  const holds = useBundleProofs(hourly);
  const [page, setPage] = useState(0);
  const total = hourly.bundles.length;
  const first = page * PAGE;
  const shown = hourly.bundles.slice(first, first + PAGE);
  return (
    <>
      <Subtitle2 as="h3">{intl.formatMessage(m.proofTitle)}</Subtitle2>
      <Text>{intl.formatMessage(m.proofIntro, { seq: hourly.movement.seq })}</Text>
      <Text className={styles.hash}>
        {intl.formatMessage(m.root)}: <bdi>{hourly.movement.merkle_root}</bdi>
      </Text>
      <Text className={styles.hash}>
        {intl.formatMessage(m.movementHash)}: <bdi>{hourly.movement.hash}</bdi>
      </Text>
      <div role="status" data-testid="proof-tally">
        {holds ? (
          <Text className={styles.tally}>
            {intl.formatMessage(m.tally, { ok: holds.filter(Boolean).length, total })}
          </Text>
        ) : (
          <Spinner size="tiny" label={intl.formatMessage(m.checking)} />
        )}
      </div>
      <BundleRows bundles={shown} first={first} holds={holds} root={hourly.movement.merkle_root} />
      {total > PAGE && (
        <div className={styles.pager}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {intl.formatMessage(m.previous)}
          </Button>
          <Text>{intl.formatMessage(m.page, { first: first + 1, last: first + shown.length, total })}</Text>
          <Button disabled={first + PAGE >= total} onClick={() => setPage(page + 1)}>
            {intl.formatMessage(m.next)}
          </Button>
        </div>
      )}
    </>
  );
}
