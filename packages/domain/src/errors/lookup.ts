// Codes and texts come from the network: 'constructor' must not find Object.prototype's.
export const lookup = <T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
