import {
  Button,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { translate } from '../i18n/translate';
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

// Every bundle's proof, read from the server a page at a time and recomputed in this browser
// against the root the hourly chain recorded (ADR 0099, 0112): a bar while pages arrive, then the
// tally over all of them.
export function BundleProofs({ code, hourly }: { code: string; hourly: HourlyStatement }) {
  const intl = useIntl();
  const styles = useStyles();
  const proofs = useBundleProofs(code, hourly);
  const [page, setPage] = useState(0);
  const { bundles, holds, total } = proofs;
  const first = page * PAGE;
  const shown = bundles.slice(first, first + PAGE);
  const checking = intl.formatMessage(m.checkingPages, { checked: holds.length, total });
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
        {proofs.done ? (
          <Text className={styles.tally}>
            {intl.formatMessage(m.tally, { ok: holds.filter(Boolean).length, total })}
          </Text>
        ) : (
          <Field label={checking} validationState="none">
            <ProgressBar value={total ? holds.length / total : 0} thickness="large" aria-label={checking} />
          </Field>
        )}
      </div>
      {proofs.failed ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {intl.formatMessage(m.pagesFailed, { checked: holds.length, total })} {translate(intl, proofs.failed)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={proofs.retry}>{intl.formatMessage(m.retry)}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <BundleRows bundles={shown} first={first} holds={holds} root={hourly.movement.merkle_root} />
      {total > PAGE && (
        <div className={styles.pager}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {intl.formatMessage(m.previous)}
          </Button>
          <Text>{intl.formatMessage(m.page, { first: first + 1, last: first + shown.length, total })}</Text>
          <Button disabled={first + PAGE >= bundles.length} onClick={() => setPage(page + 1)}>
            {intl.formatMessage(m.next)}
          </Button>
        </div>
      )}
    </>
  );
}
