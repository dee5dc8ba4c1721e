import { NavCategory, NavCategoryItem, NavItem, NavSubItem, NavSubItemGroup } from '@fluentui/react-components';
import type { MenuGroup, MenuItem } from '@rec/domain';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useHref } from 'react-router';
import { iconOf } from './icons';

type Props = { menu: MenuGroup[]; onNavigate: (path: string) => void };

const useGo = (path: string, onNavigate: Props['onNavigate']) => {
  const href = useHref(path);
  return {
    href,
    onClick: (event: MouseEvent) => {
      // Plain clicks stay in the app; modified clicks (new tab) keep the browser's behaviour.
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      onNavigate(path);
    },
  };
};

function SubItem({ item, onNavigate }: { item: MenuItem; onNavigate: Props['onNavigate'] }) {
  const intl = useIntl();
  return (
    <NavSubItem value={item.key} {...useGo(item.path, onNavigate)}>
      {intl.formatMessage(item.label)}
    </NavSubItem>
  );
}

function SingleItem({
  group,
  item,
  onNavigate,
}: {
  group: MenuGroup;
  item: MenuItem;
  onNavigate: Props['onNavigate'];
}) {
  const intl = useIntl();
  const Icon = iconOf(group.icon);
  return (
    <NavItem value={item.key} icon={<Icon />} {...useGo(item.path, onNavigate)}>
      {intl.formatMessage(item.label)}
    </NavItem>
  );
}

// A group of one screen is a plain item; larger groups open as categories.
export function NavGroups({ menu, onNavigate }: Props) {
  const intl = useIntl();
  return menu.map((group) => {
    const [only] = group.items;
    if (only && group.items.length === 1)
      return <SingleItem key={group.key} group={group} item={only} onNavigate={onNavigate} />;
    const Icon = iconOf(group.icon);
    return (
      <NavCategory key={group.key} value={group.key}>
        <NavCategoryItem icon={<Icon />}>{intl.formatMessage(group.label)}</NavCategoryItem>
        <NavSubItemGroup>
          {group.items.map((item) => (
            <SubItem key={item.key} item={item} onNavigate={onNavigate} />
          ))}
        </NavSubItemGroup>
      </NavCategory>
    );
  });
}
