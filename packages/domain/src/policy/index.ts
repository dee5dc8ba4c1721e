export { FIELD_POLICY, readableFields, readsField } from './fields';
export { canAccess, type Permission, POLICY } from './policy';
export { canSignIn, isRole, ROLES, type Role, type Tree, treeOf, twoFactorRequirable } from './roles';
