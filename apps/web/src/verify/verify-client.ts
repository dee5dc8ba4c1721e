import { apiLanguage } from '../app/services';
import { createClient } from '../domain-gaps/api-client';

// No bearer: the check is public, and a signed-in visitor's token is none of its business.
export const publicClient = createClient({ getToken: () => null, language: apiLanguage });
