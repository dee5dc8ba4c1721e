import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    // Tests and their helpers play the server and the user: the conventions are for the app.
    if (statSync(full).isDirectory()) return name === 'test-support' ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

const sources = files(import.meta.dirname).map((file) => ({
  file: path.relative(import.meta.dirname, file),
  text: readFileSync(file, 'utf8'),
}));
const offenders = (test: (text: string, file: string) => boolean) =>
  sources.filter(({ text, file }) => test(text, file)).map(({ file }) => file);

// The project's conventions (shared/style/CONVENTIONS.md), held by a test rather than by review.
describe('web conventions', () => {
  it('reaches the API only through the domain (the SDK only inside domain-gaps/)', () => {
    expect(offenders((t, f) => /from '@rec\/sdk/.test(t) && !f.startsWith('domain-gaps/'))).toEqual([]);
    expect(offenders((t) => /\bfetch\(/.test(t))).toEqual([]);
  });

  it('styles with makeStyles and tokens only (no inline style objects)', () => {
    expect(offenders((t) => /style=\{\{/.test(t))).toEqual([]);
  });

  it('uses named exports and no React.FC', () => {
    expect(offenders((t) => /export default|React\.FC|: FC</.test(t))).toEqual([]);
  });

  it('never compares role names in screens (the domain policy answers)', () => {
    const roles = /['"](admin|client|client_admin|client_financial|client_admin_participant|service)['"]/;
    expect(offenders((t, f) => f.endsWith('.tsx') && roles.test(t))).toEqual([]);
  });

  it('loads resource definitions by route, never the eager table of all of them (ADR 0053)', () => {
    // The pt catalogue (i18n/domain-messages.ts) lists every label, for tests and a node script.
    const eager = /\b(RESOURCES|loadAllResources)\b/;
    expect(offenders((t, f) => eager.test(t) && f !== 'i18n/domain-messages.ts')).toEqual([]);
  });

  it('keeps components small', () => {
    const long = sources.filter(({ file, text }) => file.endsWith('.tsx') && text.split('\n').length > 250);
    expect(long.map((s) => s.file)).toEqual([]);
  });
});
