import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { bundleLeafText, rootFromProof } from '@rec/domain/hourly';
import type { ProvenBundle } from '@rec/domain/verification';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { hourlyVerifyMessages as m } from './hourly-messages';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  steps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

// One bundle's proof laid open: the text its leaf hashes, each sibling and its side, and the root
// recomputed from them here, beside the one the hourly chain recorded.
export function ProofDetail({ bundle, root }: { bundle: ProvenBundle; root: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const [computed, setComputed] = useState('');
  useEffect(() => {
    let live = true;
    void rootFromProof(bundle, bundle.proof).then((r) => live && setComputed(r));
    return () => {
      live = false;
    };
  }, [bundle]);
  return (
    <div className={styles.box}>
      <Text className={styles.term}>{intl.formatMessage(m.leaf)}</Text>
      <Text className={styles.code}>
        <bdi>{bundleLeafText(bundle)}</bdi>
      </Text>
      <Text className={styles.term}>{intl.formatMessage(m.steps)}</Text>
      <ol className={styles.steps}>
        {bundle.proof.map((step) => (
          <li key={step.hash} className={styles.code}>
            {intl.formatMessage(step.side === 'left' ? m.stepLeft : m.stepRight)}: <bdi>{step.hash}</bdi>
          </li>
        ))}
      </ol>
      <Text className={styles.term}>{intl.formatMessage(m.computed)}</Text>
      <Text className={styles.code}>
        <bdi>{computed}</bdi>
      </Text>
      <Text className={styles.term}>{intl.formatMessage(m.root)}</Text>
      <Text className={styles.code}>
        <bdi>{root}</bdi>
      </Text>
    </div>
  );
}
