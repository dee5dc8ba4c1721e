import { Body1, Card, CardHeader, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { ANONYMOUS_NAME, routesAt } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { AppLink } from '../components/AppLink';
import { PageHeader } from '../components/PageHeader';
import { useSession } from '../session/SessionProvider';
import { iconOf } from '../shell/icons';
import { readyMenu } from '../shell/menu';
import { dashboardMessages as m } from './messages';

const useStyles = makeStyles({
  links: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    padding: 0,
    margin: 0,
    listStyleType: 'none',
  },
  link: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
});

// A welcome card and the user's shortcuts. The dashboard's figures come with their own issue:
// none is shown until the API serves them.
export function Component() {
  const intl = useIntl();
  const styles = useStyles();
  const { pathname } = useLocation();
  const { snapshot } = useSession();
  const name = snapshot?.displayName || intl.formatMessage(ANONYMOUS_NAME);
  const title = routesAt(pathname)[0]?.label;
  const shortcuts = readyMenu(snapshot?.userType).flatMap((group) =>
    group.items.filter((item) => item.path !== pathname).map((item) => ({ ...item, icon: group.icon })),
  );
  return (
    <>
      <PageHeader title={title ? intl.formatMessage(title) : ''} />
      <Card>
        <CardHeader header={<Subtitle2 as="h2">{intl.formatMessage(m.welcome, { name })}</Subtitle2>} />
        <Body1>{intl.formatMessage(m.intro)}</Body1>
        <Text size={200}>{intl.formatMessage(m.widgetsLater)}</Text>
      </Card>
      {shortcuts.length > 0 ? (
        <Card>
          <CardHeader header={<Subtitle2 as="h2">{intl.formatMessage(m.shortcuts)}</Subtitle2>} />
          <ul className={styles.links}>
            {shortcuts.map((item) => {
              const Icon = iconOf(item.icon);
              return (
                <li key={item.key} className={styles.link}>
                  <Icon aria-hidden />
                  <AppLink to={item.path}>{intl.formatMessage(item.label)}</AppLink>
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
