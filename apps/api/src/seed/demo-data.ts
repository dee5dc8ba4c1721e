// The demo ledger's world: organisations, people and plants of a Brazilian I-REC registry.
// Plain data; demo.ts turns it into rows. Names, places and sizes are realistic, not real.
// The plants are in demo-plants.ts, the tutorials in demo-tutorials.ts.

export type Tech = 'UFV' | 'EOL' | 'PCH' | 'CGH' | 'UTE';
export type Approval = 'PENDENTE' | 'APROVADO' | 'RECUSADO';

export interface DemoRegistrant {
  key: string;
  social_reason: string;
  /** 12-digit CNPJ base; the check digits are computed (seed/cnpj.ts). */
  cnpjBase: string;
  domain: string;
  phone: string;
  /** Head office (the CNPJ and CEP look-ups' fixtures answer the same). */
  address: { cep: string; address: string; district: string; city: string; uf: string };
  dueDate: number;
  prices: { irec: string; recBrazil: string; plantIrec: string; plantRecBrazil: string };
  volume_mwh_month: string;
  /** Staff: one person per client role. */
  staff: { client: Person; client_admin: Person; client_financial: Person };
}

export interface Person {
  name: string;
  lastName: string;
  email: string;
  profile: string;
}

export interface DemoParticipant {
  key: string;
  name: string;
  irec_code: string;
  retirement_price_irec: string;
  invoice_emission_date: number;
  admin: Person;
  /** Registrants it trades with (links APROVADO). */
  registrants: string[];
}

export interface DemoPlant {
  name: string;
  tech: Tech;
  registrant: string;
  uf: string;
  city: string;
  /** Installed capacity in kW (integer: the seed's arithmetic stays exact). */
  kw: number;
  /** Exact commercial operation date. */
  cod: string;
  approved?: Approval;
  refusal_reason?: string;
}

export const ADMIN: Person = {
  name: 'Carla',
  lastName: 'Mendes',
  email: 'admin@registro.org.br',
  profile: 'Administradora da plataforma',
};

