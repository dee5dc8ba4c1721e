import type { Schemas } from '@rec/sdk';
import { cities as shippedCities, states as shippedStates } from 'estados-cidades';
import { byName, isStateCode, STATE_NAMES } from '../lib/br-geo';
import type { HttpLookupOptions } from './cep';
import { outboundClient } from './outbound';

export type GeoStateList = Schemas['GeoStateList'];
export type GeoCityList = Schemas['GeoCityList'];
type Source = GeoStateList['source'];

export interface GeoConnector {
  /** Every state, by name. */
  states(): Promise<GeoStateList>;
  /** The municipalities of a state, by name; null for a code that is no state. */
  cities(uf: string): Promise<GeoCityList | null>;
}

function stateList(states: { uf: string; name: string }[], source: Source): GeoStateList {
  const data = [...states].sort((a, b) => byName(a.name, b.name));
  return { data, total: data.length, source };
}

function cityList(names: string[], source: Source): GeoCityList {
  const data = [...new Set(names)].sort(byName).map((name) => ({ name }));
  return { data, total: data.length, source };
}

/** The list shipped with the API (the estados-cidades package) and the states' names. */
export function offlineGeo(): GeoConnector {
  return {
    async states() {
      return stateList(
        shippedStates().map((uf) => ({ uf, name: STATE_NAMES[uf] ?? uf })),
        'offline',
      );
    },
    async cities(uf) {
      if (!isStateCode(uf)) return null;
      return cityList(shippedCities(uf) ?? [], 'offline');
    },
  };
}

/**
 * IBGE's localities service (servicodados.ibge.gov.br/api/v1/localidades). When it cannot be
 * reached in time, answers an error or an empty list, the shipped list stands in (source offline).
 */
export function ibgeGeo(options: HttpLookupOptions = {}): GeoConnector {
  const {
    fetch: get = outboundClient().fetch,
    timeoutMs = 3_000,
    baseUrl = 'https://servicodados.ibge.gov.br/api/v1/localidades',
  } = options;
  const offline = offlineGeo();
  async function rows(url: string): Promise<Record<string, unknown>[] | undefined> {
    try {
      const res = await get(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) return undefined;
      const body: unknown = await res.json();
      return Array.isArray(body) && body.length > 0 ? body : undefined;
    } catch {
      return undefined;
    }
  }
  return {
    async states() {
      const found = (await rows(`${baseUrl}/estados`))?.flatMap((row) =>
        typeof row.sigla === 'string' && isStateCode(row.sigla) && typeof row.nome === 'string'
          ? [{ uf: row.sigla, name: row.nome }]
          : [],
      );
      return found?.length ? stateList(found, 'remote') : offline.states();
    },
    async cities(uf) {
      if (!isStateCode(uf)) return null;
      const found = (await rows(`${baseUrl}/estados/${uf}/municipios`))?.flatMap((row) =>
        typeof row.nome === 'string' && row.nome.trim() ? [row.nome.trim()] : [],
      );
      return found?.length ? cityList(found, 'remote') : offline.cities(uf);
    },
  };
}
