import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { ActionDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import type { DeferredMenuProps } from '../components/deferred-menu';

export type MoreChoice = { actions: ActionDef[]; onPick: (action: ActionDef) => void };

// Loaded on the first reach for a row's "more actions" button.
export function MoreActionsMenu({ trigger, defaultOpen, actions, onPick }: MoreChoice & DeferredMenuProps) {
  const intl = useIntl();
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((action) => (
            <MenuItem key={action.key} onClick={() => onPick(action)}>
              {intl.formatMessage(action.label)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
