import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { shellMessages as m } from './messages';

const useStyles = makeStyles({
  footer: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export function Footer() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      <Text size={200}>{intl.formatMessage(m.copyright, { year: new Date().getFullYear() })}</Text>
    </footer>
  );
}
