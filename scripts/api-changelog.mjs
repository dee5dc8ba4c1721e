// The contract's changelog, docs/api-changelog.md, generated from the git history of the bundled
// contract (ADR 0124): one entry per commit of the first-parent line that changed what a caller
// sees, newest first. `node scripts/api-changelog.mjs` writes it; `--check` (run by `npm test`)
// fails when the committed file differs from what the history gives.
//
// A shallow clone holds only the newest commits: the check then compares only the entries it can
// rebuild (those whose parent commit is present) with the newest entries of the committed file.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractChanges } from './contract-diff.mjs';
import { root } from './lib.mjs';

const BUNDLE = 'openapi/openapi.bundle.json';
const OUT = path.join(root, 'docs/api-changelog.md');
const HEADER = `# API changelog

Generated from the git history of \`openapi/\` by \`node scripts/api-changelog.mjs\` (ADR 0124):
one entry per commit that changed what a caller of the v1 API sees, newest first. Descriptions and
examples are not listed. Deprecations follow ADR 0123 (six months' notice, \`Deprecation\` and
\`Sunset\` headers). Do not edit by hand: after a commit (or a merge) that changes \`openapi/\`, run
the command and commit the result.
`;

const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] });
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};

/** The bundle at a commit; null when that commit holds no valid JSON there (a merge's conflict). */
const bundleAt = (commit) => {
  try {
    return JSON.parse(git('show', `${commit}:${BUNDLE}`));
  } catch {
    return null;
  }
};

const entry = (commit, date, subject, changes) => {
  const title = subject.length > 100 ? `${subject.slice(0, 99)}…` : subject;
  return `## ${date.slice(0, 10)} · ${commit.slice(0, 10)}\n\n${title}\n\n${changes.map((c) => `- ${c}`).join('\n')}\n`;
};

/**
 * Entries of the history present here, newest first; `complete` is false when a shallow clone cut
 * it (its oldest commit is then only the starting point, compared with nothing).
 */
export function buildEntries() {
  const log = tryGit('log', '--first-parent', '--reverse', '--format=%H%x09%aI%x09%s', '--', BUNDLE);
  if (log === undefined) return undefined;
  // A shallow clone's boundary commits look parentless: they cannot be compared with anything.
  const shallowFile = path.resolve(root, git('rev-parse', '--git-path', 'shallow').trim());
  const boundary = new Set(existsSync(shallowFile) ? readFileSync(shallowFile, 'utf8').split('\n') : []);
  const entries = [];
  let complete = true;
  let previous;
  for (const line of log.split('\n').filter(Boolean)) {
    const [commit = '', date = '', subject = ''] = line.split('\t');
    const current = bundleAt(commit);
    if (boundary.has(commit)) {
      complete = false;
      entries.length = 0;
      previous = current ?? undefined;
      continue;
    }
    if (current === null) {
      entries.push(
        entry(commit, date, subject, ['The bundle is not valid JSON here; its changes show in the next entry']),
      );
      continue;
    }
    const changes = previous ? contractChanges(previous, current) : baseline(current);
    if (changes.length) entries.push(entry(commit, date, subject, changes));
    previous = current;
  }
  return { entries: entries.reverse(), complete };
}

function baseline(spec) {
  const ops = Object.values(spec?.paths ?? {}).flatMap((item) => Object.keys(item)).length;
  return [`First contract: ${ops} operations, ${Object.keys(spec?.components?.schemas ?? {}).length} schemas`];
}

const render = (entries) => `${HEADER}\n${entries.join('\n')}`;
const entriesOf = (text) => text.split(/^(?=## )/m).slice(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = buildEntries();
  if (!built) {
    console.log('api-changelog: no git history here; nothing to check');
    process.exit(0);
  }
  const { entries, complete } = built;
  if (!process.argv.includes('--check')) {
    if (!complete) {
      console.error('api-changelog: this clone is shallow; fetch the full history (git fetch --unshallow) first');
      process.exit(1);
    }
    writeFileSync(OUT, render(entries));
    console.log(`api-changelog: ${entries.length} entries written to docs/api-changelog.md`);
    process.exit(0);
  }
  const committed = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  const same = complete
    ? committed === render(entries)
    : entries.every((e, i) => entriesOf(committed)[i]?.trimEnd() === e.trimEnd());
  if (!same) {
    console.error(
      'docs/api-changelog.md differs from the contract’s git history: run `node scripts/api-changelog.mjs` and commit it',
    );
    process.exit(1);
  }
  console.log(`api-changelog: ${entries.length} entries match the history${complete ? '' : ' (shallow clone)'}`);
}
