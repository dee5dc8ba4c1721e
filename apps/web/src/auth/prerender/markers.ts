// The names the prerendered sign-in page (build/prerender-sign-in.ts), its inline guard script
// and the app's hand-off (hand-off.ts) agree on.
export const PRERENDER = {
  // The static copy of the sign-in screen, shown until the app takes over.
  containerId: 'prerender',
  // On <html>: the static copy is live and the app's #root stays hidden until the hand-off.
  shownClass: 'prerendered',
  // On <html>: a submit of the static form is waiting for the app (data-sign-in-pending).
  pendingAttribute: 'data-sign-in-pending',
} as const;

// Shown only to a visitor the app would greet with this very screen: no stored session to
// restore and the default language and theme (the copy is rendered in them).
export const PRERENDER_CSS = `#${PRERENDER.containerId}{display:none}.${PRERENDER.shownClass} #${PRERENDER.containerId}{display:block}.${PRERENDER.shownClass} #root{display:none}`;
