import { makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Logo } from '../components/Logo';
import { authMessages as m } from './messages';

const useStyles = makeStyles({
  // A plain surface rather than Fluent's Card: the public screens are the first paint, and Card
  // brings focus-group machinery they do not use.
  card: {
    width: 'min(420px, 100%)',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  brand: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
  logo: { width: '40px', height: '40px', flexShrink: 0 },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

// The product's name and logo at the top of every public screen.
export function Brand() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.brand}>
      <Logo className={styles.logo} />
      <div>
        <Text as="p" block weight="semibold" size={500}>
          {intl.formatMessage(m.appName)}
        </Text>
        <Text as="p" block size={200}>
          {intl.formatMessage(m.tagline)}
        </Text>
      </div>
    </div>
  );
}

// The frame every public screen shares: brand, the screen's title, its form.
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.card}>
      <Brand />
      <Subtitle1 as="h1">{title}</Subtitle1>
      <div className={styles.form}>{children}</div>
    </section>
  );
}

export const useAuthFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' },
});
