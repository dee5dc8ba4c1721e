import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Person20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { DeferredMenu, menuModule } from '../components/deferred-menu';
import { shellMessages as m } from './messages';
import type { ProfileActions } from './ProfileMenuPopover';

const useStyles = makeStyles({
  // The look of a 28 px brand avatar with a person glyph, without Fluent's Avatar machinery.
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
});

const POPOVER = menuModule<ProfileActions>(() => import('./ProfileMenuPopover').then((mod) => mod.ProfileMenuPopover));

type Props = ProfileActions & { displayName: string };

export function ProfileMenu({ displayName, ...actions }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const trigger = (
    <Button
      appearance="subtle"
      aria-label={intl.formatMessage(m.profileMenu)}
      title={displayName}
      icon={
        <span className={styles.badge} aria-hidden>
          <Person20Regular />
        </span>
      }
    />
  );
  return <DeferredMenu menu={POPOVER} props={actions} trigger={trigger} />;
}
