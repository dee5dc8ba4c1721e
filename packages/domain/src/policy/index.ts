export { FIELD_POLICY, readableFields, readsField } from './fields';
export { BEYOND_SCREENS, OUTSIDE_RESOURCES, PUBLIC, type Rule as OperationRule } from './operation-rules';
export { derivePolicy, fromDomainGrants, isPublicOperation, mayCall, operationPolicy } from './operations';
export { canAccess, type Permission, POLICY } from './policy';
export { canSignIn, isRole, ROLES, type Role, type Tree, treeOf, twoFactorRequirable } from './roles';
