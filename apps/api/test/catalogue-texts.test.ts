import { CATALOGUE, ERROR_CODE_MESSAGES, FIELD_CODE_MESSAGES, SERVER_TEXTS } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { literalsOf, looksPortuguese, sourceFiles } from './support/pt-literals';

// Issue 37 item 2: the API types no Portuguese text; every text it sends comes from the domain's
// catalogue (SERVER_TEXTS, ERROR_CODE_MESSAGES, ...). Seed data is data; so are these files,
// which the scan of Portuguese words leaves out (the scan of catalogue texts still reads them):
const DATA = [
  /^seed\//, // demo and test records
  /^db\//, // migrations (SQL, column comments)
  /^lib\/br-geo\.ts$/, // names of the Brazilian states
  /^connectors\/(cep|cnpj)\.ts$/, // the offline connectors' sample addresses and companies
  /^imports\/templates\/examples\.ts$/, // example rows of the import templates
  /^resources\/pdf\//, // the certificate and statement documents (their layout and wording)
];

const files = sourceFiles();
const literals = files.flatMap(literalsOf);
const where = (l: { file: string; line: number; text: string }) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`;

describe('Portuguese texts in apps/api/src', () => {
  it('reads the whole source tree', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(literals.some((l) => l.text === 'VALIDATION_FAILED')).toBe(true);
  });

  it('types none outside data files: each comes from the catalogue', () => {
    const skipped = (file: string) => DATA.some((r) => r.test(file));
    const typed = literals.filter((l) => !l.inert && !skipped(l.file) && looksPortuguese(l.text));
    expect(typed.map(where)).toEqual([]);
  });

  it('retypes no catalogue text anywhere outside seed data', () => {
    const texts = new Set(
      [...CATALOGUE, ...Object.values(ERROR_CODE_MESSAGES), ...Object.values(SERVER_TEXTS)]
        .map((e) => e.defaultMessage.replace(/\{\w+\}/g, '{}'))
        // One-word texts ('Emissão', 'Mês') are also a document's headings and labels.
        .filter((t) => t.trim().includes(' ')),
    );
    const retyped = literals.filter((l) => !l.file.startsWith('seed/'));
    expect(retyped.filter((l) => texts.has(l.text)).map(where)).toEqual([]);
  });

  it('the scan would catch a retyped text, accented or not', () => {
    expect(looksPortuguese('Empreendimento não encontrado')).toBe(true);
    expect(looksPortuguese('Colunas inexistentes nesta lista')).toBe(true);
    expect(looksPortuguese('unexpected error')).toBe(false);
    expect(looksPortuguese('VALIDATION_FAILED')).toBe(false);
  });

  it('writes every field error code as one the catalogue holds', () => {
    const codes = literals.filter((l) => l.fieldCode).map((l) => l.text);
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((c) => !Object.hasOwn(FIELD_CODE_MESSAGES, c))).toEqual([]);
  });
});
