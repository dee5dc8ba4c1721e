// Message files are split by namespace (messages/<locale>/<ns>.json): the first segment of an id,
// except that the errors the public screens never show (API codes, a screen's failure lines) are
// kept apart in `failures`. Visitors need only the public namespaces before the first paint; the
// signed-in app loads the rest.
export const PUBLIC_NAMESPACES: readonly string[] = ['app', 'auth', 'errors', 'session', 'settings', 'verify'];

// `verify`: the public statement check's refusals (verify/).
const PUBLIC_ERRORS = new Set(['auth', 'recover', 'validation', 'generic', 'limit', 'duplicate', 'verify']);
// API codes sign-in and recovery can meet.
const PUBLIC_CODES = new Set([
  'errors.code.userInactive',
  'errors.code.tooManyAttempts',
  'errors.code.tooManyRequests',
  'errors.code.invalidResetToken',
  'errors.code.badRequest',
  'errors.code.validationFailed',
]);

// A resource's texts (its name, fields, actions…) are its own namespace, `resources-<name>`: no
// message file holds them, they live beside its definition (defs/<name>.texts.json, ADR 0094) and
// load with it (i18n/resource-messages.ts); the cell marks every list may show stay in `resources`.
export const RESOURCE_NAMESPACE = 'resources-';
const SHARED_RESOURCE_TEXTS = new Set(['marks']);

export const namespaceOf = (id: string): string => {
  const [first = id, second = ''] = id.split('.');
  if (first === 'resources' && second && !SHARED_RESOURCE_TEXTS.has(second)) return `${RESOURCE_NAMESPACE}${second}`;
  return first === 'errors' && !PUBLIC_ERRORS.has(second) && !PUBLIC_CODES.has(id) ? 'failures' : first;
};
