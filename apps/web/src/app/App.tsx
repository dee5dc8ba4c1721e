import { LocalizedProviders } from '../i18n/LocalizedProviders';
import { NotifyProvider } from '../notify/NotifyProvider';
import { SessionProvider } from '../session/SessionProvider';
import { SettingsProvider } from '../settings/SettingsProvider';
import { StyleRenderer } from '../theme/StyleRenderer';
import { Gate } from './Gate';

export function App() {
  return (
    <StyleRenderer>
      <SettingsProvider>
        <LocalizedProviders>
          <SessionProvider>
            <NotifyProvider>
              <Gate />
            </NotifyProvider>
          </SessionProvider>
        </LocalizedProviders>
      </SettingsProvider>
    </StyleRenderer>
  );
}
