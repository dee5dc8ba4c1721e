import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

const ENTRY = 'src/prerender/render-sign-in.tsx';

type RenderModule = typeof import('../src/prerender/render-sign-in.tsx');
type HandoffModule = typeof import('../src/prerender/handoff.ts');
type GuardModule = typeof import('../src/prerender/guard.ts');

// The app's modules read the browser's storages when they load (app/services.ts) or first render
// (settings/SettingsProvider.tsx). In Node they get empty ones: exactly a first visit. No document,
// so Fluent and Griffel render as on a server.
const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

async function withBrowserStorages<T>(run: () => Promise<T>): Promise<T> {
  const global = globalThis as { window?: unknown };
  const before = global.window;
  global.window = { localStorage: memoryStorage(), sessionStorage: memoryStorage() };
  try {
    return await run();
  } finally {
    global.window = before;
  }
}

// Vite's tags for the app: the entry and the chunks it imports (modulepreload).
const APP_SCRIPT =
  /<(script) type="module" crossorigin src="([^"]+)"><\/script>|<link rel="(modulepreload)" crossorigin href="([^"]+)">/g;

const starterScript = (scripts: string[][]): string =>
  [
    `(function(a){function go(){a.forEach(function(s){var e=document.createElement(s[0]==="script"?"script":"link");`,
    'if(s[0]==="script"){e.type="module";e.src=s[1]}else{e.rel="modulepreload";e.href=s[1]}',
    'e.crossOrigin="";document.head.appendChild(e)})}',
    'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(go)});else go()',
    `})(${JSON.stringify(scripts)})`,
  ].join('');

// The built index.html with the sign-in screen painted in: its markup beside #root (the app
// renders behind it and takes over, src/prerender/handoff.ts), its CSS and the guard in <head>.
// Field names become data attributes: a submit before any script ran sends nothing in the URL.
export function prerenderedPage(
  index: string,
  parts: { markup: string; styles: string; guardScript: string; guardStyle: string },
  ids: Pick<HandoffModule, 'PRERENDER_ID' | 'STYLE_ATTRIBUTE' | 'FIELD_ATTRIBUTE'>,
): string {
  const styles = parts.styles.replaceAll('<style ', `<style ${ids.STYLE_ATTRIBUTE}="" `);
  // React puts the resource hints it found (the logo's preload) first: they belong in <head>.
  const hints = /^(?:<link\b[^>]*>)*/.exec(parts.markup)?.[0] ?? '';
  const markup = parts.markup.slice(hints.length).replace(/(<input\b[^>]*?)\sname="/g, `$1 ${ids.FIELD_ATTRIBUTE}="`);
  // The app's scripts start after the screen's first paint: on a fast connection they would
  // otherwise arrive and run first and hold that paint back. An inline starter adds them then (a
  // hidden tab paints no frame, so it starts at once); index.html keeps its tags for every other path.
  const scripts = [...index.matchAll(APP_SCRIPT)].map((m) => ({
    tag: m[0],
    kind: (m[1] ?? m[3]) as string,
    url: (m[2] ?? m[4]) as string,
  }));
  if (!scripts.some((s) => s.kind === 'script')) throw new Error('prerender-signin: index.html has no module script');
  const starter = starterScript(scripts.map(({ kind, url }) => [kind, url]));
  for (const script of [parts.guardScript, starter])
    if (script.includes('<')) throw new Error('prerender-signin: an inline script must not contain "<"');
  // Nothing paints until the whole screen is parsed (#root follows it): a first frame with half of
  // it would shift when the rest came in (it is centred). Browsers without `rel=expect` ignore it.
  const expect = '<link rel="expect" href="#root" blocking="render">';
  const head = `${hints}${expect}<script>${parts.guardScript}</script><style ${ids.STYLE_ATTRIBUTE}="">${parts.guardStyle}</style>${styles}`;
  if (!index.includes('</head>') || !index.includes('<div id="root"></div>'))
    throw new Error('prerender-signin: index.html has no </head> or empty #root');
  const page = scripts.reduce((html, { tag }) => html.replace(tag, ''), index);
  return page
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="${ids.PRERENDER_ID}">${markup}</div><div id="root"></div><script>${starter}</script>`,
    );
}

/**
 * Writes <outDir>/signin.html after each client build: what /signin paints before its scripts
 * (issue 12 #5, ADR 0054). Vite's preview and the API's static handler serve `<path>.html` for
 * `<path>`; every other path keeps index.html. Skipped for builds of another root (the bundle
 * budget's floor page).
 */
export const prerenderSignIn = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'rec:prerender-signin',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (path.resolve(config.root) !== path.resolve(import.meta.dirname, '..')) return;
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const page = await withBrowserStorages(async () => {
          const { renderSignIn } = (await server.ssrLoadModule(`/${ENTRY}`)) as RenderModule;
          const ids = (await server.ssrLoadModule('/src/prerender/handoff.ts')) as HandoffModule;
          const guard = (await server.ssrLoadModule('/src/prerender/guard.ts')) as GuardModule;
          const outDir = path.resolve(config.root, config.build.outDir);
          const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const parts = { ...(await renderSignIn()), guardScript: guard.guardScript(), guardStyle: guard.guardStyle() };
          return { outDir, html: prerenderedPage(index, parts, ids) };
        });
        writeFileSync(path.join(page.outDir, 'signin.html'), page.html);
      } finally {
        await server.close();
      }
    },
  };
};
