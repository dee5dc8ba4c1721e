import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ChevronDown16Regular } from '@fluentui/react-icons';
import type { MenuGroup } from '@rec/domain';
import { useIntl } from 'react-intl';
import { iconOf } from './icons';
import { shellMessages as m } from './messages';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
  row: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

type Props = { menu: MenuGroup[]; asRow: boolean; onNavigate: (path: string) => void };

// The menu as a bar (navigation styles inside, above and below the header).
export function HorizontalNav({ menu, asRow, onNavigate }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <nav aria-label={intl.formatMessage(m.navigation)} className={mergeClasses(styles.nav, asRow && styles.row)}>
      {menu.map((group) => {
        const Icon = iconOf(group.icon);
        const [only] = group.items;
        if (only && group.items.length === 1)
          return (
            <Button key={group.key} appearance="subtle" icon={<Icon />} onClick={() => onNavigate(only.path)}>
              {intl.formatMessage(only.label)}
            </Button>
          );
        return (
          <Menu key={group.key}>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="subtle" icon={<Icon />} iconPosition="before">
                {intl.formatMessage(group.label)}
                <ChevronDown16Regular />
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {group.items.map((item) => (
                  <MenuItem key={item.key} onClick={() => onNavigate(item.path)}>
                    {intl.formatMessage(item.label)}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        );
      })}
    </nav>
  );
}
