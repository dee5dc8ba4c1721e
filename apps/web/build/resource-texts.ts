import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { idsOf, resourceOfTextsFile, type TextsFile } from '../src/i18n/resource-texts/ids.ts';
import { compileMessages } from './precompiled-messages.ts';

const REQUEST = /^(.+\.texts\.json)\?lang=([a-z]{2})$/;

// A resource's texts file holds all seven languages (ADR 0094); `<name>.texts.json?lang=en`
// is that file cut to one language, under its full ids: a page loads its own language only, as
// it did when each language had its own file. The build compiles the texts to ICU ASTs like the
// message files (build/precompiled-messages.ts); the unit tests read them plain.
export const resourceTexts = ({ compile = true }: { compile?: boolean } = {}): Plugin => ({
  name: 'rec:resource-texts',
  enforce: 'pre',
  async load(id) {
    const [, file = '', lang = ''] = REQUEST.exec(id) ?? [];
    const name = resourceOfTextsFile(file);
    if (!name) return null;
    this.addWatchFile(file);
    const all = JSON.parse(readFileSync(file, 'utf8')) as TextsFile;
    const texts = idsOf(name, all[lang] ?? {});
    // A module, not JSON: Vite's JSON plugin passes over an id with a query.
    const messages = JSON.stringify(compile ? await compileMessages(texts) : texts);
    return { code: `export default JSON.parse(${JSON.stringify(messages)});`, map: null };
  },
});
