import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '..');
const resolve = (from: string, spec: string): string | undefined =>
  ['.ts', '.tsx'].map((ext) => path.resolve(path.dirname(from), spec) + ext).find(existsSync);

// The app's own modules that load with the given ones: static imports only (`import(…)` is a chunk
// of its own).
const staticClosure = (entries: string[]): Map<string, string> => {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const [, spec] of text.matchAll(/^(?:import|export)\s[^;]*?from '(\.[^']+)'/gms)) {
      const next = resolve(file, spec as string);
      if (next) visit(next);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
};

// Issue 5: /signin must stay within 2.2× a bare React page (scripts/bench/bundle-budget.mjs); the
// data router alone is about 30 kB gzip, so only the signed-in app (app/PrivateApp.tsx) loads it.
const VISITOR_MODULES = [
  'main.tsx',
  'auth/AuthLayout.tsx',
  'auth/SignInPage.tsx',
  'auth/RecoverEmailPage.tsx',
  'auth/RecoverPasswordPage.tsx',
];

describe('what visitors load', () => {
  it('keeps react-router out of the entry and the public screens', () => {
    const closure = staticClosure(VISITOR_MODULES.map((file) => path.join(src, file)));
    expect(closure.size).toBeGreaterThan(5);
    const offenders = [...closure].filter(([, text]) => /from 'react-router'/.test(text)).map(([file]) => file);
    expect(offenders.map((file) => path.relative(src, file))).toEqual([]);
  });

  it('leaves the build-time prerender (react-dom/server) out', () => {
    const closure = staticClosure(VISITOR_MODULES.map((file) => path.join(src, file)));
    expect([...closure.keys()].some((file) => file.endsWith('auth/prerender/use-prerendered.ts'))).toBe(true);
    const offenders = [...closure].filter(([, text]) => /from 'react-dom\/server'/.test(text)).map(([file]) => file);
    expect(offenders.map((file) => path.relative(src, file))).toEqual([]);
  });
});
