import { entry } from '../entry';

// Hourly certificates (issue 38, ADR 0091/0092): the API's Portuguese texts for hourly requests,
// their issuance, republications that lower an issued hour and the hourly reads.
export const HOURLY_TEXTS = {
  horasLivresMenosQuePedido: entry(
    'errors.server.hourly.horasLivresMenosQuePedido',
    'As horas do período da emissão têm {free} MWh livres; a emissão pede {wanted} MWh',
  ),
  horasAbaixoDoEmitido: entry(
    'errors.server.hourly.horasAbaixoDoEmitido',
    'GENERATION_IN_USE: a nova versão deixa horas abaixo do volume já emitido por hora ({lines}); nada foi gravado',
  ),
  linhaHorasAPartirDe: entry(
    'errors.server.hourly.linhaHorasAPartirDe',
    'linha {line}: {hours} hora(s), a partir de {start}',
  ),
  geracaoNaoVeioDoArquivoHorario: entry(
    'errors.server.hourly.geracaoNaoVeioDoArquivoHorario',
    'Geração deste mês não veio do arquivo horário da CCEE',
  ),
  volumeExcedeHorasDoPeriodo: entry(
    'errors.server.hourly.volumeExcedeHorasDoPeriodo',
    'Volume solicitado ({wanted} MWh) excede o disponível nas horas do período ({free} MWh)',
  ),
  disponivelNasHorasDoPeriodo: entry(
    'errors.server.hourly.disponivelNasHorasDoPeriodo',
    'Disponível nas horas do período: {free} MWh',
  ),
  intervaloInicioAntesDoFim: entry(
    'errors.server.hourly.intervaloInicioAntesDoFim',
    'O intervalo deve ter início antes do fim e no máximo 366 dias',
  ),
  useFimDepoisDoInicio: entry('errors.server.hourly.useFimDepoisDoInicio', 'Use um fim depois do início, até 366 dias'),
  selecaoHorariaInsuficiente: entry(
    'errors.server.hourly.selecaoHorariaInsuficiente',
    'Saldo insuficiente nas horas selecionadas: disponível {free} MWh, solicitado {wanted} MWh',
  ),
  janelaHorariaInvalida: entry(
    'errors.server.hourly.janelaHorariaInvalida',
    'A janela de horas deve começar antes de terminar (horário de Brasília)',
  ),
  selecaoHorariaVazia: entry('errors.server.hourly.selecaoHorariaVazia', 'Nenhum certificado horário na seleção'),
  automacaoHorariaConta: entry(
    'errors.server.hourly.automacaoHorariaConta',
    'A seleção horária deve usar a conta de negociação da automação',
  ),
  automacaoHorariaUsina: entry(
    'errors.server.hourly.automacaoHorariaUsina',
    'A usina da seleção horária deve estar entre as usinas da automação',
  ),
  nenhumCertificadoHorarioUsinas: entry(
    'errors.server.hourly.nenhumCertificadoHorarioUsinas',
    'Nenhum certificado horário disponível na seleção: nada foi aposentado',
  ),
  aposentadosPorHora: entry(
    'errors.server.hourly.aposentadosPorHora',
    'Aposentados por hora {volume} MWh em {bundles} blocos de {hours} hora(s) para {beneficiary_name}',
  ),
} as const;
