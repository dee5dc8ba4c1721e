// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNewPageAtTop } from './use-new-page-at-top';

afterEach(cleanup);

function Shell() {
  useNewPageAtTop();
  return <Outlet />;
}

describe('a new page', () => {
  it('opens at its top; Back, Forward and a change of query leave the scroll alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Shell />,
          children: [
            { path: 'a', element: 'A' },
            { path: 'b', element: 'B' },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/b?page=2'));
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});
