import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from './app-messages';
import { DOMAIN_MESSAGES } from './domain-messages';
import { MESSAGES_DIR, readLocale } from './message-files';
import { namespaceOf, PUBLIC_NAMESPACES } from './namespaces';

const load = readLocale;
const pt = load('pt');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });

describe('message files', () => {
  it('pt.json holds every message the code shows, with the code’s Portuguese text (spec texts verbatim)', () => {
    const expected = Object.fromEntries([...DOMAIN_MESSAGES, ...APP_MESSAGES].map((m) => [m.id, m.defaultMessage]));
    const missing = Object.keys(expected).filter((id) => !(id in pt));
    const different = Object.keys(expected).filter((id) => id in pt && pt[id] !== expected[id]);
    const stale = Object.keys(pt).filter((id) => !(id in expected));
    expect({ missing, different, stale }).toEqual({ missing: [], different: [], stale: [] });
  });

  it('every id written in the app’s sources is in pt.json', () => {
    const root = path.join(import.meta.dirname, '..');
    const ids = sourceFiles(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bid: '([\w.-]+)'/g)].map((m) => m[1] as string),
    );
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !(id in pt))).toEqual([]);
  });

  it('keeps each message in its namespace file, and the public screens’ texts in public namespaces', () => {
    for (const locale of LOCALES)
      for (const name of readdirSync(path.join(MESSAGES_DIR, locale))) {
        const ns = name.replace(/\.json$/, '');
        const ids = Object.keys(JSON.parse(readFileSync(path.join(MESSAGES_DIR, locale, name), 'utf8')));
        expect(
          ids.filter((id) => namespaceOf(id) !== ns),
          `${locale}/${name}`,
        ).toEqual([]);
      }
    const root = path.join(import.meta.dirname, '..');
    const publicIds = ['auth', 'settings', 'notify']
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bid: '([\w.-]+)'/g)].map((m) => m[1] as string));
    expect(publicIds.filter((id) => !PUBLIC_NAMESPACES.includes(namespaceOf(id)))).toEqual([]);
  });

  it('prints the coverage of each language against pt', () => {
    const total = Object.keys(pt).length;
    const rows = LOCALES.map((locale) => {
      const own = load(locale);
      const done = Object.keys(pt).filter((id) => id in own).length;
      return `${locale} ${done}/${total} (${((100 * done) / total).toFixed(1)}%)`;
    });
    console.log(`message coverage: ${rows.join(', ')}`);
    expect(rows).toHaveLength(LOCALES.length);
  });

  for (const locale of LOCALES.filter((l) => l !== 'pt')) {
    describe(locale, () => {
      const messages = load(locale);
      it('has every pt key and no other', () => {
        expect(Object.keys(pt).filter((id) => !(id in messages))).toEqual([]);
        expect(Object.keys(messages).filter((id) => !(id in pt))).toEqual([]);
      });
      it('keeps the placeholders of each message', () => {
        const broken = Object.keys(pt).filter(
          (id) => JSON.stringify(placeholders(pt[id] ?? '')) !== JSON.stringify(placeholders(messages[id] ?? '')),
        );
        expect(broken).toEqual([]);
      });
      it('is a translation, not a copy of pt', () => {
        const same = Object.keys(pt).filter((id) => messages[id] === pt[id]);
        // Spanish and Italian share words with Portuguese ('Cancelar', 'Nome'); a copy would be 100%.
        expect(same.length / Object.keys(pt).length).toBeLessThan(0.25);
      });
    });
  }
});
