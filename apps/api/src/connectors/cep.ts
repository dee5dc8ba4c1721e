import type { Schemas } from '@rec/sdk';
import { stateOfCep } from '../lib/br-geo';
import { type OutboundFetch, outboundClient } from './outbound';

export type CepData = Schemas['CepData'];

export interface CepConnector {
  /** The address of an 8-digit CEP, or null when there is none. */
  lookup(cep: string): Promise<CepData | null>;
}

/** The demo ledger's addresses (the CNPJ fixture's CEPs), for machines without network. */
const FIXTURE: Record<string, Omit<CepData, 'cep' | 'source'>> = {
  '90010000': { address: 'Rua dos Andradas', district: 'Centro Histórico', city: 'Porto Alegre', uf: 'RS' },
  '59010000': { address: 'Av. Hermes da Fonseca', district: 'Tirol', city: 'Natal', uf: 'RN' },
  '30110000': { address: 'Av. Afonso Pena', district: 'Centro', city: 'Belo Horizonte', uf: 'MG' },
  '14010000': { address: 'Rua General Osório', district: 'Centro', city: 'Ribeirão Preto', uf: 'SP' },
};

/**
 * Without the postal service: the fixture's full address, else only the state whose CEP range
 * holds the code (street, district and city unknown), else nothing.
 */
export function offlineCep(): CepConnector {
  return {
    async lookup(cep) {
      const hit = FIXTURE[cep];
      if (hit) return { cep, ...hit, source: 'offline' };
      const uf = stateOfCep(cep);
      return uf ? { cep, address: null, district: null, city: null, uf, source: 'offline' } : null;
    },
  };
}

export interface HttpLookupOptions {
  /** The fetch to use: an outbound client's (ADR 0078); tests inject one with no network. */
  fetch?: OutboundFetch;
  /** Milliseconds before the service counts as unreachable. */
  timeoutMs?: number;
  baseUrl?: string;
}

interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * ViaCEP (https://viacep.com.br/ws/{cep}/json/). An unknown CEP (`erro: true`) is not found; when
 * the service cannot be reached in time or answers an error, the offline answer stands in.
 */
export function viaCep(options: HttpLookupOptions = {}): CepConnector {
  const { fetch: get = outboundClient().fetch, timeoutMs = 3_000, baseUrl = 'https://viacep.com.br/ws' } = options;
  const offline = offlineCep();
  return {
    async lookup(cep) {
      let body: ViaCepAnswer;
      try {
        const res = await get(`${baseUrl}/${cep}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`ViaCEP answered ${res.status}`);
        body = (await res.json()) as ViaCepAnswer;
        if (!body || typeof body !== 'object') throw new Error('ViaCEP answered no object');
      } catch {
        return offline.lookup(cep);
      }
      if (body.erro === true || body.erro === 'true') return null;
      const uf = text(body.uf);
      return {
        cep,
        address: text(body.logradouro),
        district: text(body.bairro),
        city: text(body.localidade),
        uf: uf && /^[A-Z]{2}$/.test(uf) ? uf : null,
        source: 'remote',
      };
    },
  };
}
