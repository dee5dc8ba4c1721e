import type { Plugin } from 'vite';

// The sign-in screen and its layout load behind the prerendered copy (ADR 0054). Split by the
// bundler's defaults, they arrived as ~25 chunks of 1–6 kB (Fluent's Button, Field, Input,
// Select, Link… each its own, because other routes share them), and the entry as 8: /signin took
// 40 script requests, each a `modulepreload` link inserted on the main thread and a compile while
// the visitor already reads the form. Two groups instead (/signin: 8 scripts, 135 kB gzip from 146):
// - what the entry loads statically stays one chunk, the entry's own (rolldown's `$initial` tag);
// - the two public screens and every module they need beyond that, one chunk (dependencies are
//   followed after tree-shaking, so Fluent's barrels bring only what the screens use).
// Other routes that use Button or Field load that chunk instead of the small ones.
const PUBLIC_SCREENS = /[\\/]src[\\/]auth[\\/](SignInPage|AuthLayout)\.tsx$/;

export const publicScreensChunk = (): Plugin => ({
  name: 'rec:public-screens-chunk',
  apply: 'build',
  outputOptions: (options) => {
    const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
    return {
      ...options,
      codeSplitting: {
        ...splitting,
        groups: [
          ...(splitting.groups ?? []),
          { name: 'index', tags: ['$initial'], priority: 2 },
          { name: 'public-screens', test: PUBLIC_SCREENS, priority: 1 },
        ],
      },
    };
  },
});
