import { createRequire } from 'node:module';
import path from 'node:path';

// The ICU parser react-intl itself uses (resolved along react-intl → intl-messageformat, as the
// build's precompiled-messages.ts does), for tests that read a message's arguments.
const fromWeb = createRequire(path.join(import.meta.dirname, '../../package.json'));
const fromIntl = createRequire(fromWeb.resolve('react-intl'));
const fromMessageFormat = createRequire(fromIntl.resolve('intl-messageformat'));
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };
const { parse, TYPE } = fromMessageFormat('@formatjs/icu-messageformat-parser') as {
  parse: (text: string) => Element[];
  TYPE: Record<'argument' | 'number' | 'date' | 'time' | 'select' | 'plural' | 'tag', number>;
};

export type ArgumentKind = 'text' | 'number' | 'date' | 'select' | 'tag';
export type Arguments = Record<string, { kind: ArgumentKind; options: string[] }>;

const kindOf = (type: number): ArgumentKind | undefined => {
  if (type === TYPE.argument) return 'text';
  if (type === TYPE.number || type === TYPE.plural) return 'number';
  if (type === TYPE.date || type === TYPE.time) return 'date';
  if (type === TYPE.select) return 'select';
  return type === TYPE.tag ? 'tag' : undefined;
};

// Every argument a message uses (nested plural and select branches included), with its kind.
export const argumentsOf = (text: string): Arguments => {
  const found: Arguments = {};
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      const kind = kindOf(element.type);
      if (kind && element.value !== undefined)
        found[element.value] = { kind, options: Object.keys(element.options ?? {}) };
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(parse(text));
  return found;
};

const SAMPLE_DATE = new Date('2026-05-31T15:00:00Z');

// Typed sample values, one set per branch a select or plural can take (every select option).
export const sampleValues = (args: Arguments): Record<string, unknown>[] => {
  const base: Record<string, unknown> = {};
  for (const [name, { kind }] of Object.entries(args))
    base[name] =
      kind === 'number'
        ? 2
        : kind === 'date'
          ? SAMPLE_DATE
          : kind === 'tag'
            ? (chunks: string[]) => chunks.join('')
            : 'Amostra';
  const variants: Record<string, unknown>[] = [
    base,
    ...Object.entries(args)
      .filter(([, a]) => a.kind === 'number')
      .map(([name]) => ({ ...base, [name]: 1 })),
  ];
  for (const [name, { kind, options }] of Object.entries(args))
    if (kind === 'select')
      for (const option of options) variants.push({ ...base, [name]: option === 'other' ? 'outro' : option });
  return variants;
};
