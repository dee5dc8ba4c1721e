// The import graph of the workspace's own TypeScript (apps/* and packages/*), for check-cycles.mjs.
// Every `import … from`, `export … from`, bare `import '…'` and dynamic `import('…')` is an edge;
// a whole-statement `import type` / `export type` is one only with { types: true } (it is erased,
// so it loads nothing and cannot make a module see another half-initialised). Relative
// specifiers and the workspace packages' `exports` resolve to files, anything else is outside.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIP = new Set(['node_modules', 'dist', 'build', '.tmp', 'coverage', 'test-results', 'playwright-report']);
const STATIC = /(?:^|[;\s])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]/g;
const DYNAMIC = /\bimport\(\s*()['"]([^'"\n]+)['"]\s*\)/g;

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

// Comments may quote imports; strings in code rarely start a line with `import`.
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const asFile = (base) => {
  const tries = [
    base,
    ...['.ts', '.tsx', '.mts'].map((e) => base + e),
    ...['index.ts', 'index.tsx'].map((i) => path.join(base, i)),
  ];
  const stripped = base.replace(/\.(m?js|jsx)$/, '');
  if (stripped !== base) tries.push(`${stripped}.ts`, `${stripped}.tsx`, `${stripped}.mts`);
  return tries.find((f) => existsSync(f) && statSync(f).isFile() && SOURCE.test(f));
};

/** Workspace package name → (subpath → file). */
const packagesOf = (root) => {
  const map = new Map();
  for (const group of ['apps', 'packages']) {
    const base = path.join(root, group);
    if (!existsSync(base)) continue;
    for (const dir of readdirSync(base)) {
      const manifest = path.join(base, dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      const exports = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
      const entries = new Map();
      for (const [sub, target] of Object.entries(exports))
        if (typeof target === 'string') entries.set(sub, path.resolve(base, dir, target));
      map.set(pkg.name, entries);
    }
  }
  return map;
};

export function importGraph(root, { types = false } = {}) {
  const packages = packagesOf(root);
  const resolve = (from, spec) => {
    if (spec.startsWith('.')) return asFile(path.resolve(path.dirname(from), spec));
    const [scope, name, ...rest] = spec.split('/');
    const entries = packages.get(spec.startsWith('@') ? `${scope}/${name}` : scope);
    if (!entries) return undefined;
    const sub = spec.startsWith('@') ? rest.join('/') : [name, ...rest].join('/');
    const target = entries.get(sub ? `./${sub}` : '.');
    return target && SOURCE.test(target) ? target : undefined;
  };
  const files = ['apps', 'packages'].flatMap((g) => (existsSync(path.join(root, g)) ? walk(path.join(root, g)) : []));
  const graph = new Map();
  for (const file of files) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    const edges = new Set();
    for (const pattern of [STATIC, DYNAMIC])
      for (const m of text.matchAll(pattern)) {
        if (m[1] && !types) continue;
        const target = resolve(file, m[2]);
        if (target) edges.add(target);
      }
    graph.set(file, [...edges]);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function circles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  const visit = (v) => {
    // Iterative enough for this size; recursion depth is the longest import chain.
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) !== idx.get(v)) return;
    const scc = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}
