import { buildMenu, type MenuGroup } from '@rec/domain';
import { isBuilt } from '../route/built';

// The role's menu (domain: tree, groups, policy) limited to the screens that are ready and built.
export const readyMenu = (userType: string | null | undefined): MenuGroup[] =>
  buildMenu(userType)
    .map((group) => ({ ...group, items: group.items.filter((item) => item.status === 'ready' && isBuilt(item.key)) }))
    .filter((group) => group.items.length > 0);

// Case- and accent-insensitive, so 'tecnologia' finds 'Tecnologias' and 'pais' finds 'Países'.
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

type Translate = (label: MenuGroup['label']) => string;

export const filterMenu = (menu: MenuGroup[], term: string, t: Translate): MenuGroup[] => {
  const wanted = fold(term.trim());
  if (!wanted) return menu;
  return menu
    .map((group) =>
      fold(t(group.label)).includes(wanted)
        ? group
        : { ...group, items: group.items.filter((item) => fold(t(item.label)).includes(wanted)) },
    )
    .filter((group) => group.items.length > 0);
};
