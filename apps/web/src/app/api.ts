import { needsRefresh, singleFlight } from '@rec/domain';
import { createClient } from '../domain-gaps/api-client';
import { xhrUpload } from '../domain-gaps/xhr-upload';
import { apiLanguage, session } from './services';

const refresh = singleFlight(() => session.signInWithRefreshToken());

// The bearer for the signed-in screens, refreshed shortly before it expires (sign-in calls go
// through their own client, so the refresh never calls itself).
const getToken = async () => {
  const token = session.token();
  if (token && needsRefresh(token) && session.current().refreshToken) await refresh();
  return session.token();
};

// The tab's API client and uploader; screens get them from ApiProvider (app/PrivateApp.tsx).
export const api = createClient({ language: apiLanguage, getToken });

// A signed-in call refused with 401: the server ended the session (signed out elsewhere, revoked)
// or changed its user (deactivated, new role or password; ADR 0077). The shared refresh tells
// which — a token for the user as it now is, or none — and the session's subscriber
// (SessionProvider) then shows that user's tree or /signin.
api.use({
  async onResponse({ request, response }) {
    if (response.status !== 401 || !request.headers.has('Authorization')) return response;
    if (session.current().refreshToken) await refresh();
    else await session.signOut();
    return response;
  },
});
export const upload = xhrUpload({ language: apiLanguage, getToken });
