import { adoptPrerender, prerenderOnScreen } from './prerender/handoff';

// The page's first script, kept small. Behind the prerendered sign-in screen (signin.html, ADR
// 0054) the app (main.tsx) starts once that screen has painted: on a fast connection its code would
// otherwise arrive and run first, and hold the first paint back. A hidden tab paints no frame, so
// it starts at once.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
adoptPrerender(root);

const start = () => void import('./main').then((app) => app.start(root));
if (prerenderOnScreen() && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
