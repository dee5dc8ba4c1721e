export {
  ALL_SCOPES,
  CLIENT_ROLE,
  CLIENT_TOKEN_SECONDS,
  DEFAULT_CLIENT_RATE_LIMIT,
  isGrantableScope,
  NOT_GRANTABLE,
  ROTATION_OVERLAP_HOURS,
  SCOPE_FAMILIES,
  scopeAllows,
  scopeOf,
} from './scopes';
export type { ClientOrganization, OperationScope } from './types';
