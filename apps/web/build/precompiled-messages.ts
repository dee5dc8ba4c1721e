import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// The ICU parser ships with react-intl (react-intl → intl-messageformat → the parser); it is
// resolved along that chain so the build uses exactly the version the runtime would have used.
const fromWeb = createRequire(path.join(import.meta.dirname, '../package.json'));
const fromIntl = createRequire(fromWeb.resolve('react-intl'));
const fromMessageFormat = createRequire(fromIntl.resolve('intl-messageformat'));
const parserEntry = fromMessageFormat.resolve('@formatjs/icu-messageformat-parser');
const noParserEntry = path.join(path.dirname(parserEntry), 'no-parser.js');

type Parse = (message: string) => unknown;
const parserModule = import(parserEntry) as Promise<{ parse: Parse }>;

const MESSAGE_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][\w-]+\.json$/;

/** Texts compiled to the ASTs react-intl formats without a parser (also for build/resource-texts.ts). */
export const compileMessages = async (texts: Record<string, string>): Promise<Record<string, unknown>> => {
  const { parse } = await parserModule;
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parse(text)]));
};

// Message files are compiled to ICU ASTs at build time (what `formatjs compile --ast` writes),
// so react-intl formats them without a parser: the runtime gets the parser-free build of
// @formatjs/icu-messageformat-parser. The JSON files stay the plain texts translators edit.
export const precompiledMessages = (): Plugin => ({
  name: 'rec:precompiled-messages',
  enforce: 'pre',
  config: () => ({
    resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParserEntry }] },
  }),
  async load(id) {
    if (!MESSAGE_FILE.test(id)) return null;
    const texts = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
    return { code: JSON.stringify(await compileMessages(texts)), map: null };
  },
});