export const REGISTRANTS: DemoRegistrant[] = [
  {
    key: 'sds',
    social_reason: 'Solar do Sul Energia Ltda',
    cnpjBase: '112223330001',
    domain: 'solardosul.com.br',
    phone: '5132221100',
    address: {
      cep: '90010000',
      address: 'Rua dos Andradas, 1000',
      district: 'Centro Histórico',
      city: 'Porto Alegre',
      uf: 'RS',
    },
    dueDate: 10,
    prices: { irec: '0.45', recBrazil: '0.60', plantIrec: '1500.00', plantRecBrazil: '2200.00' },
    volume_mwh_month: '250000.000000',
    staff: {
      client: {
        name: 'Rafael',
        lastName: 'Costa',
        email: 'rafael.costa@solardosul.com.br',
        profile: 'Analista de certificados',
      },
      client_admin: {
        name: 'Mariana',
        lastName: 'Souza',
        email: 'mariana.souza@solardosul.com.br',
        profile: 'Gerente de energia',
      },
      client_financial: {
        name: 'Paulo',
        lastName: 'Ribeiro',
        email: 'paulo.ribeiro@solardosul.com.br',
        profile: 'Financeiro',
      },
    },
  },
  {
    key: 'vnd',
    social_reason: 'Ventos do Nordeste Geração S.A.',
    cnpjBase: '223334440001',
    domain: 'ventosdonordeste.com.br',
    phone: '8432014500',
    address: { cep: '59010000', address: 'Av. Hermes da Fonseca, 500', district: 'Tirol', city: 'Natal', uf: 'RN' },
    dueDate: 15,
    prices: { irec: '0.40', recBrazil: '0.55', plantIrec: '1800.00', plantRecBrazil: '2500.00' },
    volume_mwh_month: '600000.000000',
    staff: {
      client: {
        name: 'Lucas',
        lastName: 'Araújo',
        email: 'lucas.araujo@ventosdonordeste.com.br',
        profile: 'Analista de operações',
      },
      client_admin: {
        name: 'Fernanda',
        lastName: 'Lima',
        email: 'fernanda.lima@ventosdonordeste.com.br',
        profile: 'Diretora comercial',
      },
      client_financial: {
        name: 'João',
        lastName: 'Pereira',
        email: 'joao.pereira@ventosdonordeste.com.br',
        profile: 'Contas a pagar',
      },
    },
  },
  {
    key: 'hsa',
    social_reason: 'Hidro Serra Azul Energia Ltda',
    cnpjBase: '334445550001',
    domain: 'serraazul.com.br',
    phone: '3132405800',
    address: {
      cep: '30110000',
      address: 'Av. Afonso Pena, 2000',
      district: 'Centro',
      city: 'Belo Horizonte',
      uf: 'MG',
    },
    dueDate: 5,
    prices: { irec: '0.42', recBrazil: '0.58', plantIrec: '1200.00', plantRecBrazil: '1900.00' },
    volume_mwh_month: '150000.000000',
    staff: {
      client: {
        name: 'Bruno',
        lastName: 'Almeida',
        email: 'bruno.almeida@serraazul.com.br',
        profile: 'Engenheiro de operação',
      },
      client_admin: {
        name: 'Juliana',
        lastName: 'Martins',
        email: 'juliana.martins@serraazul.com.br',
        profile: 'Gerente de comercialização',
      },
      client_financial: {
        name: 'Ricardo',
        lastName: 'Gomes',
        email: 'ricardo.gomes@serraazul.com.br',
        profile: 'Controller',
      },
    },
  },
  {
    key: 'bio',
    social_reason: 'BioCana Energia Renovável S.A.',
    cnpjBase: '445556660001',
    domain: 'biocana.com.br',
    phone: '1636109900',
    address: {
      cep: '14010000',
      address: 'Rua General Osório, 300',
      district: 'Centro',
      city: 'Ribeirão Preto',
      uf: 'SP',
    },
    dueDate: 20,
    prices: { irec: '0.38', recBrazil: '0.52', plantIrec: '1400.00', plantRecBrazil: '2000.00' },
    volume_mwh_month: '300000.000000',
    staff: {
      client: {
        name: 'Camila',
        lastName: 'Rocha',
        email: 'camila.rocha@biocana.com.br',
        profile: 'Analista de sustentabilidade',
      },
      client_admin: {
        name: 'Eduardo',
        lastName: 'Carvalho',
        email: 'eduardo.carvalho@biocana.com.br',
        profile: 'Gerente de bioeletricidade',
      },
      client_financial: {
        name: 'Patrícia',
        lastName: 'Nunes',
        email: 'patricia.nunes@biocana.com.br',
        profile: 'Tesouraria',
      },
    },
  },
];

export const PARTICIPANTS: DemoParticipant[] = [
  {
    key: 'verde',
    name: 'Comercializadora Verde S.A.',
    irec_code: 'BRCOMVERDE',
    retirement_price_irec: '0.25',
    invoice_emission_date: 5,
    admin: {
      name: 'Tatiana',
      lastName: 'Barbosa',
      email: 'tatiana.barbosa@comverde.com.br',
      profile: 'Gestora de portfólio',
    },
    registrants: ['sds', 'vnd'],
  },
  {
    key: 'atlantica',
    name: 'Atlântica Trading de Energia Ltda',
    irec_code: 'BRATLANTIC',
    retirement_price_irec: '0.22',
    invoice_emission_date: 10,
    admin: {
      name: 'Gustavo',
      lastName: 'Teixeira',
      email: 'gustavo.teixeira@atlanticatrading.com.br',
      profile: 'Trader',
    },
    registrants: ['vnd', 'hsa'],
  },
  {
    key: 'horizonte',
    name: 'Horizonte Comercializadora de Energia Ltda',
    irec_code: 'BRHORIZCOM',
    retirement_price_irec: '0.28',
    invoice_emission_date: 15,
    admin: {
      name: 'Aline',
      lastName: 'Cardoso',
      email: 'aline.cardoso@horizonteenergia.com.br',
      profile: 'Gerente ESG',
    },
    registrants: ['hsa', 'bio', 'sds'],
  },
];

/** A link request still waiting for the registrant's answer (journey: connection with participant). */
export const PENDING_LINK = { participant: 'verde', registrant: 'bio' } as const;
