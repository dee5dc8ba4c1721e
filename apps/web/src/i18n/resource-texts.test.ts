import { readFileSync } from 'node:fs';
import { FAILURE_MESSAGES, LOCALES, REGISTRATIONS, RESOURCE_NAMES, routeByKey } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { builtResources } from './domain-messages';
import { readTextsFiles, TEMPLATES_FILE } from './message-files';
import { failureActions, failuresOf, type Templates } from './resource-texts/failures';
import { idsOf, type TextsFile, textsIn } from './resource-texts/ids';
import { hasMenu, ROUTE_SCREENS, routeLabelsOf } from './resource-texts/routes';

// ADR 0094: a resource's texts, all languages, in defs/<name>.texts.json; its failure lines from
// the language's templates. Invariants, not counts: a new resource needs no number changed here.
const files = readTextsFiles();
const templates = JSON.parse(readFileSync(TEMPLATES_FILE, 'utf8')) as Templates;
const keysOf = (name: string, locale: string) => Object.keys(idsOf(name, textsIn(files[name] ?? {}, locale))).sort();

// The line an action would have without the file's own override of it.
const fromTemplate = (name: string, file: TextsFile, locale: string, action: string) => {
  const { [`@${action}`]: _override, ...texts } = textsIn(file, locale);
  return failuresOf(name, { ...file, [locale]: texts }, locale, templates)[`errors.${name}.${action}`];
};
// `@` keys that change nothing: a noun no line uses, an override equal to the template's line.
const needlessKeys = (name: string, file: TextsFile, locale: string): string[] => {
  const texts = textsIn(file, locale);
  const actions = failureActions(file);
  const nouns = new Set(
    actions
      .filter((action) => !(`@${action}` in texts))
      .map((action) => (templates[locale]?.[action]?.includes('{one}') ? '@one' : '@many')),
  );
  return Object.keys(texts)
    .filter((key) => key.startsWith('@') && !key.startsWith('@route.'))
    .filter((key) =>
      key === '@one' || key === '@many'
        ? !nouns.has(key)
        : !actions.includes(key.slice(1)) || fromTemplate(name, file, locale, key.slice(1)) === texts[key],
    );
};

describe('resources’ texts files', () => {
  it('exist for every resource a ready screen shows, and only for resources', () => {
    expect(builtResources.filter((name) => !(name in files))).toEqual([]);
    expect(Object.keys(files).filter((name) => !(RESOURCE_NAMES as readonly string[]).includes(name))).toEqual([]);
  });

  it.each(LOCALES)('hold every text of every resource in %s, no more, no fewer than pt', (locale) => {
    const incomplete = Object.keys(files).flatMap((name) => {
      const [pt, own] = [keysOf(name, 'pt'), keysOf(name, locale)];
      const missing = pt.filter((id) => !own.includes(id));
      const extra = own.filter((id) => !pt.includes(id));
      return missing.length + extra.length > 0 ? [{ name, missing, extra }] : [];
    });
    expect(incomplete).toEqual([]);
  });

  it('name the failure lines the domain’s catalogue has, and each resolves in every language', () => {
    for (const [name, file] of Object.entries(files)) {
      const catalogue = Object.keys(FAILURE_MESSAGES[name as keyof typeof FAILURE_MESSAGES] ?? {}).sort();
      expect([...failureActions(file)].sort(), name).toEqual(catalogue);
      for (const locale of LOCALES)
        expect(Object.keys(failuresOf(name, file, locale, templates)).sort(), `${locale} ${name}`).toEqual(
          catalogue.map((action) => `errors.${name}.${action}`),
        );
    }
  });

  it('override a template only where the translation words the line otherwise, and keep no unused noun', () => {
    const needless = Object.entries(files).flatMap(([name, file]) =>
      LOCALES.flatMap((locale) => needlessKeys(name, file, locale).map((key) => `${locale} ${name} ${key}`)),
    );
    expect(needless).toEqual([]);
  });
});

describe('catalogues’ route labels', () => {
  const withMenu = Object.entries(REGISTRATIONS)
    .filter(([, reg]) => reg.menu)
    .map(([name]) => name);

  it('come from the texts files of exactly the registrations with a menu', () => {
    expect(withMenu.length).toBeGreaterThan(0);
    expect(Object.keys(files).filter((name) => hasMenu(files[name] ?? {}))).toEqual(withMenu);
  });

  it.each(LOCALES)('label the list and form of each in %s; pt is the domain’s label', (locale) => {
    for (const name of withMenu) {
      const labels = routeLabelsOf(name, files[name] ?? {}, locale);
      const ids = Object.keys(ROUTE_SCREENS).map((screen) => `routes.backoffice.${name}.${screen}`);
      expect(Object.keys(labels), `${locale} ${name}`).toEqual(ids);
      for (const id of ids) {
        const route = routeByKey(id.slice('routes.'.length));
        expect(route?.label.id).toBe(id);
        if (locale === 'pt') expect(labels[id]).toBe(route?.label.defaultMessage);
      }
    }
  });

  it('word a label only where the capitalised noun is not it', () => {
    const needless = Object.entries(files).flatMap(([name, file]) =>
      LOCALES.flatMap((locale) => {
        const texts = textsIn(file, locale);
        return Object.entries(ROUTE_SCREENS).flatMap(([screen, noun]) => {
          const own = texts[`@route.${screen}`];
          const plain = texts[noun];
          const same =
            own !== undefined && plain !== undefined && own === plain.charAt(0).toUpperCase() + plain.slice(1);
          return same || (own !== undefined && !hasMenu(file)) ? [`${locale} ${name} @route.${screen}`] : [];
        });
      }),
    );
    expect(needless).toEqual([]);
  });
});

describe('failure templates', () => {
  it('give every language one template per action, each with exactly one noun', () => {
    const actions = Object.keys(templates.pt ?? {}).sort();
    expect(actions.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      expect(Object.keys(templates[locale] ?? {}).sort(), locale).toEqual(actions);
      for (const template of Object.values(templates[locale] ?? {}))
        expect(template.match(/\{(one|many)\}/g), `${locale}: ${template}`).toHaveLength(1);
    }
  });
});
