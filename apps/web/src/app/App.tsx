import { LocalizedProviders } from '../i18n/LocalizedProviders';
import { NotifyProvider } from '../notify/NotifyProvider';
import { SessionProvider } from '../session/SessionProvider';
import { SettingsProvider } from '../settings/SettingsProvider';
import { Gate } from './Gate';

export function App() {
  return (
    <SettingsProvider>
      <LocalizedProviders>
        <SessionProvider>
          <NotifyProvider>
            <Gate />
          </NotifyProvider>
        </SessionProvider>
      </LocalizedProviders>
    </SettingsProvider>
  );
}
