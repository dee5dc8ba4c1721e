// @vitest-environment happy-dom
import { SESSION_RESTORE_MS } from '@rec/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PRERENDER } from '../auth/prerender/markers';

// What the screens see of the session, from the provider's own (freshly loaded) module.
function Probe({ useSession, seen }: { useSession: () => { snapshot: unknown }; seen: string[] }) {
  seen.push(useSession().snapshot ? 'restored' : 'restoring');
  return null;
}

// The restore runs once per page load (module state): each test loads the provider afresh.
async function mountSession() {
  vi.resetModules();
  const { SessionProvider, useSession } = await import('./SessionProvider');
  const seen: string[] = [];
  await act(async () =>
    createRoot(document.createElement('div')).render(
      <SessionProvider>
        <Probe useSession={useSession} seen={seen} />
      </SessionProvider>,
    ),
  );
  // What the screens see once `ms` more have passed.
  return async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
    return seen.at(-1);
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.classList.remove(PRERENDER.shownClass);
});

it('restores a visitor after the loader’s second (§2)', async () => {
  const after = await mountSession();
  expect(await after(SESSION_RESTORE_MS - 100)).toBe('restoring');
  expect(await after(100)).toBe('restored');
});

it('restores at once behind the prerendered sign-in copy, where no loader shows', async () => {
  document.documentElement.classList.add(PRERENDER.shownClass);
  const after = await mountSession();
  expect(await after(0)).toBe('restored');
});
