import { Avatar, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Person24Regular, Settings24Regular, SignOut24Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { shellMessages as m } from './messages';

type Props = { displayName: string; onProfile: () => void; onSettings: () => void; onLogout: () => void };

// §2: profile, settings, logout.
export function ProfileMenu({ displayName, onProfile, onSettings, onLogout }: Props) {
  const intl = useIntl();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={intl.formatMessage(m.profileMenu)}
          title={displayName}
          // An icon avatar: initials would be visible text missing from the button's name.
          icon={<Avatar icon={<Person24Regular />} size={28} color="brand" aria-hidden />}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<Person24Regular />} onClick={onProfile}>
            {intl.formatMessage(m.profile)}
          </MenuItem>
          <MenuItem icon={<Settings24Regular />} onClick={onSettings}>
            {intl.formatMessage(m.settings)}
          </MenuItem>
          <MenuItem icon={<SignOut24Regular />} onClick={onLogout}>
            {intl.formatMessage(m.logout)}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
