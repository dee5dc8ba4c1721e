import type { CatalogueEntry } from './entry';

/**
 * The API's Portuguese text of a catalogue entry with its {placeholders} filled, each value as a
 * template literal would print it (String(value)), so a body built from the catalogue is
 * byte-identical to the text the handler used to type. A placeholder without a value stays as is.
 */
export const serverText = (message: CatalogueEntry, values?: Readonly<Record<string, unknown>>): string =>
  message.defaultMessage.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
