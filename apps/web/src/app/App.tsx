import { createBrowserRouter, RouterProvider } from 'react-router';
import { LocalizedProviders } from '../i18n/LocalizedProviders';
import { NotifyProvider } from '../notify/NotifyProvider';
import { SessionProvider } from '../session/SessionProvider';
import { SettingsProvider } from '../settings/SettingsProvider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <SettingsProvider>
      <LocalizedProviders>
        <SessionProvider>
          <NotifyProvider>
            <RouterProvider router={router} />
          </NotifyProvider>
        </SessionProvider>
      </LocalizedProviders>
    </SettingsProvider>
  );
}
