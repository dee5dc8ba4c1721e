import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { LOCALES } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { readLocale } from './message-files';

// ADR 0094 moved every resource's texts beside its definition and made the generic failure lines
// templates. Every id the screens used before the move still resolves, in every language, to the
// byte-identical text it had in the message files of the last commit before it. A guard for that
// move: once a text is changed on purpose, this test has done its work and goes.
const BEFORE = '0d78f280db8fca75312696ce96349e733dd8ef2e';
const root = path.join(import.meta.dirname, '../../../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });

const filesBefore = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...git('ls-tree', '-r', '--name-only', BEFORE, `apps/web/src/i18n/messages/${locale}/`)
      .split('\n')
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(git('show', `${BEFORE}:${file}`))),
  );

describe.each(LOCALES)('the %s texts after the move', (locale) => {
  // New ids may come (other work adds messages); none of before may change or go.
  it('resolve every id of before to its byte-identical text', () => {
    const before = filesBefore(locale);
    const now = readLocale(locale);
    expect(Object.keys(before).length).toBeGreaterThan(1000);
    expect(Object.keys(before).filter((id) => now[id] !== before[id])).toEqual([]);
  });
});
