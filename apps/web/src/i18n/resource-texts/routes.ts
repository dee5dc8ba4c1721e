import { type Texts, type TextsFile, textsIn } from './ids.ts';

// A plain catalogue registered with a `menu` (defs/index.ts) has derived admin screens
// (menus/routes-catalogues.ts): a list and a form whose labels are `routes.backoffice.<name>.list`
// and `.register`. Its texts file says so (`"menu": true`, held to the registration by
// resource-texts.test.ts) and words them per language as `@route.list` and `@route.register`;
// where it does not, the label is the noun, capitalised, as the domain's pt label is.
export const ROUTE_SCREENS = { list: '@many', register: '@one' } as const;

export const hasMenu = (file: TextsFile): boolean => file.menu === true;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const labelOf = (texts: Texts, screen: keyof typeof ROUTE_SCREENS): string | null => {
  const noun = texts[ROUTE_SCREENS[screen]];
  return texts[`@route.${screen}`] ?? (noun === undefined ? null : capitalised(noun));
};

/** A catalogue's route labels in one language, under the route rows' ids. */
export const routeLabelsOf = (name: string, file: TextsFile, locale: string): Record<string, string> => {
  if (!hasMenu(file)) return {};
  const texts = textsIn(file, locale);
  return Object.fromEntries(
    (Object.keys(ROUTE_SCREENS) as (keyof typeof ROUTE_SCREENS)[]).flatMap((screen) => {
      const label = labelOf(texts, screen);
      // No label and no noun: the id is missing, which the completeness test reports.
      return label === null ? [] : [[`routes.backoffice.${name}.${screen}`, label]];
    }),
  );
};
