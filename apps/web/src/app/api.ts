import { needsRefresh, singleFlight } from '@rec/domain';
import { createClient } from '../domain-gaps/api-client';
import { apiLanguage, session } from './services';

const refresh = singleFlight(() => session.signInWithRefreshToken());

// The tab's API client for the signed-in screens: refreshes the access token shortly before it
// expires (sign-in calls go through their own client, so the refresh never calls itself).
export const api = createClient({
  language: apiLanguage,
  getToken: async () => {
    const token = session.token();
    if (token && needsRefresh(token) && session.current().refreshToken) await refresh();
    return session.token();
  },
});
