import type { Schemas } from '@rec/sdk';

export type CnpjData = Schemas['CnpjData'];

export interface CnpjConnector {
  lookup(cnpj: string): Promise<CnpjData | null>;
}

/** Company data of the demo ledger's organisations, for machines without network. */
const FIXTURE: Record<string, Omit<CnpjData, 'cnpj' | 'source'>> = {
  '11222333000181': {
    social_reason: 'Solar do Sul Energia Ltda',
    trade_name: 'Solar do Sul',
    status: 'ATIVA',
    cep: '90010000',
    address: 'Rua dos Andradas, 1000',
    city: 'Porto Alegre',
    uf: 'RS',
  },
  '22333444000181': {
    social_reason: 'Ventos do Nordeste Geração S.A.',
    trade_name: 'Ventos do Nordeste',
    status: 'ATIVA',
    cep: '59010000',
    address: 'Av. Hermes da Fonseca, 500',
    city: 'Natal',
    uf: 'RN',
  },
  '33444555000181': {
    social_reason: 'Hidro Serra Azul Energia Ltda',
    trade_name: 'Serra Azul',
    status: 'ATIVA',
    cep: '30110000',
    address: 'Av. Afonso Pena, 2000',
    city: 'Belo Horizonte',
    uf: 'MG',
  },
  '44555666000181': {
    social_reason: 'BioCana Energia Renovável S.A.',
    trade_name: 'BioCana',
    status: 'ATIVA',
    cep: '14010000',
    address: 'Rua General Osório, 300',
    city: 'Ribeirão Preto',
    uf: 'SP',
  },
};

export function offlineCnpj(): CnpjConnector {
  return {
    async lookup(cnpj) {
      const hit = FIXTURE[cnpj];
      return hit ? { cnpj, ...hit, source: 'offline' } : null;
    },
  };
}
