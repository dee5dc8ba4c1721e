import { entry } from '../entry';

// The Scope 2 pack of a beneficiary-year (issue 39 item 5, ADR 0107): the Portuguese labels of
// its summary sheet and the names of its sheets. Column names of the hourly rows are the standard
// terms (PACK_COLUMNS), not texts.
const e = (key: string, text: string) => entry(`errors.server.escopo.${key}`, text);

export const SCOPE2_TEXTS = {
  abaResumo: e('abaResumo', 'Resumo'),
  abaHoras: e('abaHoras', 'Horas'),
  rotuloCodigoBeneficiario: e('rotuloCodigoBeneficiario', 'Documento do beneficiário'),
  rotuloAno: e('rotuloAno', 'Ano (calendário de Brasília)'),
  rotuloFronteira: e('rotuloFronteira', 'Fronteira de mercado do casamento horário'),
  rotuloHoras: e('rotuloHoras', 'Horas de consumo registradas'),
  rotuloCasado: e('rotuloCasado', 'Consumo coberto hora a hora (MWh)'),
  rotuloNaoCasado: e('rotuloNaoCasado', 'Consumo não coberto hora a hora (MWh)'),
  rotuloAposentado: e('rotuloAposentado', 'Certificados aposentados para o beneficiário no ano (MWh)'),
  rotuloParcelaHoraria: e('rotuloParcelaHoraria', 'Cobertura hora a hora'),
  rotuloParcelaAnual: e('rotuloParcelaAnual', 'Cobertura anual dos mesmos certificados'),
  rotuloEmissoesHorarias: e(
    'rotuloEmissoesHorarias',
    'Emissões de escopo 2, abordagem de mercado, casamento horário (tCO2e)',
  ),
  rotuloEmissoesAnuais: e(
    'rotuloEmissoesAnuais',
    'Emissões de escopo 2, abordagem de mercado, casamento anual (tCO2e)',
  ),
  rotuloNaoCasadoAnual: e('rotuloNaoCasadoAnual', 'Consumo não coberto no casamento anual (MWh)'),
  rotuloFatorAusente: e('rotuloFatorAusente', 'Consumo não coberto sem fator de mix residual'),
  rotuloFator: e('rotuloFator', 'Fator de mix residual {year} {submarket} (tCO2e/MWh)'),
  rotuloDeclaracao: e('rotuloDeclaracao', 'Declaração de aposentadoria {id}: código de verificação'),
} as const;
