// The demo ledger's world: organisations, people and plants of a Brazilian I-REC registry.
// Plain data; demo.ts turns it into rows. Names, places and sizes are realistic, not real.

export type Tech = 'UFV' | 'EOL' | 'PCH' | 'CGH' | 'UTE';
export type Approval = 'PENDENTE' | 'APROVADO' | 'RECUSADO';

export interface DemoRegistrant {
  key: string;
  social_reason: string;
  /** 12-digit CNPJ base; the check digits are computed (seed/cnpj.ts). */
  cnpjBase: string;
  domain: string;
  phone: string;
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

export const PLANTS: DemoPlant[] = [
  // Solar parks (UFV, solar radiation RS)
  { name: 'UFV Sol do Pampa I', tech: 'UFV', registrant: 'sds', uf: 'RS', city: 'Bagé', kw: 5_000, cod: '2019-03-18' },
  {
    name: 'UFV Sol do Pampa II',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'RS',
    city: 'Bagé',
    kw: 5_000,
    cod: '2025-06-02',
    approved: 'PENDENTE',
  },
  {
    name: 'UFV Campanha Gaúcha',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'RS',
    city: 'Santana do Livramento',
    kw: 12_500,
    cod: '2020-11-09',
  },
  { name: 'UFV Janaúba I', tech: 'UFV', registrant: 'sds', uf: 'MG', city: 'Janaúba', kw: 75_000, cod: '2021-08-23' },
  { name: 'UFV Janaúba II', tech: 'UFV', registrant: 'sds', uf: 'MG', city: 'Janaúba', kw: 75_000, cod: '2022-02-14' },
  {
    name: 'UFV Pirapora Norte',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'MG',
    city: 'Pirapora',
    kw: 30_000,
    cod: '2018-09-10',
  },
  { name: 'UFV Jaíba Sol', tech: 'UFV', registrant: 'sds', uf: 'MG', city: 'Jaíba', kw: 45_000, cod: '2022-10-03' },
  {
    name: 'UFV Lapa do São Francisco',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'BA',
    city: 'Bom Jesus da Lapa',
    kw: 30_000,
    cod: '2017-12-01',
  },
  {
    name: 'UFV Tabocas',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'BA',
    city: 'Tabocas do Brejo Velho',
    kw: 48_500,
    cod: '2020-04-27',
  },
  {
    name: 'UFV Gurguéia I',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'PI',
    city: 'São Gonçalo do Gurguéia',
    kw: 60_000,
    cod: '2019-07-15',
  },
  {
    name: 'UFV Ribeira Solar',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'PI',
    city: 'Ribeira do Piauí',
    kw: 40_000,
    cod: '2021-01-11',
  },
  { name: 'UFV Coremas III', tech: 'UFV', registrant: 'sds', uf: 'PB', city: 'Coremas', kw: 27_000, cod: '2020-06-08' },
  { name: 'UFV Sertão do Açu', tech: 'UFV', registrant: 'sds', uf: 'RN', city: 'Assu', kw: 33_000, cod: '2021-05-17' },
  {
    name: 'UFV Petrolina Sol',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'PE',
    city: 'Petrolina',
    kw: 25_000,
    cod: '2019-11-25',
  },
  {
    name: 'UFV Belmonte',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'PE',
    city: 'São José do Belmonte',
    kw: 50_000,
    cod: '2023-03-06',
  },
  { name: 'UFV Quixeré', tech: 'UFV', registrant: 'sds', uf: 'CE', city: 'Quixeré', kw: 30_000, cod: '2022-07-18' },
  {
    name: 'UFV Guaimbê Solar',
    tech: 'UFV',
    registrant: 'sds',
    uf: 'SP',
    city: 'Guaimbê',
    kw: 29_500,
    cod: '2024-09-30',
    approved: 'RECUSADO',
    refusal_reason: 'Despacho de outorga da ANEEL ausente e potência divergente do CEG informado.',
  },
  {
    name: 'UFV Usina Canaã',
    tech: 'UFV',
    registrant: 'bio',
    uf: 'SP',
    city: 'Sertãozinho',
    kw: 3_000,
    cod: '2021-10-04',
  },
  // Wind farms (EOL, kinetic energy of wind CV)
  {
    name: 'EOL Ventos de João Câmara I',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'RN',
    city: 'João Câmara',
    kw: 29_400,
    cod: '2013-07-01',
  },
  {
    name: 'EOL Ventos de João Câmara II',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'RN',
    city: 'João Câmara',
    kw: 29_400,
    cod: '2013-09-16',
  },
  { name: 'EOL Parazinho', tech: 'EOL', registrant: 'vnd', uf: 'RN', city: 'Parazinho', kw: 50_400, cod: '2014-05-12' },
  {
    name: 'EOL Serra do Mel I',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'RN',
    city: 'Serra do Mel',
    kw: 84_000,
    cod: '2019-02-04',
  },
  {
    name: 'EOL Serra do Mel II',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'RN',
    city: 'Serra do Mel',
    kw: 84_000,
    cod: '2019-08-19',
  },
  {
    name: 'EOL São Bento do Norte',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'RN',
    city: 'São Bento do Norte',
    kw: 35_700,
    cod: '2016-03-21',
  },
  {
    name: 'EOL Alto Sertão Caetité',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'BA',
    city: 'Caetité',
    kw: 94_500,
    cod: '2015-11-30',
  },
  {
    name: 'EOL Brotas de Macaúbas',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'BA',
    city: 'Brotas de Macaúbas',
    kw: 45_000,
    cod: '2012-10-22',
  },
  {
    name: 'EOL Sento Sé I',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'BA',
    city: 'Sento Sé',
    kw: 126_000,
    cod: '2020-12-14',
  },
  {
    name: 'EOL Morro do Chapéu Sul',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'BA',
    city: 'Morro do Chapéu',
    kw: 172_500,
    cod: '2021-06-28',
  },
  { name: 'EOL Trairi', tech: 'EOL', registrant: 'vnd', uf: 'CE', city: 'Trairi', kw: 25_200, cod: '2014-01-27' },
  { name: 'EOL Amontada', tech: 'EOL', registrant: 'vnd', uf: 'CE', city: 'Amontada', kw: 48_300, cod: '2017-04-10' },
  {
    name: 'EOL Aracati Ventos',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'CE',
    city: 'Aracati',
    kw: 30_000,
    cod: '2013-12-02',
  },
  {
    name: 'EOL Lagoa do Barro',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'PI',
    city: 'Lagoa do Barro do Piauí',
    kw: 78_000,
    cod: '2018-06-25',
  },
  {
    name: 'EOL Chapada do Araripe',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'PI',
    city: 'Simões',
    kw: 115_200,
    cod: '2022-03-07',
  },
  { name: 'EOL Caetés', tech: 'EOL', registrant: 'vnd', uf: 'PE', city: 'Caetés', kw: 27_300, cod: '2015-08-03' },
  {
    name: 'EOL Osório Litoral',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'RS',
    city: 'Osório',
    kw: 50_000,
    cod: '2016-10-17',
  },
  {
    name: 'EOL Santa Vitória do Palmar',
    tech: 'EOL',
    registrant: 'vnd',
    uf: 'RS',
    city: 'Santa Vitória do Palmar',
    kw: 69_300,
    cod: '2025-04-14',
    approved: 'PENDENTE',
  },
  // Small hydro (PCH 5–30 MW, CGH up to 5 MW; hydraulic potential PH)
  {
    name: 'PCH Serra Azul',
    tech: 'PCH',
    registrant: 'hsa',
    uf: 'MG',
    city: 'Conceição do Mato Dentro',
    kw: 18_000,
    cod: '2009-05-11',
  },
  {
    name: 'PCH Rio Pardo',
    tech: 'PCH',
    registrant: 'hsa',
    uf: 'MG',
    city: 'Rio Pardo de Minas',
    kw: 12_600,
    cod: '2011-02-21',
  },
  {
    name: 'PCH Cachoeira do Funil',
    tech: 'PCH',
    registrant: 'hsa',
    uf: 'MG',
    city: 'Carrancas',
    kw: 9_000,
    cod: '2007-08-06',
  },
  {
    name: 'PCH Salto do Canoas',
    tech: 'PCH',
    registrant: 'hsa',
    uf: 'SC',
    city: 'Campos Novos',
    kw: 22_000,
    cod: '2012-11-19',
  },
  {
    name: 'PCH Rio Chapecó',
    tech: 'PCH',
    registrant: 'hsa',
    uf: 'SC',
    city: 'Abelardo Luz',
    kw: 27_500,
    cod: '2014-04-07',
  },
  { name: 'PCH Alto Iguaçu', tech: 'PCH', registrant: 'hsa', uf: 'PR', city: 'Palmas', kw: 16_000, cod: '2010-09-13' },
  { name: 'PCH Rio Juruena', tech: 'PCH', registrant: 'hsa', uf: 'MT', city: 'Sapezal', kw: 29_900, cod: '2008-12-15' },
  { name: 'PCH Rio Verde', tech: 'PCH', registrant: 'hsa', uf: 'GO', city: 'Rio Verde', kw: 20_000, cod: '2016-07-04' },
  {
    name: 'PCH Itabapoana',
    tech: 'PCH',
    registrant: 'hsa',
    uf: 'ES',
    city: 'Bom Jesus do Norte',
    kw: 11_000,
    cod: '2005-03-28',
  },
  {
    name: 'PCH Santa Rosa',
    tech: 'PCH',
    registrant: 'hsa',
    uf: 'RJ',
    city: 'Bom Jardim',
    kw: 30_000,
    cod: '2025-02-10',
    approved: 'PENDENTE',
  },
  {
    name: 'CGH Ribeirão Serra Azul',
    tech: 'CGH',
    registrant: 'hsa',
    uf: 'MG',
    city: 'Itabira',
    kw: 2_400,
    cod: '2003-10-20',
  },
  {
    name: 'CGH Cachoeira Alta',
    tech: 'CGH',
    registrant: 'hsa',
    uf: 'MG',
    city: 'São João del-Rei',
    kw: 1_200,
    cod: '1999-06-14',
  },
  { name: 'CGH Rio do Peixe', tech: 'CGH', registrant: 'hsa', uf: 'SC', city: 'Videira', kw: 3_000, cod: '2006-01-30' },
  {
    name: 'CGH Salto Grande',
    tech: 'CGH',
    registrant: 'hsa',
    uf: 'PR',
    city: 'Prudentópolis',
    kw: 4_800,
    cod: '2013-05-27',
  },
  {
    name: 'CGH Ribeirão Claro',
    tech: 'CGH',
    registrant: 'hsa',
    uf: 'PR',
    city: 'Ribeirão Claro',
    kw: 900,
    cod: '2015-12-07',
  },
  // Sugar-cane bagasse cogeneration (UTE, biomass BL)
  {
    name: 'UTE BioCana Sertãozinho',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'SP',
    city: 'Sertãozinho',
    kw: 60_000,
    cod: '2010-04-19',
  },
  {
    name: 'UTE BioCana Pradópolis',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'SP',
    city: 'Pradópolis',
    kw: 45_000,
    cod: '2011-05-02',
  },
  {
    name: 'UTE Usina Guariba',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'SP',
    city: 'Guariba',
    kw: 40_000,
    cod: '2009-04-13',
  },
  {
    name: 'UTE Jaboticabal Bioenergia',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'SP',
    city: 'Jaboticabal',
    kw: 35_000,
    cod: '2012-04-23',
  },
  {
    name: 'UTE Barretos Bioenergia',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'SP',
    city: 'Barretos',
    kw: 30_000,
    cod: '2013-05-06',
  },
  {
    name: 'UTE Piracicaba Cogeração',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'SP',
    city: 'Piracicaba',
    kw: 25_000,
    cod: '2008-06-02',
  },
  {
    name: 'UTE Araraquara Bagaço',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'SP',
    city: 'Araraquara',
    kw: 50_000,
    cod: '2014-04-28',
  },
  {
    name: 'UTE Quirinópolis',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'GO',
    city: 'Quirinópolis',
    kw: 80_000,
    cod: '2011-06-20',
  },
  {
    name: 'UTE Goiatuba Energia',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'GO',
    city: 'Goiatuba',
    kw: 38_000,
    cod: '2015-05-11',
  },
  {
    name: 'UTE Rio Brilhante',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'MS',
    city: 'Rio Brilhante',
    kw: 90_000,
    cod: '2012-05-14',
  },
  {
    name: 'UTE Nova Alvorada',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'MS',
    city: 'Nova Alvorada do Sul',
    kw: 45_000,
    cod: '2016-04-04',
  },
  {
    name: 'UTE Uberaba Bioenergia',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'MG',
    city: 'Uberaba',
    kw: 55_000,
    cod: '2013-04-15',
  },
  {
    name: 'UTE Frutal Cogeração',
    tech: 'UTE',
    registrant: 'bio',
    uf: 'MG',
    city: 'Frutal',
    kw: 40_000,
    cod: '2025-05-05',
    approved: 'PENDENTE',
  },
];

/** CEG codes registered at ANEEL but not yet used by any enterprise (journey: a plant joins). */
export const FREE_CEGS: { name: string; tech: Tech; uf: string; kw: number; cod: string }[] = [
  { name: 'UFV Serra Talhada Solar', tech: 'UFV', uf: 'PE', kw: 40_000, cod: '2025-08-01' },
  { name: 'EOL Ventos de Touros', tech: 'EOL', uf: 'RN', kw: 58_800, cod: '2025-07-15' },
  { name: 'PCH Rio das Antas', tech: 'PCH', uf: 'RS', kw: 14_000, cod: '2025-03-03' },
  { name: 'UTE Usina Ituiutaba', tech: 'UTE', uf: 'MG', kw: 35_000, cod: '2025-04-22' },
];

export const TUTORIALS = [
  {
    title: 'Como cadastrar um empreendimento',
    description:
      'Informe o código CEG da ANEEL, a fonte, a tecnologia e a potência instalada, anexe o despacho de outorga e envie para aprovação.',
  },
  {
    title: 'Como solicitar uma emissão de I-REC',
    description:
      'Escolha o empreendimento e o período de geração; o volume não pode exceder a geração importada ainda não certificada.',
  },
  {
    title: 'Importação mensal da CCEE',
    description:
      'Envie a planilha de medição da CCEE, confira a pré-visualização com os códigos de erro de cada linha e confirme a importação.',
  },
  {
    title: 'Aposentadoria de certificados para um beneficiário',
    description:
      'Selecione os certificados disponíveis, o beneficiário, o período de consumo e a finalidade do resgate.',
  },
];

/**
 * Monthly capacity factor in per-mille (January … December) by technology: solar peaks in the
 * summer, north-eastern wind in the "safra dos ventos" (July–November), small hydro in the wet
 * season (December–April), bagasse cogeneration during the cane harvest (April–November).
 * Annual means ≈ solar 22 %, wind 40 %, hydro 55 %, biomass 50 %.
 */
export const CAPACITY_FACTOR: Record<Tech, readonly number[]> = {
  UFV: [240, 238, 228, 215, 200, 190, 198, 215, 228, 236, 240, 242],
  EOL: [320, 280, 250, 262, 330, 400, 470, 540, 552, 520, 460, 400],
  PCH: [720, 748, 720, 620, 520, 450, 400, 362, 360, 440, 560, 660],
  CGH: [720, 748, 720, 620, 520, 450, 400, 362, 360, 440, 560, 660],
  UTE: [130, 105, 245, 530, 655, 690, 720, 720, 690, 645, 530, 295],
};

/** CEG source code of each technology (ANEEL): RS solar radiation, CV wind, PH hydraulic, BL biomass. */
export const SOURCE_OF: Record<Tech, string> = { UFV: 'RS', EOL: 'CV', PCH: 'PH', CGH: 'PH', UTE: 'BL' };
