import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../auth/messages';

// A ring drawn by CSS rather than Fluent's Spinner: this shows before the first screen, where
// every kilobyte delays the page (the Spinner component stays in the signed-in screens).
const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    rowGap: tokens.spacingVerticalM,
  },
  ring: {
    width: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '1s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

export function SessionLoader() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <main className={styles.root} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <Text size={400}>{intl.formatMessage(m.restoring)}</Text>
    </main>
  );
}
