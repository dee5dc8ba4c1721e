import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Person24Regular, Settings24Regular, SignOut24Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { DeferredMenuProps } from '../components/deferred-menu';
import { shellMessages as m } from './messages';

export type ProfileActions = { onProfile: () => void; onSettings: () => void; onLogout: () => void };

// §2: profile, settings, logout. Loaded on the first reach for the profile button.
export function ProfileMenuPopover({
  trigger,
  defaultOpen,
  onProfile,
  onSettings,
  onLogout,
}: ProfileActions & DeferredMenuProps) {
  const intl = useIntl();
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
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
