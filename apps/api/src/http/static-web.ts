import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// `npm start` serves the built web app from the API's own origin (issue 12 #5): one server, no
// CORS preflight, the API under /v1. Hashed assets are cached for a year, index.html never; each
// file is compressed once (brotli, else gzip) and kept in memory — the build is a few MB.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt']);
const API_PREFIXES = ['/v1/', '/v1', '/docs', '/health'];

interface Entry {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  // The sha256 sources of a page's inline scripts, allowed by its Content-Security-Policy.
  scripts?: string[];
}

// Screens the build prerendered (apps/web/build/prerender-sign-in.ts, ADR 0054): their own page
// instead of index.html.
const PRERENDERED: Readonly<Record<string, string>> = { '/signin': 'signin.html' };

const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );

// helmet's policy allows scripts of this origin only; a page with inline scripts names each one's
// hash, so that exactly those run. Only `script-src` itself: `script-src-attr 'none'` must stay
// alone (a browser ignores a 'none' beside other sources, and would then allow handler attributes).
const allowingScripts = (policy: string, sources: string[]): string =>
  policy
    .split(';')
    .map((directive) =>
      directive.trim().split(/\s+/)[0] === 'script-src' ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export async function serveWebApp(app: FastifyInstance, dist: string): Promise<void> {
  const root = path.resolve(dist);
  const cache = new Map<string, Promise<Entry | undefined>>();
  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = (async () => {
        const raw = await readFile(file).catch(() => undefined);
        if (!raw) return undefined;
        const ext = path.extname(file);
        const out: Entry = { raw, type: TYPES[ext] ?? 'application/octet-stream' };
        if (ext === '.html') out.scripts = inlineScripts(raw.toString('utf8'));
        if (COMPRESSIBLE.has(ext) && raw.length > 1024) {
          out.br = await br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          out.gzip = await gz(raw, { level: 9 });
        }
        return out;
      })();
      cache.set(file, entry);
    }
    return entry;
  };
  const send = (req: FastifyRequest, reply: FastifyReply, entry: Entry, immutable: boolean) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    reply
      .header('content-type', entry.type)
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('vary', 'accept-encoding');
    const policy = reply.getHeader('content-security-policy');
    if (entry.scripts?.length && typeof policy === 'string')
      reply.header('content-security-policy', allowingScripts(policy, entry.scripts));
    if (entry.br && accepts.includes('br')) return reply.header('content-encoding', 'br').send(entry.br);
    if (entry.gzip && accepts.includes('gzip')) return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.raw);
  };
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = decodeURIComponent((req.url.split('?')[0] ?? '/').split('#')[0] ?? '/');
    if (API_PREFIXES.some((p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`)))
      return reply.callNotFound();
    const file = path.join(root, path.normalize(url));
    if (!file.startsWith(root)) return reply.callNotFound();
    const entry = url !== '/' && path.extname(url) ? await load(file) : undefined;
    if (entry) return send(req, reply, entry, url.startsWith('/assets/'));
    // A missing asset is a 404; any other path is a screen of the single-page app.
    if (path.extname(url) && url !== '/index.html') return reply.callNotFound();
    const own = PRERENDERED[url];
    const index = (own && (await load(path.join(root, own)))) || (await load(path.join(root, 'index.html')));
    if (!index) return reply.callNotFound();
    return send(req, reply, index, false);
  };
  app.get('/*', handler);
  app.get('/', handler);
}
