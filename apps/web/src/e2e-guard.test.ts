// @vitest-environment happy-dom

import { EventEmitter } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleGuard } from '../e2e/support/console-guard';
import { UNFILLED_MARK, watchPlaceholders } from '../e2e/support/page-watch';

// Issue 36, acceptance: "the browser tests fail on any console error or unfilled message argument
// on any screen they visit". That holds only while every spec takes `test` from the shared
// fixture (its auto console guard) and the page watch reports what a user would see.
const E2E = path.resolve(import.meta.dirname, '../e2e');
// Specs, and the case files a long spec runs from its folder (e2e/hourly/*.cases.ts).
const specs = readdirSync(E2E, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.spec.ts') || f.endsWith('.cases.ts'),
);

afterEach(() => vi.restoreAllMocks());

describe('the browser suite’s console guard', () => {
  it('is the `test` of every spec: none imports Playwright’s own', () => {
    expect(specs.length).toBeGreaterThan(10);
    for (const spec of specs) {
      const text = readFileSync(path.join(E2E, spec), 'utf8');
      const fromPlaywright = /import\s*{([^}]*)}\s*from\s*'@playwright\/test'/.exec(text)?.[1] ?? '';
      expect(fromPlaywright, spec).not.toMatch(/(^|[\s,])(test|expect)([\s,]|$)/);
      expect(text, spec).toMatch(/import\s*{[^}]*\btest\b[^}]*}\s*from\s*'\.\.?\/support\/fixtures'/);
    }
    const fixtures = readFileSync(path.join(E2E, 'support/fixtures.ts'), 'utf8');
    expect(fixtures).toMatch(/consoleGuard:\s*\[[\s\S]*\{\s*auto:\s*true\s*\}/);
  });

  it('reports a text or label still holding an ICU argument, once, and not the user’s own input', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    watchPlaceholders(UNFILLED_MARK);
    const p = document.createElement('p');
    p.textContent = 'Esta emissão podia ser emitida até {deadline}.';
    const button = document.createElement('button');
    button.setAttribute('aria-label', 'Excluir {name}');
    const typed = document.createElement('textarea');
    typed.value = '{typed}';
    typed.textContent = '{typed}';
    document.body.append(p, button, typed);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const said = errors.mock.calls.map((c) => String(c[0]));
    expect(said).toEqual([
      `${UNFILLED_MARK} Esta emissão podia ser emitida até {deadline}.`,
      `${UNFILLED_MARK} aria-label="Excluir {name}"`,
    ]);
  });

  it('fails on a console error, a formatjs error or an HTTP error the test did not declare', async () => {
    const context = Object.assign(new EventEmitter(), { pages: () => [], addInitScript: async () => undefined });
    const guard = new ConsoleGuard();
    await guard.watchContext(context as unknown as BrowserContext);
    const page = Object.assign(new EventEmitter(), { url: () => 'http://web/backoffice/report/nf' });
    context.emit('page', page);
    const logged = (text: string, url = 'http://api/v1/recs') => ({
      type: () => 'error',
      text: () => text,
      location: () => ({ url }),
    });
    guard.expectHttpError(422, '/recs');
    page.emit('console', logged('Failed to load resource: the server responded with a status of 422 (Unprocessable)'));
    page.emit('console', logged('Failed to load resource: the server responded with a status of 500 (Server Error)'));
    page.emit('console', logged('[@formatjs/intl Error FORMAT_ERROR] dashboard.widget.title'));
    page.emit('console', { ...logged('fine'), type: () => 'warning' });
    page.emit('pageerror', new Error('boom'));
    expect(guard.problems).toEqual([
      'console error at http://web/backoffice/report/nf: Failed to load resource: the server responded with a status of 500 (Server Error) (http://api/v1/recs)',
      'console error at http://web/backoffice/report/nf: [@formatjs/intl Error FORMAT_ERROR] dashboard.widget.title',
      'pageerror at http://web/backoffice/report/nf: boom',
    ]);
  });
});
