import { LOCALES } from '@rec/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { type Arguments, argumentsOf, sampleValues } from '../test-support/icu-arguments';
import { readLocale } from './message-files';

// Issue 36 item 2: every message of every namespace (errors and failures included), in every
// language, rendered with typed sample arguments derived from its pt text: no formatjs error,
// no {argument} left in the output, and the same arguments as pt.

const pt = readLocale('pt');
const ptArguments = Object.fromEntries(Object.entries(pt).map(([id, text]) => [id, argumentsOf(text)]));
const UNFILLED = /\{\s*[A-Za-z_]\w*\s*(?:,[^{}]*)?\}/;

const names = (args: Arguments) => Object.keys(args).sort();
// A language without plural forms (zh) writes {count} where pt has {count, plural, …}: a plain
// argument takes any value; any other kind must be pt's.
const clashes = (ptArgs: Arguments, own: Arguments) =>
  Object.entries(own)
    .filter(([name, { kind }]) => kind !== 'text' && kind !== ptArgs[name]?.kind)
    .map(([name]) => name);

describe.each(LOCALES)('every %s message', (locale) => {
  const messages = readLocale(locale);

  it('uses the arguments of its pt text, no more, no fewer, of compatible kinds', () => {
    const different = Object.keys(pt)
      .filter((id) => id in messages)
      .map((id) => ({ id, pt: ptArguments[id] ?? {}, own: argumentsOf(messages[id] ?? '') }))
      .filter(({ pt, own }) => JSON.stringify(names(pt)) !== JSON.stringify(names(own)) || clashes(pt, own).length > 0)
      .map(({ id, pt, own }) => `${id}: pt {${names(pt)}} ${locale} {${names(own)}}`);
    expect(different).toEqual([]);
  });

  it('renders with its arguments: no formatjs error and no unfilled {argument}', () => {
    const errors: string[] = [];
    const intl = createIntl({
      locale,
      defaultLocale: 'pt',
      messages,
      onError: (error) => errors.push(error.message),
    });
    const unfilled: string[] = [];
    for (const id of Object.keys(pt))
      for (const values of sampleValues(ptArguments[id] ?? {})) {
        const before = errors.length;
        const text = String(intl.formatMessage({ id }, values as Record<string, string>));
        if (errors.length > before) errors[errors.length - 1] = `${id}: ${errors.at(-1)}`;
        if (UNFILLED.test(text)) unfilled.push(`${id}: ${text}`);
      }
    expect({ errors, unfilled }).toEqual({ errors: [], unfilled: [] });
  });
});
