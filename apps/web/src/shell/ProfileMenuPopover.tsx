import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Person24Regular, Settings24Regular, ShieldKeyhole24Regular, SignOut24Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { DeferredMenuProps } from '../components/deferred-menu';
import { shellMessages as m } from './messages';

export type ProfileActions = {
  onProfile: () => void;
  onSettings: () => void;
  /** One's own second factor and sessions (issue 42). */
  onSecurity: () => void;
  onLogout: () => void;
};

// §2: profile, settings, logout; and the account's security (issue 42). Loaded on the first reach for the profile button.
export function ProfileMenuPopover({
  trigger,
  defaultOpen,
  onProfile,
  onSettings,
  onSecurity,
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
          <MenuItem icon={<ShieldKeyhole24Regular />} onClick={onSecurity}>
            {intl.formatMessage(m.security)}
          </MenuItem>
          <MenuItem icon={<SignOut24Regular />} onClick={onLogout}>
            {intl.formatMessage(m.logout)}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
