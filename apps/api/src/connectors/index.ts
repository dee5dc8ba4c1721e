import { type CceeConnector, httpCcee } from './ccee';
import { type CnpjConnector, offlineCnpj } from './cnpj';
import { type EvidentConnector, httpEvident } from './evident';
import { offlineSync } from './sync';

/**
 * External systems behind interfaces. Each has a real implementation (configured by URL and
 * credentials) and an offline one that answers from fixtures or reports "not synced" — never a
 * fake success.
 */
export interface Connectors {
  cnpj: CnpjConnector;
  /** CCEE metering, used by API integrations of provider `ccee`. */
  ccee: CceeConnector;
  /** The evidence registry, used by API integrations of provider `evident`. */
  evident: EvidentConnector;
}

export function offlineConnectors(): Connectors {
  return { cnpj: offlineCnpj(), ccee: offlineSync(), evident: offlineSync() };
}

/**
 * The HTTP connectors, for a deployment that has network access to the providers; the API
 * integrations' rows hold their URLs and credentials. The CNPJ lookup stays on its fixture.
 */
export function liveConnectors(timeoutMs = 30_000): Connectors {
  return { cnpj: offlineCnpj(), ccee: httpCcee(timeoutMs), evident: httpEvident(timeoutMs) };
}

/** `CONNECTORS=live` selects the HTTP connectors; anything else stays offline. */
export function connectorsFromEnv(env: NodeJS.ProcessEnv = process.env): Connectors {
  return env.CONNECTORS === 'live' ? liveConnectors() : offlineConnectors();
}
