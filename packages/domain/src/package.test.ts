import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './errors/catalogue';
import * as domain from './index';

const root = new URL('../', import.meta.url);
const sources = (dir: string): string[] =>
  readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(`${dir}${entry.name}/`) : entry.name.endsWith('.ts') ? [`${dir}${entry.name}`] : [],
  );
const code = sources('src/').filter((file) => !file.endsWith('.test.ts'));
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

describe('package boundaries', () => {
  it('depends on no UI library', () => {
    const pkg = JSON.parse(read('package.json'));
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
    expect(deps.filter((d) => /react|dom|fluent/i.test(d))).toEqual([]);
    expect(JSON.parse(read('tsconfig.json')).compilerOptions.lib).toEqual(['ES2023']);
  });

  it('touches no browser global; storage comes in through an interface', () => {
    // A quoted word ('document' as a column format) names no global.
    const globals = /(?<!['"])\b(window|document|localStorage|sessionStorage|navigator|location\.href)\b(?!['"])/;
    expect(code.filter((file) => globals.test(read(file).replace(/\/\/.*$/gm, '')))).toEqual([]);
  });

  it('types each catalogue text only in the catalogue', () => {
    const outside = code.filter((file) => !file.startsWith('src/errors/'));
    const texts = CATALOGUE.map((e) => e.defaultMessage).filter((t) => t.length > 8);
    const retyped = outside.flatMap((file) =>
      texts.filter((t) => read(file).includes(`'${t}'`)).map((t) => `${file}: ${t}`),
    );
    expect(retyped).toEqual([]);
  });

  it('exports by name only, from one folder per concern', () => {
    expect(code.filter((file) => /export default/.test(read(file)))).toEqual([]);
    for (const folder of ['session', 'policy', 'menus', 'resources', 'machines', 'errors', 'format', 'validators']) {
      expect(code).toContain(`src/${folder}/index.ts`);
    }
    expect(Object.keys(domain)).toEqual(
      expect.arrayContaining([
        'canAccess',
        'buildMenu',
        'createSession',
        'toDomainError',
        'messageFor',
        'formatMwh',
        'signInSchema',
        'RESOURCES',
        'recMachine',
        'DEFAULT_PAGE_SIZE',
      ]),
    );
  });
});
