import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Reads apps/api/src with the TypeScript parser and lists its string literals (plain, template,
// with `{}` for each substitution) — what a scan for retyped catalogue texts needs.

export const SRC = path.resolve(import.meta.dirname, '../../src');

export interface Literal {
  file: string; // relative to src
  line: number;
  text: string;
  /** A SQL statement (a tagged template), or a header synonym a spreadsheet may use (aliases). */
  inert: boolean;
  /** The `code` of an object literal that also has a `field` (a field error). */
  fieldCode: boolean;
}

export function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [path.relative(SRC, p)] : [];
  });
}

const isAliases = (n: ts.Node) =>
  ts.isArrayLiteralExpression(n.parent) &&
  ts.isPropertyAssignment(n.parent.parent) &&
  n.parent.parent.name.getText() === 'aliases';

const isFieldCode = (n: ts.Node) => {
  const p = n.parent;
  if (!ts.isPropertyAssignment(p) || p.initializer !== n || p.name.getText() !== 'code') return false;
  return ts.isObjectLiteralExpression(p.parent) && p.parent.properties.some((q) => q.name?.getText() === 'field');
};

export function literalsOf(file: string): Literal[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(SRC, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Literal[] = [];
  const visit = (n: ts.Node): void => {
    const p = n.parent;
    const skip =
      p &&
      (ts.isImportDeclaration(p) ||
        ts.isExportDeclaration(p) ||
        ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p)) && p.name === n));
    if (!skip && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n))) {
      const text = ts.isTemplateExpression(n)
        ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join('{}')
        : n.text;
      const line = source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1;
      const inert =
        isAliases(n) || (!!p && (ts.isTaggedTemplateExpression(p) || ts.isTaggedTemplateExpression(p.parent)));
      out.push({ file, line, text, inert, fieldCode: isFieldCode(n) });
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return out;
}

// Portuguese: an accented letter, or a sentence with one of the words the API's texts use.
const ACCENT = /[ãõçáéíóúâêôàÃÕÇÁÉÍÓÚÂÊÔÀ]/;
const WORDS =
  /\b(de|do|da|dos|das|para|com|ou|ao|um|uma|foi|deve|erro|informe|nenhum|nenhuma|falha|somente|envie|campo|dados|linhas?|selecione|conta|valor|arquivo|tente|muitas|perfil|sem|inativ\w*|encontrad\w*|inv\w+lid\w*|inexistentes?|nest[ae]|obrigat\w*|colunas?|filtros?|cadastrad\w*|permitid\w*|digite|confira|apenas|ainda|mais|menos|planilha|usu\w+rio|senha)\b/i;
export const looksPortuguese = (text: string): boolean => ACCENT.test(text) || (text.includes(' ') && WORDS.test(text));
