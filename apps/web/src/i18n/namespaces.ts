// Message files are split by namespace, the first segment of an id (messages/<locale>/<ns>.json).
// Visitors' screens need only these before the first paint; the signed-in app loads the rest.
export const PUBLIC_NAMESPACES: readonly string[] = ['app', 'auth', 'errors', 'session', 'settings'];

export const namespaceOf = (id: string): string => id.split('.')[0] ?? id;
