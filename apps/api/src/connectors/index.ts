import { type CceeConnector, httpCcee } from './ccee';
import { type CepConnector, offlineCep, viaCep } from './cep';
import { type CnpjConnector, offlineCnpj } from './cnpj';
import { type EvidentConnector, httpEvident } from './evident';
import { type GeoConnector, ibgeGeo, offlineGeo } from './geo';
import type { Outbound } from './outbound';
import { offlineSync } from './sync';

/**
 * External systems behind interfaces. Each has a real implementation (configured by URL and
 * credentials) and an offline one that answers from fixtures or reports "not synced" — never a
 * fake success.
 */
export interface Connectors {
  cnpj: CnpjConnector;
  /** Addresses by postal code (ViaCEP when live). */
  cep: CepConnector;
  /** States and municipalities (IBGE when live). */
  geo: GeoConnector;
  /** CCEE metering, used by API integrations of provider `ccee`. */
  ccee: CceeConnector;
  /** The evidence registry, used by API integrations of provider `evident`. */
  evident: EvidentConnector;
}

export function offlineConnectors(): Connectors {
  return { cnpj: offlineCnpj(), cep: offlineCep(), geo: offlineGeo(), ccee: offlineSync(), evident: offlineSync() };
}

/**
 * The HTTP connectors, for a deployment that has network access to the providers; the API
 * integrations' rows hold their URLs and credentials. The CNPJ lookup stays on its fixture. The
 * public CEP and geographic services answer a form as it is filled in: a short timeout (3 s), then
 * the offline answer. Every request goes through the one outbound client (ADR 0078).
 */
export function liveConnectors(outbound: Outbound, timeoutMs = 30_000): Connectors {
  return {
    cnpj: offlineCnpj(),
    cep: viaCep({ fetch: outbound.fetch }),
    geo: ibgeGeo({ fetch: outbound.fetch }),
    ccee: httpCcee(outbound, timeoutMs),
    evident: httpEvident(outbound, timeoutMs),
  };
}

/** `CONNECTORS=live` selects the HTTP connectors; anything else stays offline. */
export function connectorsFromEnv(outbound: Outbound, env: NodeJS.ProcessEnv = process.env): Connectors {
  return env.CONNECTORS === 'live' ? liveConnectors(outbound) : offlineConnectors();
}
