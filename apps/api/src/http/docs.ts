import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const BUNDLE = path.resolve(import.meta.dirname, '../../../../openapi/openapi.bundle.json');
const esc = (s: unknown) => String(s ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

interface Op {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { description?: string }>;
}

/** Renders the API reference from the contract itself: no second copy, no external script. */
function render(spec: {
  info: { title: string; version: string; description?: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Op>>;
}): string {
  const byTag = new Map<string, string[]>();
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'other';
      const codes = Object.entries(op.responses)
        .map(([c, r]) => `<li><code>${esc(c)}</code> ${esc(r.description)}</li>`)
        .join('');
      const lock = op.security && op.security.length === 0 ? ' <small>(public)</small>' : '';
      const html = `<details id="${esc(op.operationId)}"><summary><b class="m ${method}">${method.toUpperCase()}</b> <code>/v1${esc(p)}</code> — ${esc(op.summary)}${lock}</summary>
<p><code>${esc(op.operationId)}</code></p>${op.description ? `<p>${esc(op.description)}</p>` : ''}<ul>${codes}</ul></details>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = spec.tags
    .map(
      (t) =>
        `<section><h2 id="tag-${esc(t.name)}">${esc(t.name)}</h2><p>${esc(t.description)}</p>${(byTag.get(t.name) ?? []).join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(spec.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
summary{cursor:pointer;padding:.25rem 0}.m{display:inline-block;min-width:4.5rem}.get{color:#0b6a0b}.post{color:#8a4600}.put{color:#004e8c}.delete{color:#a4262c}
code{background:#f3f2f1;padding:0 .25rem;border-radius:3px}</style></head><body>
<h1>${esc(spec.info.title)} <small>v${esc(spec.info.version)}</small></h1><pre>${esc(spec.info.description)}</pre>
<p>Machine-readable: <a href="/docs/openapi.json">openapi.json</a></p>${sections}</body></html>`;
}

export function registerDocs(app: FastifyInstance): void {
  const text = readFileSync(BUNDLE, 'utf8');
  const page = render(JSON.parse(text));
  app.get('/docs', (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/docs/openapi.json', (_req, reply) => reply.type('application/json').send(text));
}
