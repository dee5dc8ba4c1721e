import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../auth/messages';
import { copyIsLive } from '../auth/prerender/markers';

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
  // Behind the prerendered sign-in copy the app's #root is hidden: a loader there would be work
  // (its styles resolved, its ring rendered) on the CPU the visitor's typing needs (ADR 0054).
  if (copyIsLive()) return null;
  return <Loader />;
}

function Loader() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <main className={styles.root} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <Text size={400}>{intl.formatMessage(m.restoring)}</Text>
    </main>
  );
}
