import { entry } from '../entry';

// The redemption automation's hourly matching mode (issue 39 item 2, ADR 0111): the API's
// Portuguese texts for its refusals and for the logs of its runs: one per Brasília month retired,
// one for the months nothing matched, one for the months still incomplete.
export const AUTOMATION_TEXTS = {
  automacaoUmModoHorario: entry(
    'errors.server.automation.automacaoUmModoHorario',
    'A automação usa a seleção de horas ou o casamento hora a hora, não os dois',
  ),
  automacaoPreferenciaRepetida: entry(
    'errors.server.automation.automacaoPreferenciaRepetida',
    'Cada critério de preferência pode aparecer uma vez só',
  ),
  automacaoCasamentoUsina: entry(
    'errors.server.automation.automacaoCasamentoUsina',
    'As usinas preferidas devem estar entre as usinas da automação',
  ),
  casamentoMesAposentado: entry(
    'errors.server.automation.casamentoMesAposentado',
    'Casamento hora a hora de {month}: aposentados {matched} MWh de {consumed} MWh consumidos por {beneficiary_name}; {unmatched} MWh ficaram sem certificado',
  ),
  casamentoMesSemCertificado: entry(
    'errors.server.automation.casamentoMesSemCertificado',
    'Casamento hora a hora de {months}: nenhum certificado horário corresponde ao consumo de {beneficiary_name}; nada foi aposentado, a próxima execução tenta de novo',
  ),
  casamentoSemMesNovo: entry(
    'errors.server.automation.casamentoSemMesNovo',
    'Nenhum mês novo com o consumo horário completo de {beneficiary_name}: nada foi aposentado',
  ),
  casamentoMesIncompleto: entry(
    'errors.server.automation.casamentoMesIncompleto',
    'Consumo horário ainda incompleto para {beneficiary_name}: {months}; aguarda as horas que faltam',
  ),
  mesHorasDe: entry('errors.server.automation.mesHorasDe', '{month} ({hours} de {expected} horas)'),
  notaAutomacaoCasamento: entry(
    'errors.server.automation.notaAutomacaoCasamento',
    'Automação {name}: casamento hora a hora de {month}',
  ),
} as const;
