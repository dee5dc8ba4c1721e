import { entry } from '../entry';

// Hourly consumption of beneficiaries (issue 39 item 1, ADR 0102): the API's Portuguese texts for
// its files, their lines and records.
const e = (key: string, text: string) => entry(`errors.server.consumption.${key}`, text);

export const CONSUMPTION_TEXTS = {
  consumoHorario: e('consumoHorario', 'Consumo horário'),
  horaInicioUtc: e('horaInicioUtc', 'Início (UTC)'),
  horaInicioLocal: e('horaInicioLocal', 'Início (horário de Brasília)'),
  consumoWh: e('consumoWh', 'Consumo (Wh)'),
  consumoMwh: e('consumoMwh', 'Consumo (MWh)'),
  submercado: e('submercado', 'Submercado'),
  nivelDado: e('nivelDado', 'Nível do dado'),
  // The tier a meter reading is written with (the templates' example).
  nivelMedicao: e('nivelMedicao', 'medição'),
  umaColunaHora: e(
    'umaColunaHora',
    'Informe uma coluna de hora: Início (UTC) ou Início (horário de Brasília), não as duas',
  ),
  umaColunaConsumo: e('umaColunaConsumo', 'Informe uma coluna de consumo: Consumo (Wh) ou Consumo (MWh), não as duas'),
  horaInvalida: e('horaInvalida', 'Hora inválida: {value} (use AAAA-MM-DD HH:00 ou DD/MM/AAAA HH:00)'),
  horaNaoCheia: e('horaNaoCheia', 'A hora deve começar no minuto zero: {value}'),
  horaInexistente: e(
    'horaInexistente',
    'A hora {value} não existe no horário de Brasília (início do horário de verão): informe-a em UTC',
  ),
  horaAmbiguaRepetida: e(
    'horaAmbiguaRepetida',
    'A hora {value} do horário de Brasília já apareceu duas vezes (fim do horário de verão) para o beneficiário {code}',
  ),
  horaUtcComFuso: e('horaUtcComFuso', 'A coluna em UTC não aceita outro fuso: {value}'),
  horaForaPeriodo: e('horaForaPeriodo', 'Hora fora do período {period}: {value}'),
  horaNaoEncerrada: e('horaNaoEncerrada', 'Hora ainda não encerrada: {value}'),
  horaRepetida: e('horaRepetida', 'Hora repetida para o beneficiário {code} (já na linha {line})'),
  consumoNegativo: e('consumoNegativo', 'Consumo negativo não é aceito: {value}'),
  consumoWhInteiro: e('consumoWhInteiro', 'Consumo em Wh deve ser um número inteiro: {value}'),
  consumoInvalido: e('consumoInvalido', 'Consumo inválido: {value}'),
  submercadoDesconhecido: e(
    'submercadoDesconhecido',
    'Submercado desconhecido: {value} (use SUDESTE, SUL, NORDESTE ou NORTE)',
  ),
  nivelDesconhecido: e('nivelDesconhecido', 'Nível do dado desconhecido: {value} (use medição, perfil ou estimativa)'),
  periodoInvalido: e('periodoInvalido', 'Período inválido: use AAAA ou AAAA-MM'),
  consumoHorarioCadastrado: e('consumoHorarioCadastrado', 'consumo horário já cadastrado'),
  arquivoCsvOuPlanilha: e('arquivoCsvOuPlanilha', 'Envie um arquivo .csv ou uma planilha .xlsx'),
} as const;
