import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

const BUNDLE = path.resolve(import.meta.dirname, '../../../../openapi/openapi.bundle.json');

// The page's one inline script (Scalar's start call) is allowed by its hash: helmet's policy
// keeps scripts to this origin, and the renderer's own bundle is served from here (no CDN).
const inlineScriptSources = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );

const withScripts = (policy: string, sources: string[]): string =>
  policy
    .split(';')
    .map((d) => (d.trim().split(/\s+/)[0] === 'script-src' ? `${d} ${sources.join(' ')}` : d))
    .join(';');

/**
 * The API reference at /docs, rendered in the browser from the contract itself by Scalar
 * (operations, the `webhooks` section, the bearer and client-credentials security schemes);
 * /docs/openapi.json is the bundle it reads. Everything is served from this origin: it works offline.
 */
export async function registerDocs(app: FastifyInstance, file = BUNDLE): Promise<void> {
  const content = readFileSync(file, 'utf8');
  const title = (JSON.parse(content) as { info: { title: string } }).info.title;
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (isPage && typeof payload === 'string' && typeof policy === 'string')
        reply.header('content-security-policy', withScripts(policy, inlineScriptSources(payload)));
      return payload;
    });
    await scope.register(scalar, {
      routePrefix: '/docs',
      configuration: {
        content,
        pageTitle: title,
        // Nothing leaves this origin: no web fonts, telemetry, AI agent or vendor toolbar.
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: 'never',
        agent: { disabled: true },
      },
    });
  });
}
