export {
  type ApiClient,
  type ApiClientOptions,
  authMiddleware,
  createApiClient,
  DEFAULT_LANGUAGE,
  headersMiddleware,
  type TokenProvider,
} from './client';
export { formDataSerializer } from './multipart';
export type { components, operations, paths } from './schema.gen';

import type { components, operations } from './schema.gen';

/** Entity and payload types by schema name, e.g. `Schemas['Registrant']`. */
export type Schemas = components['schemas'];
/** The one error model every non-2xx JSON response carries. */
export type ApiError = components['schemas']['Error'];
export type OperationId = keyof operations;
