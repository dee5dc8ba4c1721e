import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isRtl, LOCALES } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from './app-messages';
import { DOMAIN_MESSAGES } from './domain-messages';
import { MESSAGES_DIR, readLocale } from './message-files';
import { namespaceOf, PUBLIC_NAMESPACES } from './namespaces';

const load = readLocale;
const pt = load('pt');
// Names that stay as they are in every language.
const PROPER_NOUNS = new Set(['REC Brazil', 'I-REC', 'CCEE', 'Evident']);
// A machine client's scope (recs:read) is a name of the contract, written alike in every language (ADR 0117).
const SCOPE = /^[A-Za-z]+:(read|write)$/;
// Spanish spells these exactly as Portuguese does (checked one by one, issue 36 item 15).
const SAME_IN_SPANISH = new Set([
  'Administrador',
  'Administradores',
  'Certificado (MWh)',
  'Certificado (PDF)',
  'Clientes de API',
  'Crédito de carbono',
  'Código Evident',
  'Confirmar oferta',
  'Distribuidora',
  'Editar participante',
  'Editar registrante',
  'Entrega reenviada',
  'Entregas de webhook',
  'Importar consumo',
  'MWh débito/crédito',
  'Oferta retirada',
  'Oferta enviada',
  'Ofertas enviadas',
  'Pagar por número',
  'Participante de destino',
  'Participantes',
  'Período de consumo',
  'Período inicial',
  'Página anterior',
  'Saldo insuficiente',
  'Sincronizando',
  'Solicitado (MWh)',
  'Tipo de pagador',
  'Total anterior',
  'Transferido (MWh)',
]);
const letters = (text: string) => (text.replace(/\{[^{}]*\}/g, '').match(/\p{L}/gu) ?? []).length;
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

  // Users read what happened, not a protocol's number ("Detalhes da âncora (código 5003)").
  it('shows no raw numeric code in a text', () => {
    const coded = Object.entries(pt).filter(([, text]) => /\bc[óo]d(?:igo|e)\s+\d{3,}/i.test(text));
    expect(coded.map(([id, text]) => `${id}: ${text}`)).toEqual([]);
  });

  // In a right-to-left text "(R$)" reads "($R)": '$' takes the Arabic direction. An isolate
  // (U+2066 … U+2069) keeps the unit as written (issue 36 item 15).
  it('isolates the currency unit R$ in the right-to-left languages', () => {
    for (const locale of LOCALES.filter(isRtl)) {
      const loose = Object.entries(load(locale)).filter(([, text]) => /(?<!\u2066)R\$|R\$(?!\u2069)/.test(text));
      expect(loose.map(([id]) => `${locale} ${id}`)).toEqual([]);
    }
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
      it('leaves no pt text untranslated (over 12 letters, proper nouns aside)', () => {
        const same = Object.keys(pt).filter((id) => {
          const text = pt[id] ?? '';
          if (messages[id] !== text || letters(text) <= 12 || PROPER_NOUNS.has(text) || SCOPE.test(text)) return false;
          return !(locale === 'es' && SAME_IN_SPANISH.has(text));
        });
        expect(same.map((id) => `${id}: ${pt[id]}`)).toEqual([]);
      });
      it('is a translation, not a copy of pt', () => {
        const same = Object.keys(pt).filter((id) => messages[id] === pt[id]);
        // Spanish and Italian share words with Portuguese ('Cancelar', 'Nome'); a copy would be 100%.
        expect(same.length / Object.keys(pt).length).toBeLessThan(0.25);
      });
    });
  }
});
