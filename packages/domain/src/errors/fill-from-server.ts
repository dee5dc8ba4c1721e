import type { CatalogueEntry, DomainMessage } from './entry';

const NAME = /\{(\w+)\}/g;
const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

// The arguments of a code's message travel in the server's text: the API writes the entry's own
// pt template filled in (`text(REPORT_MESSAGES.X.defaultMessage, { filter })`), so the web reads
// them back by matching that template. An entry without placeholders needs nothing.
// undefined when the server's text does not fill every placeholder: the caller then shows
// something else, never a message with an unfilled {argument}.
export const fillFromServer = (entry: CatalogueEntry, serverMessage: string | undefined): DomainMessage | undefined => {
  const names = [...entry.defaultMessage.matchAll(NAME)].map((m) => m[1] as string);
  if (names.length === 0) return entry;
  const pattern = new RegExp(`^${literal(entry.defaultMessage).replace(NAME, '(.+?)')}$`);
  const match = serverMessage === undefined ? null : pattern.exec(serverMessage.trim());
  if (!match) return undefined;
  return { ...entry, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
};
