import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { DeferredMenuProps } from '../components/deferred-menu';
import type { RowItem } from './row-items';

export type MoreChoice = { items: RowItem[] };

// Loaded on the first reach for a row's "more actions" button. Each item is named like the
// button it replaces ("Recusar UFV Serra Alta") and shows its short label.
export function MoreActionsMenu({ trigger, defaultOpen, items }: MoreChoice & DeferredMenuProps) {
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.key} icon={item.icon} aria-label={item.name} onClick={item.onClick}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
