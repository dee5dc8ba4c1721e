import type { DemoLogin } from '../src/seed/demo';

/** A table of one demo sign-in per role, for the terminal. */
export function formatLogins(logins: DemoLogin[], password: string): string {
  if (!logins.length) return '  (no demo users in this database: it was not seeded by the demo seed)';
  const width = Math.max(...logins.map((l) => l.role.length));
  const email = Math.max(...logins.map((l) => l.email.length));
  const lines = logins.map((l) => `  ${l.role.padEnd(width)}  ${l.email.padEnd(email)}  ${l.organisation}`);
  return [...lines, `  password of every demo user: ${password}`].join('\n');
}
