import { type CnpjConnector, offlineCnpj } from './cnpj';

/**
 * External systems behind interfaces. Each has a real implementation (configured by URL and
 * credentials) and an offline one that answers from fixtures or reports "not synced" — never a
 * fake success.
 */
export interface Connectors {
  cnpj: CnpjConnector;
}

export function offlineConnectors(): Connectors {
  return { cnpj: offlineCnpj() };
}
