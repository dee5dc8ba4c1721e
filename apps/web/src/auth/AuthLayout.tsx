import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../settings/LanguageSelect';

const useStyles = makeStyles({
  main: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    rowGap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  language: { width: 'min(420px, 100%)' },
});

// Public screens: one card in the middle; the language can be chosen before signing in.
export function Component() {
  const styles = useStyles();
  return (
    <main className={styles.main}>
      <Outlet />
      <LanguageSelect className={styles.language} />
    </main>
  );
}
