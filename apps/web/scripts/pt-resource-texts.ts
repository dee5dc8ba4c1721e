import type { Templates } from '../src/i18n/resource-texts/failures';

type Line = readonly [action: string, text: string];

// The pt part of a resource's texts file from the code's Portuguese (ADR 0094): its labels under
// the id's tail, and its failure lines as nouns for the templates, each noun the one most of its
// lines share; a line the template cannot make stays as an `@<action>` override.
const nounIn = (template: string, text: string): string | null => {
  const [before = '', after = ''] = template.split(/\{(?:one|many)\}/);
  const fits = text.startsWith(before) && text.endsWith(after) && text.length > before.length + after.length;
  return fits ? text.slice(before.length, text.length - after.length) : null;
};

const commonest = (nouns: (string | null)[]): string | null => {
  const counts = new Map<string, number>();
  for (const noun of nouns) if (noun !== null) counts.set(noun, (counts.get(noun) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

export const failureKeys = (lines: readonly Line[], templates: Templates): Record<string, string> => {
  const pt = templates.pt ?? {};
  const kindOf = (action: string) => (pt[action]?.includes('{one}') ? '@one' : '@many');
  const nouns: Record<string, string | null> = {};
  for (const kind of ['@one', '@many'])
    nouns[kind] = commonest(lines.filter(([a]) => kindOf(a) === kind).map(([a, text]) => nounIn(pt[a] ?? '', text)));
  const overrides = lines.filter(([action, text]) => {
    const noun = nouns[kindOf(action)];
    return noun == null || pt[action]?.replace(/\{(?:one|many)\}/, noun) !== text;
  });
  const used = new Set(lines.filter((line) => !overrides.includes(line)).map(([action]) => kindOf(action)));
  return {
    ...Object.fromEntries(Object.entries(nouns).filter(([kind, noun]) => noun !== null && used.has(kind))),
    ...Object.fromEntries(overrides.map(([action, text]) => [`@${action}`, text])),
  };
};
