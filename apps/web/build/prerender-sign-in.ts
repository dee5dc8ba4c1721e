import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const ENTRY = 'src/auth/prerender/render.tsx';
const ROOT_DIV = '<div id="root"></div>';
// Vite's tags for the app: the entry module and the chunks it preloads.
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

// The sign-in screen is the first page of every visitor, and its first paint waited for the
// whole app (Lighthouse mobile 84–89, issue 12). After the client build, the screen is rendered
// to HTML once, with the app's own components and styles (src/auth/prerender/render.tsx), and
// written beside index.html as signin.html: the API serves it for /signin (ADR 0054), the app
// loads as before and takes over the form (src/auth/prerender/use-prerendered.ts).
export const prerenderSignIn = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'rec:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const entry = path.join(config.root, ENTRY);
      const index = path.join(path.resolve(config.root, config.build.outDir), 'index.html');
      // Other builds with this config (the bundle budget's floor page) have no such screen.
      if (config.build.ssr || !existsSync(entry) || !existsSync(index)) return;
      const template = readFileSync(index, 'utf8');
      if (!template.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV}`);
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderSignIn } = await server.ssrLoadModule(entry);
        const entryTag = ENTRY_TAG.exec(template);
        if (!entryTag?.[1]) throw new Error('index.html has no entry module');
        const preloads = [...template.matchAll(PRELOAD_TAG)].map((tag) => tag[1]);
        // The copy's own starter asks for the app once the copy has painted (starter.ts).
        const page: { head: string; body: string } = await renderSignIn({ entry: entryTag[1], preloads });
        const html = template
          .replace(ENTRY_TAG, '')
          .replace(PRELOAD_TAG, '')
          .replace('</head>', `${page.head}</head>`)
          .replace(ROOT_DIV, `${ROOT_DIV}${page.body}`);
        writeFileSync(path.join(path.dirname(index), 'signin.html'), html);
      } finally {
        await server.close();
      }
    },
  };
};
