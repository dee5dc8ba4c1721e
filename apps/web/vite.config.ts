import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chartWithoutLegendMenu } from './build/chart-without-legend-menu.ts';
import { intlWithoutLocaleProbe } from './build/intl-without-locale-probe.ts';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { precomputedThemes } from './build/precomputed-themes.ts';
import { prerenderSignIn } from './build/prerender-sign-in.ts';
import { publicScreensChunk } from './build/public-screens-chunk.ts';
import { resourceTexts } from './build/resource-texts.ts';

// The bundle budget (scripts/bench/bundle-budget.mjs) builds its floor page with this same file,
// so every option here applies to both sides of the ratio.
export default defineConfig({
  root: import.meta.dirname,
  // Work done once at build time instead of in every browser: ICU messages compiled to ASTs (no
  // parser at run time), the two Fluent themes evaluated to plain objects, and the chart legends'
  // overflow menu, never rendered by our charts, left out (build/chart-without-legend-menu.ts); each
  // resource's texts file cut to the page's language (build/resource-texts.ts); and
  // the sign-in screen prerendered to HTML (build/prerender-sign-in.ts). The entry and the public
  // screens each load as one chunk (build/public-screens-chunk.ts).
  plugins: [
    react(),
    precompiledMessages(),
    resourceTexts(),
    precomputedThemes(),
    chartWithoutLegendMenu(),
    intlWithoutLocaleProbe(),
    prerenderSignIn(),
    publicScreensChunk(),
  ],
  build: {
    target: 'es2022',
    // The manifest lets the budget script follow each route's chunks without a browser.
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // zod builders (`z.object(…)`, `z.string().min(…)`) only build schema objects, but the bundler
      // cannot know it: without this, importing one schema from the SDK's generated zod.gen.ts
      // (the login adapter's zLoginResponse) keeps all of its operations' schemas alive.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
