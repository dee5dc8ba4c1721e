import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
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
export function AuthLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.main}>
      {children}
      <LanguageSelect className={styles.language} />
    </main>
  );
}
