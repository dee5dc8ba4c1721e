import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { ERROR_CODE_MESSAGES } from './catalogue-api-codes';
import { entry } from './entry';
import { SERVER_TEXTS } from './server';
import { serverText } from './server-text';

describe('serverText', () => {
  it('prints each value as a template literal would', () => {
    const e = entry('errors.server.test.values', 'De {a} a {b}: {c}, {d}');
    const [a, b, c, d] = [7n, undefined, null, 1.5];
    expect(serverText(e, { a, b, c, d })).toBe(`De ${a} a ${b}: ${c}, ${d}`);
  });

  it('leaves a placeholder without a value as it is, and fills a value once', () => {
    const e = entry('errors.server.test.partial', 'Linha {line}.{column}');
    expect(serverText(e, { line: 3 })).toBe('Linha 3.{column}');
    expect(serverText(e, { line: '{column}', column: 'B' })).toBe('Linha {column}.B');
    expect(serverText(e, Object.create({ line: 9 }))).toBe('Linha {line}.{column}');
  });
});

describe('SERVER_TEXTS', () => {
  const entries = Object.values(SERVER_TEXTS);

  it('holds each text once, under one id of shape errors.server.<area>.<key>', () => {
    expect(new Set(entries.map((e) => e.defaultMessage)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const [key, e] of Object.entries(SERVER_TEXTS))
      expect(e.id).toMatch(new RegExp(`^errors\\.server\\.[a-z]+\\.${key}$`));
  });

  it('repeats no text of the catalogue or of the error codes (those are reused, not copied)', () => {
    const elsewhere = new Set([...CATALOGUE, ...Object.values(ERROR_CODE_MESSAGES)].map((e) => e.defaultMessage));
    expect(entries.filter((e) => elsewhere.has(e.defaultMessage)).map((e) => e.id)).toEqual([]);
  });

  it('keeps the API texts callers assert verbatim', () => {
    expect(SERVER_TEXTS.dadosInvalidos.defaultMessage).toBe('Dados inválidos');
    expect(serverText(SERVER_TEXTS.colunaNaoEncontrada, { label: 'CEG' })).toBe('Coluna não encontrada: CEG');
  });
});
