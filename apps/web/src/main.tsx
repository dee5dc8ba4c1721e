import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// As a transition, React renders the app in slices and yields between them: on /signin the
// prerendered copy is already on screen and answers the visitor's typing while the app starts
// behind it (ADR 0054).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
