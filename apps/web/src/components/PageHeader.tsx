import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { authMessages } from '../auth/messages';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalS,
    columnGap: tokens.spacingHorizontalM,
  },
});

// The screen's one <h1>, also written to the tab's title.
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const styles = useStyles();
  const intl = useIntl();
  const app = intl.formatMessage(authMessages.appName);
  useEffect(() => {
    document.title = `${title} — ${app}`;
  }, [title, app]);
  return (
    <div className={styles.header}>
      <Title2 as="h1">{title}</Title2>
      {actions}
    </div>
  );
}
