import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ColumnTriple20Regular } from '@fluentui/react-icons';
import type { FieldDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import { listMessages as m } from './messages';

type Props = { fields: FieldDef[]; visible: string[]; onChange: (visible: string[]) => void };

// §2's column choice. At least one column stays: an empty grid would say nothing.
export function ColumnPicker({ fields, visible, onChange }: Props) {
  const intl = useIntl();
  return (
    <Menu
      checkedValues={{ columns: visible }}
      onCheckedValueChange={(_, data) => {
        if (data.checkedItems.length > 0) onChange(data.checkedItems);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ColumnTriple20Regular />}>{intl.formatMessage(m.columns)}</Button>
      </MenuTrigger>
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
