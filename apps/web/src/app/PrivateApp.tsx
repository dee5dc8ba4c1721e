import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider } from './ApiProvider';
import { api, upload } from './api';
import { routes } from './routes';
import { SessionLoader } from './SessionLoader';

type Router = ReturnType<typeof createBrowserRouter>;

// The signed-in app: the data router, the shell and the screens, a chunk visitors never load.
// One router per mount: it starts at the address the public screens left (with their history
// state), and lets go of the history when the user signs out and the public screens take over.
export function PrivateApp() {
  const [router, setRouter] = useState<Router | null>(null);
  useEffect(() => {
    const next = createBrowserRouter(routes);
    setRouter(next);
    return () => next.dispose();
  }, []);
  return router ? (
    <ApiProvider client={api} upload={upload}>
      <RouterProvider router={router} />
    </ApiProvider>
  ) : (
    <SessionLoader />
  );
}
