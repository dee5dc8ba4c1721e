import type { Handlers } from '../../http/types';
import { secondFactorHandlers } from '../auth/second-factor';
import { sessionHandlers } from '../auth/sessions';
import { twoFactorHandlers } from '../auth/two-factor';
import { securityHandlers } from './handlers';

/** Account security (issue 42 items 2–3): second factor, sessions, security events. */
export const accountSecurityHandlers: Handlers = {
  ...secondFactorHandlers,
  ...twoFactorHandlers,
  ...sessionHandlers,
  ...securityHandlers,
};
