import type { HtmlTagDescriptor, Plugin } from 'vite';

// Modules of the screen a visitor lands on (/signin): its card layout and the screen itself.
const LANDING = [/[\\/]src[\\/]auth[\\/]AuthLayout\.tsx$/, /[\\/]src[\\/]auth[\\/]SignInPage\.tsx$/];

interface ChunkLike {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
}

// The sign-in chunks are lazy (auth/PublicApp.tsx), so the browser only learned of them after the
// entry script ran: one more round trip before the first paint on a slow mobile link (Lighthouse,
// issue 12). `<link rel=modulepreload>` in index.html fetches them alongside the entry. Only the
// chunks /signin loads anyway, so the sign-in bundle does not grow (scripts/bench/bundle-budget.mjs).
export const preloadSignin = (): Plugin => ({
  name: 'rec:preload-signin',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {}) as ChunkLike[];
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
      // Static imports, transitively: Vite already preloads the entry's own.
      const closure = (files: string[], into = new Set<string>()) => {
        for (const file of files) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byName.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const already = closure(entry ? [entry.fileName] : []);
      const landing = chunks.filter((c) => c.type === 'chunk' && LANDING.some((re) => re.test(c.facadeModuleId ?? '')));
      const wanted = [...closure(landing.map((c) => c.fileName))].filter((file) => !already.has(file));
      return wanted.map(
        (file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }),
      );
    },
  },
});
