export type AppAssets = { entry: string; preloads: string[] };

// Runs inline at the end of the prerendered page (serialised as source: no imports). The copy
// on screen is the page's content; the app is what the visitor needs next, so it is asked for
// once that copy has painted (a frame, then a task), not raced against it. A tab opened in the
// background paints nothing and gets no animation frames: it asks at once.
function starter(assets: AppAssets) {
  const start = () => {
    for (const href of assets.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = assets.entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

/** The starter as the inline script's text. */
export const starterScript = (assets: AppAssets): string => `(${starter.toString()})(${JSON.stringify(assets)});`;
