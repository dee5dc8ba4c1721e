import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The app, started by entry.ts (which has already set a prerendered screen aside). A function, not
// top-level statements: the package is side-effect free (package.json), so a module imported only
// for its effects would be dropped from the build.
export function start(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
