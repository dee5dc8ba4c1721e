import { Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { FieldDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import type { DeferredMenuProps } from '../components/deferred-menu';

export type ColumnChoice = { fields: FieldDef[]; visible: string[]; onChange: (visible: string[]) => void };

// §2's column choice. At least one column stays: an empty grid would say nothing.
export function ColumnMenu({ trigger, defaultOpen, fields, visible, onChange }: ColumnChoice & DeferredMenuProps) {
  const intl = useIntl();
  return (
    <Menu
      defaultOpen={defaultOpen}
      checkedValues={{ columns: visible }}
      onCheckedValueChange={(_, data) => {
        if (data.checkedItems.length > 0) onChange(data.checkedItems);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {fields.map((field) => (
            <MenuItemCheckbox key={field.name} name="columns" value={field.name}>
              {intl.formatMessage(field.label)}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
