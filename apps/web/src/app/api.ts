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
export const upload = xhrUpload({ language: apiLanguage, getToken });
