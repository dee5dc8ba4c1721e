import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { adoptPrerender } from './prerender/handoff';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// /signin arrives painted (signin.html, ADR 0054): the app renders behind that copy and then
// replaces it.
adoptPrerender(root);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
