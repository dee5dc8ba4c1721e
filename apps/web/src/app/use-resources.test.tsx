// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

function Title({ wait, read }: { wait: () => void; read: () => string | null }) {
  wait();
  return <p>{`title: ${read()}`}</p>;
}

describe('useResources', () => {
  it('waits for a definition its route did not load, then reads it', async () => {
    // A fresh domain module, as a browser has before its first route (tests register all).
    vi.resetModules();
    const domain = await import('@rec/domain');
    const { useResources } = await import('./use-resources');
    expect(domain.isResourceLoaded('businesses')).toBe(false);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Title wait={() => useResources('businesses')} read={() => domain.resource('businesses').title} />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText(/^title: \w+/)).toBeTruthy();
    expect(domain.isResourceLoaded('businesses')).toBe(true);
  });
});
