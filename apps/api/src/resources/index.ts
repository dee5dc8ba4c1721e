import type { Handlers } from '../http/types';
import { authHandlers } from './auth/handlers';
import { sourcesHandlers } from './sources/handlers';

/** Every implemented operation, by operationId. One spread per resource module. */
export const handlers: Handlers = {
  ...authHandlers,
  ...sourcesHandlers,
};
