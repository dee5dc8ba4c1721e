import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Every error code apps/api can raise, read from its sources: the HttpError helpers with a code,
// `new HttpError(status, 'CODE', …)` and the helpers' default codes.
const PATTERNS = [
  /\b(?:conflict|unprocessable|tooManyRequests)\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
  /\b(?:badRequest|unauthorized|forbidden|notFound)\((?:[^()]|\([^()]*\))*?,\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\)/g,
  /\bnew HttpError\(\s*\d+\s*,\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
  /\bcode = ['"]([A-Z][A-Z0-9_]+)['"]/g,
  // Local helpers that take the code first (automations/validate.ts: invalid(code, field, message)).
  /\binvalid\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
];

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') ? [full] : [];
  });

export const raisedCodes = (root = path.join(import.meta.dirname, '../../src')): string[] => {
  const codes = new Set<string>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) for (const m of text.matchAll(pattern)) codes.add(m[1] as string);
  }
  return [...codes].sort();
};
