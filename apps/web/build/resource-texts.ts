import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { readResourceFailures, readRouteLabels, TEMPLATES_FILE, TEXTS_DIR } from '../src/i18n/message-files.ts';
import { idsOf, resourceOfTextsFile, type TextsFile, textsIn } from '../src/i18n/resource-texts/ids.ts';
import { compileMessages } from './precompiled-messages.ts';

const REQUEST = /^(.+\.texts\.json)\?lang=([a-z]{2})$/;
// The namespaces the texts files add lines to: failure lines and catalogues' route labels.
const MESSAGE_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/]([a-z]{2})[\\/](failures|routes)\.json$/;
const ADDED: Readonly<Record<string, (lang: string) => Record<string, string>>> = {
  failures: readResourceFailures,
  routes: readRouteLabels,
};

// A resource's texts file holds all seven languages (ADR 0094); `<name>.texts.json?lang=en`
// is that file cut to one language, under its full ids: a page loads its own language only, as
// it did when each language had its own file. The resources' failure lines, made from templates,
// join the `failures` namespace and registered catalogues' route labels the `routes` one, which
// load as before. The build compiles both to ICU ASTs like the message files (build/precompiled-messages.ts); the unit
// tests read them plain.
export const resourceTexts = ({ compile = true }: { compile?: boolean } = {}): Plugin => {
  const output = async (texts: Record<string, string>) => (compile ? await compileMessages(texts) : texts);
  return {
    name: 'rec:resource-texts',
    enforce: 'pre',
    async load(id) {
      const [, file = '', lang = ''] = REQUEST.exec(id) ?? [];
      const name = resourceOfTextsFile(file);
      if (!name) return null;
      this.addWatchFile(file);
      const texts = idsOf(name, textsIn(JSON.parse(readFileSync(file, 'utf8')) as TextsFile, lang));
      // A module, not JSON: Vite's JSON plugin passes over an id with a query.
      return { code: `export default ${JSON.stringify(await output(texts))};`, map: null };
    },
    // After the message file's own load (compiled or plain), still JSON for Vite's JSON plugin.
    async transform(code, id) {
      const [, lang, ns = ''] = MESSAGE_FILE.exec(id) ?? [];
      const added = ADDED[ns];
      if (!lang || !added) return null;
      this.addWatchFile(TEXTS_DIR);
      this.addWatchFile(TEMPLATES_FILE);
      const lines = await output(added(lang));
      return { code: JSON.stringify({ ...(JSON.parse(code) as object), ...lines }), map: null };
    },
  };
};
