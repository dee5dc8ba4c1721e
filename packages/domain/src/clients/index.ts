export { GRANTABLE_SCOPES } from './grantable.gen';
export {
  ALL_SCOPES,
  CLIENT_ROLE,
  CLIENT_TOKEN_SECONDS,
  DEFAULT_CLIENT_RATE_LIMIT,
  grantableScopes,
  isGrantableScope,
  mayGrant,
  NOT_GRANTABLE,
  organizationOf,
  ROTATION_OVERLAP_HOURS,
  SCOPE_FAMILIES,
  scopeAllows,
  scopeOf,
} from './scopes';
export type { ClientOrganization, OperationScope } from './types';
